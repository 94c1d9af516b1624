/// One reader as a connector sees it.
public struct CardReaderInfo: Sendable, Hashable {
    /// The reader's name, as pcscd lists it (or the emulator's description).
    public let name: String
    /// Whether a card is in the reader now.
    public let isCardPresent: Bool

    public init(name: String, isCardPresent: Bool) {
        self.name = name
        self.isCardPresent = isCardPresent
    }
}
