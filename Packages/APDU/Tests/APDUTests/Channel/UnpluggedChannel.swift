import APDU

/// A channel whose reader is gone: every exchange fails in the middle, the way a PC/SC transmit
/// fails when the card is pulled. For checking what decorating channels do with failures.
struct UnpluggedChannel: CardChannel {
    struct ReaderUnplugged: Error, CustomStringConvertible {
        var description: String { "the reader was unplugged" }
    }

    func withExchange<Result: Sendable>(_ body: @escaping @Sendable (CardExchange) throws -> Result) async throws
        -> Result
    {
        try body(CardExchange { _ in throw ReaderUnplugged() })
    }

    func withTransaction<Result: Sendable>(_ body: () async throws -> Result) async throws -> Result {
        try await body()
    }
}
