import APDU
import Synchronization

/// A channel that hands everything to another one and keeps a copy of every command APDU sent
/// through it, so a card client's traffic for one operation can be counted and sent again by hand
/// (TonCardBenchmarks.swift measures the client against exactly the round trips it makes).
final class RecordingCardChannel: CardChannel {
    let inner: any CardChannel
    private let recorded = Mutex<[[UInt8]]>([])

    init(_ inner: any CardChannel) {
        self.inner = inner
    }

    func withExchange<Result: Sendable>(_ body: @escaping @Sendable (CardExchange) throws -> Result) async throws
        -> Result
    {
        try await inner.withExchange { exchange in
            // `intercepted` also sees GET RESPONSE rounds, so the copy is what the card really got.
            try body(
                exchange.intercepted { command, send in
                    self.recorded.withLock { $0.append(command) }
                    return try send(command)
                })
        }
    }

    func withTransaction<Result: Sendable>(_ body: () async throws -> Result) async throws -> Result {
        try await inner.withTransaction(body)
    }

    /// The commands recorded since the last call, oldest first; the record starts empty again.
    func takeCommands() -> [[UInt8]] {
        recorded.withLock { commands in
            defer { commands = [] }
            return commands
        }
    }
}
