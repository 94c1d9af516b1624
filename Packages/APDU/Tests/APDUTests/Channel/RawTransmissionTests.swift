import APDU
import Testing

/// `transmit(raw:)` is the escape hatch: bytes go to the card and come back exactly as they are.
/// `transmit(_:)` parses, so an answer without a status word is an error there.
@Suite("Raw transmission")
struct RawTransmissionTests {
    @Test("bytes pass untouched both ways: no parsing, no GET RESPONSE, no resend")
    func untouched() async throws {
        let card = RecordingCard(ScriptedCard(answers: [hex("61 10"), hex("6C 20"), hex("01 02")]))
        let channel = InProcessCardChannel(card: card)
        // Not even a valid APDU: three bytes are not a header.
        #expect(try await channel.transmit(raw: hex("00 A4 04")) == hex("61 10"))
        #expect(try await channel.transmit(raw: hex("80 30 00 00 08")) == hex("6C 20"))
        #expect(try await channel.transmit(raw: hex("00 B0 00 00 00 00 02")) == hex("01 02"))
        #expect(card.receivedCommands == [hex("00 A4 04"), hex("80 30 00 00 08"), hex("00 B0 00 00 00 00 02")])
    }

    @Test("an answer shorter than a status word", arguments: [[], [0x90]] as [[UInt8]])
    func shortAnswer(answer: [UInt8]) async throws {
        let channel = InProcessCardChannel(card: ScriptedCard(answers: [answer, answer]))
        // Parsed: an APDUError, not a trap and not a made-up status word.
        await #expect(throws: APDUError.truncated(expected: 2, available: answer.count, offset: 0)) {
            try await channel.transmit(CommandAPDU(bytes: hex("00 A4 04 00")))
        }
        // Raw: handed over as it is.
        #expect(try await channel.transmit(raw: hex("00 A4 04 00")) == answer)
    }
}
