import TonCardProtocol

/// A status word as a `Result` failure, so the protected-data steps can return either a payload
/// or the refusal.
struct RefusalStatus: Error, Sendable, Hashable {
    let statusWord: TonCardStatusWord
    init(_ statusWord: TonCardStatusWord) { self.statusWord = statusWord }
}

extension CardResponse {
    static func status(_ refusal: RefusalStatus) -> CardResponse {
        .status(refusal.statusWord)
    }
}
