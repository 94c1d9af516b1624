import APDU
import Testing

/// A card that never stops answering `61xx`, or sends more than the caller will hold, ends the
/// transmission with an error instead of looping or allocating without end. The limits are
/// small here so each test takes a handful of exchanges.
@Suite("Artefact handling limits")
struct ArtefactLimitTests {
    @Test("endless 61xx fails after maximumGetResponseRounds rounds, without sending one more")
    func tooManyRounds() async throws {
        let card = RecordingCard(EndlessResponseCard())
        let channel = InProcessCardChannel(card: card)
        let handling = ArtefactHandling(maximumGetResponseRounds: 5)
        await #expect(throws: CardProtocolError.tooManyGetResponseRounds(limit: 5)) {
            try await channel.transmit(CommandAPDU(bytes: hex("80 CA 00 00")), handling: handling)
        }
        #expect(card.receivedCommands.count == 1 + 5)
    }

    @Test("the default limits stop an endless card too")
    func defaultRoundLimit() async throws {
        let channel = InProcessCardChannel(card: EndlessResponseCard())
        await #expect(throws: CardProtocolError.tooManyGetResponseRounds(limit: 1_024)) {
            try await channel.transmit(CommandAPDU(bytes: hex("80 CA 00 00")))
        }
    }

    @Test("exactly maximumGetResponseRounds rounds still succeed")
    func roundLimitIsInclusive() async throws {
        let card = ChunkedResponseCard(payload: filler(5 * 16), chunkSize: 16)
        let handling = ArtefactHandling(maximumGetResponseRounds: 5)
        let response = try await InProcessCardChannel(card: card).transmit(
            CommandAPDU(bytes: hex("80 CA 00 00")), handling: handling)
        #expect(response.data == filler(80))
        #expect(response.statusWord == .success)
    }

    @Test("more data than maximumResponseLength fails with responseTooLong")
    func tooLong() async throws {
        let card = RecordingCard(ChunkedResponseCard(payload: filler(100), chunkSize: 16))
        let handling = ArtefactHandling(maximumResponseLength: 64)
        await #expect(throws: CardProtocolError.responseTooLong(limit: 64)) {
            try await InProcessCardChannel(card: card).transmit(
                CommandAPDU(bytes: hex("80 CA 00 00")), handling: handling)
        }
        // Four rounds of 16 fill the limit; the fifth round is the one that would exceed it.
        #expect(card.receivedCommands.count == 1 + 5)
    }

    @Test("data counted against the limit includes the first answer's")
    func firstAnswerCounts() async throws {
        let card = ChunkedResponseCard(payload: filler(70), immediate: 10, chunkSize: 16)
        let handling = ArtefactHandling(maximumResponseLength: 64)
        await #expect(throws: CardProtocolError.responseTooLong(limit: 64)) {
            try await InProcessCardChannel(card: card).transmit(
                CommandAPDU(bytes: hex("80 CA 00 00")), handling: handling)
        }
    }

    @Test("exactly maximumResponseLength bytes still succeed")
    func lengthLimitIsInclusive() async throws {
        let card = ChunkedResponseCard(payload: filler(64), chunkSize: 16)
        let handling = ArtefactHandling(maximumResponseLength: 64)
        let response = try await InProcessCardChannel(card: card).transmit(
            CommandAPDU(bytes: hex("80 CA 00 00")), handling: handling)
        #expect(response.data == filler(64))
    }

    @Test("the errors say what happened")
    func descriptions() {
        #expect(CardProtocolError.responseTooLong(limit: 64).description.contains("64 bytes"))
        #expect(
            CardProtocolError.tooManyGetResponseRounds(limit: 5).description.contains(
                "61xx after 5 GET RESPONSE rounds"))
        #expect(CardProtocolError.channelClosed.description == "the card channel is closed")
    }
}
