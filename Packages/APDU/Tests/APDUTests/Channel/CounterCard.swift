import APDU
import Synchronization

/// Answers every command with how many commands it has answered, this one included, as four
/// big-endian bytes and `9000`. The values tell in which order commands reached the card, so
/// tests can check that a transaction's exchanges were not interleaved with anyone else's.
final class CounterCard: EmulatedCard {
    let answerToReset: [UInt8] = [0x3B, 0x00]
    private let counter = Mutex<UInt32>(0)

    /// Commands answered so far.
    var count: UInt32 { counter.withLock { $0 } }

    func reset() {}

    func respond(to command: [UInt8]) -> [UInt8] {
        let value = counter.withLock { counter in
            counter += 1
            return counter
        }
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } + [0x90, 0x00]
    }
}

/// An answer that is not a `CounterCard`'s: four count bytes and `9000`.
struct UnexpectedCounterAnswer: Error {
    let bytes: [UInt8]
}

extension CardExchange {
    /// Sends one command to a `CounterCard` and returns the count it answered.
    func nextCount() throws -> UInt32 {
        let answer = try transmit([0x80, 0x40, 0x00, 0x00])
        guard answer.count == 6, answer.suffix(2) == [0x90, 0x00] else { throw UnexpectedCounterAnswer(bytes: answer) }
        return answer.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }
}

extension CardChannel {
    /// One exchange with a `CounterCard`: the count it answered.
    func nextCount() async throws -> UInt32 {
        try await withExchange { exchange in try exchange.nextCount() }
    }
}
