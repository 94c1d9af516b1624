import APDU
import Testing

/// The class byte of GET RESPONSE follows ISO 7816-4: same logical channel as the command, without
/// its secure messaging and chaining indications; proprietary classes fall back to `00`.
@Suite("GET RESPONSE class byte")
struct GetResponseClassTests {
    static let derivations: [(command: UInt8, getResponse: UInt8)] = [
        (0x00, 0x00),
        (0x01, 0x01),  // logical channel 1 kept
        (0x03, 0x03),  // channel 3, the last one a first interindustry class can name
        (0x0C, 0x00),  // secure messaging bits dropped
        (0x10, 0x00),  // command chaining bit dropped
        (0x1D, 0x01),  // chaining and secure messaging dropped, channel 1 kept
        (0x40, 0x40),  // further interindustry class, channel 4
        (0x41, 0x41),  // channel 5 kept
        (0x6F, 0x4F),  // secure messaging (bit 6) dropped, channel 19 kept
        (0x7F, 0x4F),  // chaining (bit 5) dropped as well
        (0x80, 0x00),  // proprietary
        (0x84, 0x00),
        (0xB0, 0x00),
        (0xFF, 0x00),
    ]

    @Test("derived from the command's class", arguments: derivations)
    func derivation(command: UInt8, getResponse: UInt8) {
        #expect(ArtefactHandling.standard.getResponseClass(after: command) == getResponse)
    }

    @Test("an explicit class overrides the derivation", arguments: [0x00, 0x01, 0x0C, 0x80, 0xB0] as [UInt8])
    func override(command: UInt8) {
        #expect(ArtefactHandling(getResponseClass: 0x84).getResponseClass(after: command) == 0x84)
        #expect(ArtefactHandling(getResponseClass: 0x00).getResponseClass(after: command) == 0x00)
    }

    @Test("the GET RESPONSE that goes to the card carries the derived class", arguments: derivations)
    func sentClass(command: UInt8, getResponse: UInt8) async throws {
        let card = RecordingCard(ScriptedCard(answers: [hex("61 01"), hex("AA 90 00")]))
        let response = try await InProcessCardChannel(card: card).transmit(
            CommandAPDU(cla: command, ins: 0xCA, p1: 0, p2: 0))
        #expect(response.data == [0xAA])
        #expect(card.receivedCommands.last == [getResponse, 0xC0, 0x00, 0x00, 0x01])
    }

    @Test("the GET RESPONSE that goes to the card carries an explicit class")
    func sentOverride() async throws {
        let card = RecordingCard(ScriptedCard(answers: [hex("61 01"), hex("AA 90 00")]))
        let command = try CommandAPDU(bytes: hex("80 CA 00 00"))
        _ = try await InProcessCardChannel(card: card).transmit(
            command, handling: ArtefactHandling(getResponseClass: 0x80))
        #expect(card.receivedCommands.last == hex("80 C0 00 00 01"))
    }
}
