/// Which artefacts of the T=0 transmission protocol a transmission resolves for its caller. Cards
/// (and readers) answer `61xx` — "xx more bytes are waiting, ask with GET RESPONSE" — and `6Cxx`
/// — "wrong Le, send the command again with Le = xx" — and pcsc-lite passes both through.
/// Like javax.smartcardio both are resolved by default; unlike it, each is a per-call switch and
/// the GET RESPONSE class byte follows ISO 7816-4 instead of copying a proprietary class.
public struct ArtefactHandling: Sendable, Hashable {
    /// Answer `61xx` with GET RESPONSE (`CLA C0 00 00 xx`) until the card stops answering `61xx`,
    /// joining the data of every round.
    public var getResponse: Bool
    /// Answer `6Cxx` by sending the command again with Le = xx (once per command).
    public var correctExpectedLength: Bool
    /// The class byte of GET RESPONSE, or nil to derive it from the command: an interindustry class
    /// keeps its logical channel and drops secure messaging and chaining bits; a proprietary class
    /// (bit 8 set) becomes `00`.
    public var getResponseClass: UInt8?
    /// The most data GET RESPONSE rounds may assemble before the transmission fails with
    /// `CardProtocolError.responseTooLong`; a card that never stops answering `61xx` cannot make
    /// the client loop or allocate without end.
    public var maximumResponseLength: Int
    /// The most GET RESPONSE rounds one transmission may take (a round may bring 0 bytes).
    public var maximumGetResponseRounds: Int

    public init(
        getResponse: Bool = true,
        correctExpectedLength: Bool = true,
        getResponseClass: UInt8? = nil,
        maximumResponseLength: Int = 65_536,
        maximumGetResponseRounds: Int = 1_024
    ) {
        self.getResponse = getResponse
        self.correctExpectedLength = correctExpectedLength
        self.getResponseClass = getResponseClass
        self.maximumResponseLength = maximumResponseLength
        self.maximumGetResponseRounds = maximumGetResponseRounds
    }

    /// Both artefacts resolved.
    public static let standard = ArtefactHandling()

    /// Nothing resolved: the card's answer to the command itself.
    public static let none = ArtefactHandling(getResponse: false, correctExpectedLength: false)

    /// The class byte GET RESPONSE uses after a command of class `commandClass`.
    public func getResponseClass(after commandClass: UInt8) -> UInt8 {
        if let getResponseClass { return getResponseClass }
        if commandClass & 0x80 != 0 { return 0x00 }
        // First interindustry classes (0x00–0x3F) carry the channel in bits 2–1; further ones
        // (0x40–0x7F) mark themselves with bit 7 and carry the channel in bits 4–1.
        return commandClass & 0x40 == 0 ? commandClass & 0x03 : commandClass & 0x4F
    }
}
