import APDU

/// The channel of a client used only for the host's key store (`toncard hmac-key …`), whose
/// calls send no APDU: no reader is opened for them, so a key can be listed or deleted with no
/// card at hand. Should an APDU ever be sent through it, it fails as a closed channel does.
struct HostOnlyChannel: CardChannel {
    func withExchange<Result: Sendable>(_ body: @escaping @Sendable (CardExchange) throws -> Result) async throws
        -> Result
    {
        throw CardProtocolError.channelClosed
    }

    func withTransaction<Result: Sendable>(_ body: () async throws -> Result) async throws -> Result {
        try await body()
    }
}
