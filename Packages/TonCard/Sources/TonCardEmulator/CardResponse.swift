import TonCardProtocol

/// What one command produces: response data and a status word.
struct CardResponse: Sendable, Hashable {
    var data: [UInt8]
    var statusWord: TonCardStatusWord

    init(_ data: [UInt8] = [], _ statusWord: TonCardStatusWord = .success) {
        self.data = data
        self.statusWord = statusWord
    }

    /// A bare status word.
    static func status(_ statusWord: TonCardStatusWord) -> CardResponse {
        CardResponse([], statusWord)
    }

    /// The bytes on the wire: data ‖ SW1 SW2.
    var bytes: [UInt8] { data + statusWord.bytes }
}
