import APDU
import Testing

/// Power-up, reset and close of the in-process channel, as a reader would do them to a card.
@Suite("InProcessCardChannel lifecycle")
struct InProcessCardChannelLifecycleTests {
    @Test("creating the channel powers the card up once")
    func powersUp() {
        let card = RecordingCard(ScriptedCard(answers: []))
        let channel = InProcessCardChannel(card: card)
        #expect(card.resetCount == 1)
        #expect(card.powerOffCount == 0)
        #expect(channel.answerToReset == card.answerToReset)
        #expect(!channel.isClosed)
    }

    @Test("close() powers the card off once; later exchanges throw channelClosed and reach nothing")
    func close() async throws {
        let card = RecordingCard(CounterCard())
        let channel = InProcessCardChannel(card: card)
        #expect(try await channel.nextCount() == 1)
        channel.close()
        #expect(channel.isClosed)
        #expect(card.powerOffCount == 1)
        await #expect(throws: CardProtocolError.channelClosed) { try await channel.nextCount() }
        await #expect(throws: CardProtocolError.channelClosed) { try await channel.transmit(raw: hex("80 40 00 00")) }
        await #expect(throws: CardProtocolError.channelClosed) {
            try await channel.withTransaction { try await channel.transmit(CommandAPDU(bytes: hex("80 40 00 00"))) }
        }
        channel.close()
        #expect(card.powerOffCount == 1)
        #expect(card.receivedCommands.count == 1)
    }

    @Test("reset() clears the card's volatile state")
    func reset() async throws {
        let command = try CommandAPDU(bytes: hex("80 CA 00 00"))
        let getResponse = try CommandAPDU.getResponse(expectedLength: 16)

        // Without a reset, the announced data is there to fetch …
        let kept = InProcessCardChannel(card: ChunkedResponseCard(payload: filler(16)))
        #expect(try await kept.transmit(command, handling: .none).statusWord.bytesAvailable == 16)
        #expect(try await kept.transmit(getResponse, handling: .none).data == filler(16))

        // … after one, it is gone, as on a card that lost power.
        let card = RecordingCard(ChunkedResponseCard(payload: filler(16)))
        let reset = InProcessCardChannel(card: card)
        #expect(try await reset.transmit(command, handling: .none).statusWord.bytesAvailable == 16)
        reset.reset()
        #expect(card.resetCount == 2)
        #expect(try await reset.transmit(getResponse, handling: .none).statusWord == .conditionsOfUseNotSatisfied)
    }
}
