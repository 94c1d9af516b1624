import APDU
import Testing
import VirtualCard

/// `DiagnosticCard`, instruction by instruction as its documentation table lists them, through
/// `InProcessCardChannel`.
@Suite("DiagnosticCard")
struct DiagnosticCardTests {
    /// SELECT by the card's AID, F0 "SWIFTAPDU", written out so a changed constant is noticed.
    static let select = "00 A4 04 00 0A F0 53 57 49 46 54 41 50 44 55"
    static let verify123456 = "00 20 00 81 06 31 32 33 34 35 36"
    static let verifyWrong = "00 20 00 81 06 39 39 39 39 39 39"
    static let verifyStatus = "00 20 00 81"

    let card: DiagnosticCard
    let channel: InProcessCardChannel

    init() {
        card = DiagnosticCard()
        channel = InProcessCardChannel(card: card)
    }

    /// The answer to `command`, with T=0 artefacts resolved as `handling` says.
    func send(_ command: String, handling: ArtefactHandling = .standard) async throws -> ResponseAPDU {
        try await channel.transmit(CommandAPDU(bytes: hex(command)), handling: handling)
    }

    /// The status word the card itself gave, no artefact resolved.
    func status(_ command: String) async throws -> StatusWord {
        try await send(command, handling: .none).statusWord
    }

    @Test("SELECT by the AID succeeds, any other AID is 6A82 and drops the selection")
    func selection() async throws {
        #expect(try await status(Self.select) == .success)
        #expect(try await status("80 10 00 00 01 AA") == .success)
        #expect(try await status("00 A4 04 00 02 F0 00") == .fileNotFound)
        #expect(try await status("80 10 00 00 01 AA") == .conditionsOfUseNotSatisfied)
        #expect(DiagnosticCard.applicationIdentifier == Array(hex(Self.select).dropFirst(5)))
    }

    @Test("SELECT other than by name is 6A86")
    func selectByOtherMeans() async throws {
        #expect(try await status("00 A4 00 00 02 3F 00") == .incorrectP1P2)
    }

    @Test(
        "proprietary instructions need the selection: 6985 before",
        arguments: ["80 10 00 00 01 AA", "80 20 00 10", "80 30 00 00 20", "80 40 00 00", "80 60 00 00", "80 99 00 00"])
    func needsSelection(command: String) async throws {
        #expect(try await status(command) == .conditionsOfUseNotSatisfied)
        #expect(card.counter == 0)
    }

    @Test("ECHO returns the data it gets", arguments: [0, 1, 200, 1_000])
    func echo(count: Int) async throws {
        try await #require(status(Self.select) == .success)
        let data = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let response = try await channel.transmit(CommandAPDU(cla: 0x80, ins: 0x10, p1: 0, p2: 0, data: data))
        #expect(response.statusWord == .success)
        #expect(response.data == data)
    }

    @Test(
        "80 20 P1P2 makes P1P2 bytes wait; GET RESPONSE rounds collect them",
        arguments: [1, 16, 255, 256, 257, 300, 0x0FFF])
    func waitingBytes(count: Int) async throws {
        try await #require(status(Self.select) == .success)
        let command = try CommandAPDU(cla: 0x80, ins: 0x20, p1: UInt8(count >> 8), p2: UInt8(count & 0xFF))
        let announced = try await channel.transmit(command, handling: .none)
        #expect(announced.data.isEmpty)
        #expect(announced.statusWord.bytesAvailable == min(count, 256))
        let response = try await channel.transmit(command)
        #expect(response.statusWord == .success)
        #expect(response.data == filler(count))
    }

    @Test("80 20 00 00 has nothing to wait: 9000 at once")
    func noWaitingBytes() async throws {
        try await #require(status(Self.select) == .success)
        let response = try await send("80 20 00 00", handling: .none)
        #expect(response == ResponseAPDU(statusWord: .success))
        #expect(try await status("00 C0 00 00 10") == .conditionsOfUseNotSatisfied)
    }

    @Test("GET RESPONSE hands out up to Le bytes, 61xx while more wait, 6985 when none do")
    func getResponseStepByStep() async throws {
        try await #require(status(Self.select) == .success)
        #expect(try await send("80 20 01 2C", handling: .none) == ResponseAPDU(statusWord: StatusWord(0x6100)))
        #expect(
            try await send("00 C0 00 00 00", handling: .none)
                == ResponseAPDU(data: filler(256), statusWord: StatusWord(0x612C)))
        #expect(
            try await send("00 C0 00 00 10", handling: .none)
                == ResponseAPDU(data: filler(16), statusWord: StatusWord(0x611C)))
        #expect(
            try await send("00 C0 00 00 1C", handling: .none)
                == ResponseAPDU(data: Array(filler(44).suffix(28)), statusWord: .success))
        #expect(try await status("00 C0 00 00 10") == .conditionsOfUseNotSatisfied)
    }

    @Test("80 30 wants Le = 32 exactly: 6C20 otherwise, which the channel corrects")
    func exactLength() async throws {
        try await #require(status(Self.select) == .success)
        let expected = (0..<32).map { UInt8($0) ^ 0xA5 }
        #expect(try await send("80 30 00 00 20") == ResponseAPDU(data: expected, statusWord: .success))
        #expect(try await status("80 30 00 00 08") == StatusWord(0x6C20))
        #expect(try await status("80 30 00 00") == StatusWord(0x6C20))
        #expect(try await send("80 30 00 00 08") == ResponseAPDU(data: expected, statusWord: .success))
    }

    @Test("80 40 counts its calls, and the count survives a reset")
    func counter() async throws {
        try await #require(status(Self.select) == .success)
        #expect(try await send("80 40 00 00").data == hex("00 00 00 01"))
        #expect(try await send("80 40 00 00").data == hex("00 00 00 02"))
        channel.reset()
        // The reset dropped the selection, not the count.
        #expect(try await status("80 40 00 00") == .conditionsOfUseNotSatisfied)
        try await #require(status(Self.select) == .success)
        #expect(try await send("80 40 00 00").data == hex("00 00 00 03"))
        #expect(card.counter == 3)
    }

    @Test("VERIFY with the right PIN succeeds, without SELECT; the status query then says 9000")
    func verify() async throws {
        #expect(try await status(Self.verifyStatus) == StatusWord(0x63C3))
        #expect(try await status(Self.verify123456) == .success)
        #expect(try await status(Self.verifyStatus) == .success)
    }

    @Test("wrong PINs count down 63C2, 63C1, then 6983; blocked, even the right PIN is refused")
    func wrongPins() async throws {
        #expect(try await status(Self.verifyWrong) == StatusWord(0x63C2))
        #expect(try await status(Self.verifyStatus) == StatusWord(0x63C2))
        #expect(try await status(Self.verifyWrong) == StatusWord(0x63C1))
        #expect(try await status(Self.verifyWrong) == .authenticationMethodBlocked)
        #expect(try await status(Self.verify123456) == .authenticationMethodBlocked)
        #expect(try await status(Self.verifyStatus) == .authenticationMethodBlocked)
    }

    @Test("the right PIN restores the retry count")
    func retriesRestored() async throws {
        #expect(try await status(Self.verifyWrong) == StatusWord(0x63C2))
        #expect(try await status(Self.verify123456) == .success)
        #expect(try await status(Self.verifyWrong) == StatusWord(0x63C2))
    }

    @Test("a wrong PIN ends an earlier successful verification")
    func wrongPinUnverifies() async throws {
        try await #require(status(Self.select) == .success)
        #expect(try await status(Self.verify123456) == .success)
        #expect(try await status(Self.verifyWrong) == StatusWord(0x63C2))
        #expect(try await status("80 60 00 00") == .securityStatusNotSatisfied)
    }

    @Test("a reset ends the verification but keeps the retry count")
    func verificationAcrossReset() async throws {
        #expect(try await status(Self.verify123456) == .success)
        channel.reset()
        #expect(try await status(Self.verifyStatus) == StatusWord(0x63C3))
        #expect(try await status(Self.verifyWrong) == StatusWord(0x63C2))
        channel.reset()
        #expect(try await status(Self.verifyStatus) == StatusWord(0x63C2))
    }

    @Test("VERIFY of another reference is 6A86")
    func verifyOtherReference() async throws {
        #expect(try await status("00 20 00 01 06 31 32 33 34 35 36") == .incorrectP1P2)
    }

    @Test("the PIN is the one given at creation")
    func customPin() async throws {
        let channel = InProcessCardChannel(card: DiagnosticCard(pin: "0000"))
        #expect(try await channel.transmit(raw: hex(Self.verify123456)) == hex("63 C2"))
        #expect(try await channel.transmit(raw: hex("00 20 00 81 04 30 30 30 30")) == hex("90 00"))
    }

    @Test("80 60 reveals the secret only after VERIFY, and not after a reset")
    func secret() async throws {
        try await #require(status(Self.select) == .success)
        #expect(try await status("80 60 00 00") == .securityStatusNotSatisfied)
        #expect(try await status(Self.verify123456) == .success)
        #expect(
            try await send("80 60 00 00") == ResponseAPDU(data: Array("diagnostic-card!".utf8), statusWord: .success))
        #expect(DiagnosticCard.secret == Array("diagnostic-card!".utf8))
        channel.reset()
        try await #require(status(Self.select) == .success)
        #expect(try await status("80 60 00 00") == .securityStatusNotSatisfied)
    }

    @Test("unknown instructions are 6D00", arguments: ["00 B0 00 00 10", "00 CA 9F 7F 00", "00 C2 00 00"])
    func unknownInstruction(command: String) async throws {
        #expect(try await status(command) == .insNotSupported)
    }

    @Test("an unknown proprietary instruction is 6D00 once selected")
    func unknownProprietaryInstruction() async throws {
        try await #require(status(Self.select) == .success)
        #expect(try await status("80 99 00 00") == .insNotSupported)
    }

    @Test(
        "classes other than 00 and 80 are 6E00",
        arguments: [
            "84 10 00 00 01 AA", "01 A4 04 00 0A F0 53 57 49 46 54 41 50 44 55", "0C 20 00 81", "A0 A4 00 00 02 3F 00",
        ])
    func unknownClass(command: String) async throws {
        #expect(try await status(command) == .claNotSupported)
    }

    @Test(
        "malformed commands are 6700, not a trap",
        arguments: ["", "00", "00 A4 04", "80 10 00 00 05 AA", "00 A4 04 00 02 3F 00 00 00"])
    func malformed(command: String) async throws {
        #expect(try await channel.transmit(raw: hex(command)) == hex("67 00"))
    }

    @Test("the default ATR parses: T=1, historical bytes \"APDUTEST\"")
    func answerToReset() throws {
        let atr = try ATR(bytes: DiagnosticCard.defaultAnswerToReset)
        #expect(atr.historicalBytes == Array("APDUTEST".utf8))
        #expect(atr.protocols.contains(1))
        #expect(atr.checkCharacter != nil)
        #expect(card.answerToReset == DiagnosticCard.defaultAnswerToReset)
        #expect(channel.answerToReset == DiagnosticCard.defaultAnswerToReset)
    }

    @Test("a card created with another ATR gives that one")
    func customAnswerToReset() {
        let atr = hex("3B 00")
        #expect(DiagnosticCard(answerToReset: atr).answerToReset == atr)
    }
}
