import APDU
import Synchronization

/// Answers every command with `payload`, T=0 style: the first `immediate` bytes come with the
/// answer, the rest wait for GET RESPONSE (`INS C0`, any class). The card announces at most
/// `chunkSize` bytes per `61xx` (`6100` for 256 or more), so small chunks force several rounds.
/// Waiting data is volatile: reset discards it, and GET RESPONSE with nothing waiting is `6985`.
final class ChunkedResponseCard: EmulatedCard {
    let answerToReset: [UInt8] = [0x3B, 0x00]
    let payload: [UInt8]
    let immediate: Int
    let chunkSize: Int
    private let waiting = Mutex<ArraySlice<UInt8>>([])

    init(payload: [UInt8], immediate: Int = 0, chunkSize: Int = 256) {
        self.payload = payload
        self.immediate = immediate
        self.chunkSize = chunkSize
    }

    func reset() {
        waiting.withLock { $0 = [] }
    }

    func respond(to bytes: [UInt8]) -> [UInt8] {
        waiting.withLock { waiting in
            if bytes.count >= 4, bytes[1] == 0xC0 {
                guard !waiting.isEmpty else { return [0x69, 0x85] }
                let expected = (try? CommandAPDU(bytes: bytes))?.expectedLength ?? 256
                let chunk = waiting.prefix(expected)
                waiting = waiting.dropFirst(chunk.count)
                return Array(chunk) + status(remaining: waiting.count)
            }
            let first = payload.prefix(immediate)
            waiting = payload.dropFirst(first.count)
            return Array(first) + status(remaining: waiting.count)
        }
    }

    private func status(remaining: Int) -> [UInt8] {
        remaining == 0 ? [0x90, 0x00] : [0x61, UInt8(truncatingIfNeeded: min(remaining, chunkSize))]
    }
}
