import APDU
import Testing

/// `6Cxx` ("wrong Le, xx is right") answered by sending the same command once more with Le = xx.
@Suite("6Cxx correction")
struct ExpectedLengthCorrectionTests {
    @Test("the command is sent again with the corrected Le, and the answer to that is returned")
    func resentWithCorrectedLength() async throws {
        let card = RecordingCard(WrongLengthCard(length: 32))
        let response = try await InProcessCardChannel(card: card).transmit(CommandAPDU(bytes: hex("80 30 00 00 08")))
        #expect(response.statusWord == .success)
        #expect(response.data == filler(32))
        #expect(card.receivedCommands == [hex("80 30 00 00 08"), hex("80 30 00 00 20")])
    }

    @Test("the resent command keeps its data; only Le changes")
    func dataIsKept() async throws {
        let card = RecordingCard(WrongLengthCard(length: 32))
        _ = try await InProcessCardChannel(card: card).transmit(CommandAPDU(bytes: hex("80 30 00 00 02 AA BB 08")))
        #expect(card.receivedCommands == [hex("80 30 00 00 02 AA BB 08"), hex("80 30 00 00 02 AA BB 20")])
    }

    @Test("6C00 asks for 256 bytes, sent as Le = 00")
    func sixCZeroMeans256() async throws {
        let card = RecordingCard(WrongLengthCard(length: 256))
        let response = try await InProcessCardChannel(card: card).transmit(CommandAPDU(bytes: hex("80 30 00 00 01")))
        #expect(response.data == filler(256))
        #expect(card.receivedCommands == [hex("80 30 00 00 01"), hex("80 30 00 00 00")])
    }

    @Test("a command without Le is corrected too")
    func commandWithoutLe() async throws {
        let card = RecordingCard(WrongLengthCard(length: 4))
        let response = try await InProcessCardChannel(card: card).transmit(CommandAPDU(bytes: hex("80 30 00 00")))
        #expect(response.data == filler(4))
        #expect(card.receivedCommands == [hex("80 30 00 00"), hex("80 30 00 00 04")])
    }

    @Test("the command is resent only once: a second 6Cxx is returned")
    func onlyOnce() async throws {
        let card = RecordingCard(ScriptedCard(answers: [hex("6C 10"), hex("6C 20")]))
        let response = try await InProcessCardChannel(card: card).transmit(CommandAPDU(bytes: hex("80 30 00 00 08")))
        #expect(response.statusWord.correctedExpectedLength == 32)
        #expect(card.receivedCommands == [hex("80 30 00 00 08"), hex("80 30 00 00 10")])
    }

    @Test("an answer of 61xx to the resent command is collected with GET RESPONSE")
    func thenGetResponse() async throws {
        let card = RecordingCard(ScriptedCard(answers: [hex("6C 20"), hex("61 05"), hex("01 02 03 04 05 90 00")]))
        let response = try await InProcessCardChannel(card: card).transmit(CommandAPDU(bytes: hex("80 30 00 00 08")))
        #expect(response.data == hex("01 02 03 04 05"))
        #expect(response.statusWord == .success)
        #expect(card.receivedCommands == [hex("80 30 00 00 08"), hex("80 30 00 00 20"), hex("00 C0 00 00 05")])
    }

    @Test("switched off, 6Cxx reaches the caller as the card sent it")
    func disabled() async throws {
        let card = RecordingCard(WrongLengthCard(length: 32))
        let channel = InProcessCardChannel(card: card)
        let command = try CommandAPDU(bytes: hex("80 30 00 00 08"))
        for handling in [ArtefactHandling.none, ArtefactHandling(correctExpectedLength: false)] {
            let response = try await channel.transmit(command, handling: handling)
            #expect(response.data.isEmpty)
            #expect(response.statusWord.correctedExpectedLength == 32)
        }
        #expect(card.receivedCommands == [hex("80 30 00 00 08"), hex("80 30 00 00 08")])
    }
}
