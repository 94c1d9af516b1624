import APDU
import PCSC
import Testing
import VirtualCard

/// Through the real stack: this process → libpcsclite → pcscd → vpcd → the virtual-card-host
/// process → its DiagnosticCard, and back.
@Suite(.serialized) struct HostedCardTests {
    @Test func readersAreListedByName() throws {
        let context = try PCSCTestEnvironment.context()
        let reader = try PCSCTestEnvironment.hostedReader()
        let readers = try context.readers()
        #expect(readers.contains(reader))
        #expect(readers.contains(PCSCTestEnvironment.spareReader))
        #expect(context.isValid)
    }

    @Test func theHostedCardIsPresentWithItsAnswerToReset() async throws {
        let context = try PCSCTestEnvironment.context()
        let reader = try PCSCTestEnvironment.hostedReader()
        let status = try await context.waitForCard(in: reader, timeout: PCSCTestEnvironment.eventTimeout)
        #expect(status.isCardPresent)
        #expect(status.answerToReset == DiagnosticCard.defaultAnswerToReset)
        let atr = try ATR(bytes: status.answerToReset)
        // TD1 = 80 names T=0 and TD2 = 01 names T=1, as in every `3B 8n 80 01` contactless ATR;
        // the reader settles on T=1.
        #expect(atr.protocols.contains(1))
        #expect(atr.historicalBytes == Array("APDUTEST".utf8))
    }

    @Test func commandsReachTheCardAndAnswersComeBack() async throws {
        let card = try await connectToHostedCard()
        #expect(card.activeProtocol == .t1)
        #expect(try await card.transmit(selectDiagnosticCard).statusWord == .success)
        let echo = try CommandAPDU(cla: 0x80, ins: 0x10, p1: 0, p2: 0, data: Array("through pcscd".utf8))
        let response = try await card.transmit(echo)
        #expect(response.statusWord == .success)
        #expect(response.data == Array("through pcscd".utf8))
        let status = try await card.status()
        #expect(status.answerToReset == DiagnosticCard.defaultAnswerToReset)
        #expect(status.activeProtocol == .t1)
        try await card.disconnect()
    }

    @Test func moreThanThreeHundredBytesArriveThroughGetResponseRounds() async throws {
        let card = try await connectToHostedCard()
        _ = try await card.transmit(selectDiagnosticCard)
        let long = try CommandAPDU(cla: 0x80, ins: 0x20, p1: 0x01, p2: 0x2C)  // 300 bytes
        let response = try await card.transmit(long)
        #expect(response.statusWord == .success)
        #expect(response.data == (0..<300).map { UInt8(truncatingIfNeeded: $0) })

        // Switched off, the artefact reaches the caller as the card sent it.
        let raw = try await card.transmit(long, handling: .none)
        #expect(raw.data.isEmpty)
        #expect(raw.statusWord.bytesAvailable == 256)
        try await card.disconnect()
    }

    @Test func wrongLengthIsCorrectedFrom6Cxx() async throws {
        let card = try await connectToHostedCard()
        _ = try await card.transmit(selectDiagnosticCard)
        let exact = try CommandAPDU(cla: 0x80, ins: 0x30, p1: 0, p2: 0, expectedLength: 8)
        let corrected = try await card.transmit(exact)
        #expect(corrected.statusWord == .success)
        #expect(corrected.data.count == 32)
        let uncorrected = try await card.transmit(exact, handling: .none)
        #expect(uncorrected.statusWord.correctedExpectedLength == 32)
        try await card.disconnect()
    }

    @Test func aTransactionKeepsOtherConnectionsOut() async throws {
        let context = try PCSCTestEnvironment.context()
        let reader = try PCSCTestEnvironment.hostedReader()
        _ = try await context.waitForCard(in: reader, timeout: PCSCTestEnvironment.eventTimeout)
        let mine = try await context.connect(to: reader)
        let other = try await context.connect(to: reader)  // stands in for another process
        _ = try await mine.transmit(selectDiagnosticCard)
        let counter = try CommandAPDU(cla: 0x80, ins: 0x40, p1: 0, p2: 0)

        // pcsc-lite holds the other connection's transmission until the transaction ends, so the
        // counter values inside the transaction are consecutive and the other one comes after.
        let (inside, outsider) = try await mine.withTransaction {
            var inside = [counterValue(try await mine.transmit(counter))]
            let outsider = Task.detached { counterValue(try await other.transmit(counter)) }
            for _ in 0..<20 { inside.append(counterValue(try await mine.transmit(counter))) }
            return (inside, outsider)
        }
        #expect(inside == Array(inside[0]..<inside[0] + 21))
        #expect(try await outsider.value == inside[0] + 21)
        try await other.disconnect()
        try await mine.disconnect()
    }

    @Test func otherTasksWaitForATransactionToEnd() async throws {
        let card = try await connectToHostedCard()
        _ = try await card.transmit(selectDiagnosticCard)
        let counter = try CommandAPDU(cla: 0x80, ins: 0x40, p1: 0, p2: 0)
        // The outsider is another task on the same connection: the gate, not pcscd, holds it back.
        let (inside, outsider) = try await card.withTransaction {
            var inside = [counterValue(try await card.transmit(counter))]
            let outsider = Task.detached { counterValue(try await card.transmit(counter)) }
            for _ in 0..<20 { inside.append(counterValue(try await card.transmit(counter))) }
            return (inside, outsider)
        }
        #expect(inside == Array(inside[0]..<inside[0] + 21))
        #expect(try await outsider.value == inside[0] + 21)
        try await card.disconnect()
    }

    @Test func aResetByAnotherConnectionIsTypedAndReconnectRecovers() async throws {
        let context = try PCSCTestEnvironment.context()
        let reader = try PCSCTestEnvironment.hostedReader()
        _ = try await context.waitForCard(in: reader, timeout: PCSCTestEnvironment.eventTimeout)
        let mine = try await context.connect(to: reader)
        _ = try await mine.transmit(selectDiagnosticCard)
        let other = try await context.connect(to: reader)
        try await other.disconnect(.reset)  // the card restarts under `mine`

        let reset = await #expect(throws: PCSCError.self) { _ = try await mine.transmit(selectDiagnosticCard) }
        #expect(reset?.code == .resetCard)
        #expect(reset?.needsReconnect == true)
        #expect(try await mine.reconnect() == .t1)
        let echo = try CommandAPDU(cla: 0x80, ins: 0x10, p1: 0, p2: 0, data: [7])
        #expect(try await mine.transmit(echo).statusWord == StatusWord(rawValue: 0x6985))  // selection gone
        #expect(try await mine.transmit(selectDiagnosticCard).statusWord == .success)
        try await mine.disconnect()
    }

    @Test func exclusiveConnectionsShutOthersOut() async throws {
        let context = try PCSCTestEnvironment.context()
        let reader = try PCSCTestEnvironment.hostedReader()
        _ = try await context.waitForCard(in: reader, timeout: PCSCTestEnvironment.eventTimeout)
        let exclusive = try await context.connect(to: reader, share: .exclusive)
        let error = await #expect(throws: PCSCError.self) { _ = try await context.connect(to: reader) }
        #expect(error?.code == .sharingViolation)
        #expect(error?.description.contains("SCARD_E_SHARING_VIOLATION") == true)
        try await exclusive.disconnect()
    }

    @Test func unknownReadersAreATypedError() async throws {
        let context = try PCSCTestEnvironment.context()
        let error = await #expect(throws: PCSCError.self) { _ = try await context.connect(to: "No Such Reader 99") }
        #expect(error?.code == .unknownReader)
        #expect(error?.reader == "No Such Reader 99")
        let waitError = await #expect(throws: PCSCError.self) {
            _ = try await context.waitForCard(in: "No Such Reader 99", timeout: .seconds(1))
        }
        #expect(waitError?.code == .unknownReader)
    }

    @Test func aDisconnectedCardRefusesFurtherCommands() async throws {
        let card = try await connectToHostedCard()
        try await card.disconnect()
        try await card.disconnect()  // harmless
        await #expect(throws: CardProtocolError.channelClosed) { _ = try await card.transmit(selectDiagnosticCard) }
    }

    @Test func attributeQueriesTheReaderCannotAnswerAreTypedErrors() async throws {
        let card = try await connectToHostedCard()
        // vpcd implements no ATR attribute: the reader's refusal arrives as a typed error.
        let refused = await #expect(throws: PCSCError.self) { _ = try await card.attribute(.answerToReset) }
        #expect(refused?.code == .unsupportedFeature)
        try await card.disconnect()
    }

    private func connectToHostedCard() async throws -> PCSCCard {
        let context = try PCSCTestEnvironment.context()
        let reader = try PCSCTestEnvironment.hostedReader()
        _ = try await context.waitForCard(in: reader, timeout: PCSCTestEnvironment.eventTimeout)
        return try await context.connect(to: reader)
    }
}

/// The DiagnosticCard's counter from its `80 40` answer.
func counterValue(_ response: ResponseAPDU) -> UInt32 {
    response.data.reduce(0) { $0 << 8 | UInt32($1) }
}
