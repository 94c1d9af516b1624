import APDU
import Logging
import Testing

/// What `LoggingCardChannel` writes: every APDU and answer (GET RESPONSE rounds included), with
/// secrets replaced by their length, only when the logger's level lets it through.
@Suite("LoggingCardChannel")
struct LoggingCardChannelTests {
    /// `> …` lines: the commands, in order.
    static func commands(_ capture: LogCapture) -> [String] {
        capture.messages.filter { $0.hasPrefix("> ") }
    }

    /// `< …` lines: the answers, in order.
    static func answers(_ capture: LogCapture) -> [String] {
        capture.messages.filter { $0.hasPrefix("< ") }
    }

    @Test("VERIFY is logged without the PIN, whichever way it is sent; the card still gets it")
    func pinIsRedacted() async throws {
        let capture = LogCapture()
        let card = RecordingCard(ScriptedCard(answers: [hex("90 00"), hex("90 00")]))
        let channel = LoggingCardChannel(InProcessCardChannel(card: card), logger: capture.logger())
        let verify = hex("00 20 00 81 06 31 32 33 34 35 36")
        _ = try await channel.transmit(CommandAPDU(bytes: verify))
        _ = try await channel.transmit(raw: verify)
        #expect(card.receivedCommands == [verify, verify])
        #expect(Self.commands(capture) == Array(repeating: "> 00 20 00 81 Lc=6 [6 bytes redacted]", count: 2))
        #expect(!capture.everything.contains("31 32 33 34 35 36"))
        #expect(!capture.everything.contains("31 32"))
        #expect(!capture.everything.contains("123456"))
    }

    @Test("a malformed VERIFY shows only its header")
    func malformedPinCommand() async throws {
        let capture = LogCapture()
        let channel = LoggingCardChannel(
            InProcessCardChannel(card: ScriptedCard(answers: [hex("67 00")])), logger: capture.logger())
        // Lc announces 6 bytes, 3 follow: unparseable, so nothing past the header is shown.
        _ = try await channel.transmit(raw: hex("00 20 00 81 06 31 32 33"))
        #expect(Self.commands(capture) == ["> 00 20 00 81 [4 bytes redacted] (malformed)"])
        #expect(!capture.everything.contains("31 32"))
    }

    @Test("commands no rule covers are logged in full, malformed ones too")
    func unredacted() async throws {
        let capture = LogCapture()
        let card = ScriptedCard(answers: [hex("01 02 90 00"), hex("6A 82"), [0x90]])
        let channel = LoggingCardChannel(InProcessCardChannel(card: card), logger: capture.logger())
        _ = try await channel.transmit(CommandAPDU(bytes: hex("80 10 00 00 02 AA BB 00")))
        _ = try await channel.transmit(raw: hex("00 A4 04"))
        _ = try await channel.transmit(raw: hex("80 CA 00 00"))
        #expect(
            Self.commands(capture) == ["> 80 10 00 00 Lc=2 [AA BB] Le=256", "> 00 A4 04 (malformed)", "> 80 CA 00 00"])
        let answers = Self.answers(capture)
        #expect(answers.count == 3)
        #expect(answers.first?.hasPrefix("< 01 02 9000 (success) (") == true)
        #expect(answers.dropFirst().first?.hasPrefix("< 6A82 (file or application not found) (") == true)
        #expect(answers.last?.hasPrefix("< 90 (no status word) (") == true)
    }

    @Test("every answer line ends with the time the exchange took")
    func timing() async throws {
        let capture = LogCapture()
        let channel = LoggingCardChannel(
            InProcessCardChannel(card: ScriptedCard(answers: [hex("90 00")])), logger: capture.logger())
        _ = try await channel.transmit(raw: hex("00 A4 04 00"))
        let answer = try #require(Self.answers(capture).first)
        #expect(answer.wholeMatch(of: /< 9000 \(success\) \(\d+\.\d{3} ms\)/) != nil)
    }

    @Test("GET RESPONSE rounds are logged, each with its answer")
    func getResponseRounds() async throws {
        let capture = LogCapture()
        let channel = LoggingCardChannel(
            InProcessCardChannel(card: ChunkedResponseCard(payload: filler(300))), logger: capture.logger())
        let response = try await channel.transmit(CommandAPDU(bytes: hex("80 CA 00 00")))
        #expect(response.data == filler(300))
        #expect(Self.commands(capture) == ["> 80 CA 00 00", "> 00 C0 00 00 Le=256", "> 00 C0 00 00 Le=44"])
        let answers = Self.answers(capture)
        try #require(answers.count == 3)
        #expect(answers[0].hasPrefix("< 6100 "))
        // Long data is elided after 64 bytes so one line stays short.
        #expect(answers[1].hasPrefix("< 00 01 02 03"))
        #expect(answers[1].contains("… (+192 bytes) 612C"))
        #expect(answers[2].hasPrefix("< 00 01 02"))
        #expect(answers[2].contains(" 2B 9000 (success) ("))
    }

    @Test("instructions(...) + referenceData: both rules apply")
    func combinedRules() async throws {
        let capture = LogCapture()
        let card = ScriptedCard(answers: [hex("90 00"), hex("DE AD BE EF 90 00"), hex("CA FE 90 00")])
        let channel = LoggingCardChannel(
            InProcessCardChannel(card: card), logger: capture.logger(),
            redaction: .referenceData + .instructions([0xCA], hide: .responseData))
        _ = try await channel.transmit(CommandAPDU(bytes: hex("00 20 00 81 04 31 32 33 34")))
        _ = try await channel.transmit(CommandAPDU(bytes: hex("80 CA 9F 7F 00")))
        _ = try await channel.transmit(CommandAPDU(bytes: hex("80 CB 00 00 00")))
        #expect(
            Self.commands(capture) == [
                "> 00 20 00 81 Lc=4 [4 bytes redacted]", "> 80 CA 9F 7F Le=256", "> 80 CB 00 00 Le=256",
            ])
        let answers = Self.answers(capture)
        try #require(answers.count == 3)
        #expect(answers[1].hasPrefix("< [4 bytes redacted] 9000 (success) ("))
        #expect(answers[2].hasPrefix("< CA FE 9000"))  // INS CB is not covered
        #expect(!capture.everything.contains("DE AD"))
        #expect(!capture.everything.contains("31 32"))
    }

    @Test("allData hides command and response data but keeps headers, lengths and status words")
    func allData() async throws {
        let capture = LogCapture()
        let card = ScriptedCard(answers: [hex("01 02 03 04 90 00"), hex("6A 82")])
        let channel = LoggingCardChannel(
            InProcessCardChannel(card: card), logger: capture.logger(), redaction: .allData)
        _ = try await channel.transmit(CommandAPDU(bytes: hex("80 10 00 00 03 AA BB CC 00")))
        _ = try await channel.transmit(CommandAPDU(bytes: hex("00 A4 04 00 02 3F 00")))
        #expect(
            Self.commands(capture) == [
                "> 80 10 00 00 Lc=3 [3 bytes redacted] Le=256", "> 00 A4 04 00 Lc=2 [2 bytes redacted]",
            ])
        let answers = Self.answers(capture)
        try #require(answers.count == 2)
        #expect(answers[0].hasPrefix("< [4 bytes redacted] 9000 (success) ("))
        #expect(answers[1].hasPrefix("< 6A82 (file or application not found) ("))
        #expect(!capture.everything.contains("AA BB"))
        #expect(!capture.everything.contains("01 02 03"))
        #expect(!capture.everything.contains("3F 00"))
    }

    @Test("response data hidden for a command stays hidden when it arrives through GET RESPONSE")
    func hiddenResponseDataThroughGetResponse() async throws {
        let capture = LogCapture()
        let card = ScriptedCard(answers: [hex("61 04"), hex("DE AD BE EF 90 00")])
        let channel = LoggingCardChannel(
            InProcessCardChannel(card: card), logger: capture.logger(),
            redaction: .instructions([0xCA], hide: .responseData))
        let response = try await channel.transmit(CommandAPDU(bytes: hex("80 CA 9F 7F 00")))
        #expect(response.data == hex("DE AD BE EF"))
        // The GET RESPONSE round inherits the rule of the command whose answer it carries.
        #expect(!capture.everything.contains("DE AD BE EF"))
        #expect(capture.everything.contains("[4 bytes redacted]"))
    }

    @Test("nothing is logged when the logger's level is above the channel's")
    func silentBelowLevel() async throws {
        let capture = LogCapture()
        let card = RecordingCard(ChunkedResponseCard(payload: filler(20), chunkSize: 16))
        let channel = LoggingCardChannel(
            InProcessCardChannel(card: card), logger: capture.logger(level: .info), level: .debug)
        let response = try await channel.withTransaction {
            try await channel.transmit(CommandAPDU(bytes: hex("80 CA 00 00")))
        }
        #expect(response.data == filler(20))
        #expect(card.receivedCommands.count == 3)
        #expect(capture.captured.isEmpty)
    }

    @Test("lines are written at the channel's level", arguments: [Logger.Level.trace, .info, .notice])
    func channelLevel(level: Logger.Level) async throws {
        let capture = LogCapture()
        let channel = LoggingCardChannel(
            InProcessCardChannel(card: ScriptedCard(answers: [hex("90 00")])), logger: capture.logger(level: .trace),
            level: level)
        try await channel.withTransaction { _ = try await channel.transmit(raw: hex("00 A4 04 00")) }
        #expect(capture.captured.count == 4)
        #expect(capture.captured.allSatisfy { $0.level == level })
    }

    @Test("transactions are logged when they begin and end, nested ones too")
    func transactionLines() async throws {
        let capture = LogCapture()
        let channel = LoggingCardChannel(
            InProcessCardChannel(card: ScriptedCard(answers: [hex("90 00")])), logger: capture.logger())
        try await channel.withTransaction {
            _ = try await channel.transmit(raw: hex("00 A4 04 00"))
            try await channel.withTransaction {}
        }
        let messages = capture.messages
        try #require(messages.count == 6)
        #expect(messages[0] == "transaction begins")
        #expect(messages[1] == "> 00 A4 04 00")
        #expect(messages[2].hasPrefix("< 9000"))
        #expect(Array(messages[3...]) == ["transaction begins", "transaction ends", "transaction ends"])
    }

    @Test("a transaction that throws is logged with its error, and the error is rethrown")
    func transactionError() async throws {
        struct Abandoned: Error, CustomStringConvertible {
            var description: String { "abandoned by the test" }
        }
        let capture = LogCapture()
        let channel = LoggingCardChannel(
            InProcessCardChannel(card: ScriptedCard(answers: [])), logger: capture.logger())
        await #expect(throws: Abandoned.self) {
            try await channel.withTransaction { throw Abandoned() }
        }
        #expect(capture.messages == ["transaction begins", "transaction ends with an error: abandoned by the test"])
    }

    @Test("a failed exchange is logged with its error, and the error is rethrown")
    func failedExchange() async throws {
        let capture = LogCapture()
        let channel = LoggingCardChannel(UnpluggedChannel(), logger: capture.logger())
        await #expect(throws: UnpluggedChannel.ReaderUnplugged.self) {
            try await channel.transmit(raw: hex("00 A4 04 00"))
        }
        let messages = capture.messages
        try #require(messages.count == 2)
        #expect(messages[0] == "> 00 A4 04 00")
        #expect(messages[1].wholeMatch(of: /< failed after \d+\.\d{3} ms: the reader was unplugged/) != nil)
    }
}
