import APDU
import Testing

/// `61xx` answered with GET RESPONSE rounds whose data is joined, as `ArtefactHandling.standard`
/// promises, checked APDU by APDU.
@Suite("GET RESPONSE resolution")
struct GetResponseTests {
    @Test("several rounds are joined, the first answer's data included, under the last status word")
    func roundsAreJoined() async throws {
        let card = RecordingCard(ChunkedResponseCard(payload: filler(40), immediate: 4, chunkSize: 16))
        let channel = InProcessCardChannel(card: card)
        let response = try await channel.transmit(CommandAPDU(bytes: hex("80 CA 01 02")))
        #expect(response.data == filler(40))
        #expect(response.statusWord == .success)
        // 4 bytes come at once, 36 wait: 61 10, 61 10, 61 04.
        #expect(
            card.receivedCommands == [
                hex("80 CA 01 02"), hex("00 C0 00 00 10"), hex("00 C0 00 00 10"), hex("00 C0 00 00 04"),
            ])
    }

    @Test("the status word of the last round is the result's, warnings included")
    func lastStatusWordWins() async throws {
        let card = ScriptedCard(answers: [hex("AA 61 02"), hex("BB CC 62 82")])
        let response = try await InProcessCardChannel(card: card).transmit(CommandAPDU(bytes: hex("00 B0 00 00")))
        #expect(response.data == hex("AA BB CC"))
        #expect(response.statusWord == .endOfFileReached)
    }

    @Test("61 00 announces 256 bytes, fetched with Le = 00")
    func sixtyOneZeroMeans256() async throws {
        let card = RecordingCard(ChunkedResponseCard(payload: filler(300)))
        let response = try await InProcessCardChannel(card: card).transmit(CommandAPDU(bytes: hex("80 CA 00 00")))
        #expect(response.data == filler(300))
        #expect(response.statusWord == .success)
        #expect(card.receivedCommands == [hex("80 CA 00 00"), hex("00 C0 00 00 00"), hex("00 C0 00 00 2C")])
    }

    @Test("a GET RESPONSE answered 6Cxx is sent again with the Le the card names")
    func getResponseWithWrongLength() async throws {
        let card = RecordingCard(ScriptedCard(answers: [hex("61 10"), hex("6C 08"), filler(8) + hex("90 00")]))
        let response = try await InProcessCardChannel(card: card).transmit(CommandAPDU(bytes: hex("80 CA 00 00")))
        #expect(response.data == filler(8))
        #expect(response.statusWord == .success)
        #expect(card.receivedCommands == [hex("80 CA 00 00"), hex("00 C0 00 00 10"), hex("00 C0 00 00 08")])
    }

    @Test("switched off, 61xx reaches the caller as the card sent it")
    func disabled() async throws {
        let card = RecordingCard(ChunkedResponseCard(payload: filler(40), immediate: 4, chunkSize: 16))
        let channel = InProcessCardChannel(card: card)
        let command = try CommandAPDU(bytes: hex("80 CA 01 02"))
        for handling in [ArtefactHandling.none, ArtefactHandling(getResponse: false)] {
            let response = try await channel.transmit(command, handling: handling)
            #expect(response.data == filler(4))
            #expect(response.statusWord.bytesAvailable == 16)
        }
        #expect(card.receivedCommands == [hex("80 CA 01 02"), hex("80 CA 01 02")])
    }
}
