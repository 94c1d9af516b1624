import APDU
import PCSC
import Testing

@testable import TonCard

@Suite("Transport failures map to the spec's type-21 codes (§10.2, G12)")
struct TransportErrorTests {
    @Test(
        "PC/SC codes by meaning",
        arguments: [
            (PCSCErrorCode.noService, 210000), (.serviceStopped, 210000), (.timeout, 210001),
            (.sharingViolation, 210002), (.protocolMismatch, 210002), (.noReadersAvailable, 210003),
            (.unknownReader, 210004), (.removedCard, 210005), (.resetCard, 210005), (.noSmartCard, 210005),
            (.communicationDataLost, 210006), (.notTransacted, 210006), (.internalError, 210008),
        ])
    func pcscCodes(code: PCSCErrorCode, expected: Int) {
        let error = TransportErrorMapping.map(PCSCError(code, function: "SCardTransmit"), operation: .verifyPin)
        #expect(error.code == expected)
        #expect(error.errorTypeId == 21)
        #expect(error.errorType == "Native code fail: PC/SC error")
    }

    @Test("a failed SCardBeginTransaction is 210007; a cancelled wait is 20000; a closed channel is 210005")
    func specialCases() {
        #expect(
            TransportErrorMapping.map(PCSCError(.sharingViolation, function: "SCardBeginTransaction"), operation: .sign)
                .code == 210007)
        #expect(
            TransportErrorMapping.map(PCSCError(.cancelled, function: "SCardTransmit"), operation: .sign)
                == .cancelled(operation: .sign))
        #expect(TransportErrorMapping.map(CardProtocolError.channelClosed, operation: .sign).code == 210005)
    }

    /// A transport of someone else's (an NFC bridge, say) reports its failures by kind.
    private struct OtherTransportError: CardTransportFailure {
        let transportFailureKind: CardTransportFailureKind
        var description: String { "other transport: \(transportFailureKind)" }
    }

    @Test(
        "any transport's failures map by kind, with its own text as the details",
        arguments: [
            (CardTransportFailureKind.serviceUnavailable, 210000), (.timedOut, 210001), (.cardUnusable, 210002),
            (.noReaders, 210003), (.readerNotFound, 210004), (.cardRemoved, 210005), (.cardReset, 210005),
            (.noCard, 210005), (.communicationFailed, 210006), (.transactionFailed, 210007), (.other, 210008),
        ])
    func otherTransports(kind: CardTransportFailureKind, expected: Int) {
        let error = TransportErrorMapping.map(OtherTransportError(transportFailureKind: kind), operation: .sign)
        #expect(error.code == expected)
        guard case let .transport(_, details, operation) = error else {
            Issue.record("\(kind) mapped to \(error), not a transport error")
            return
        }
        #expect(details == "other transport: \(kind)")
        #expect(operation == .sign)
    }

    @Test("any transport's cancelled wait is 20000")
    func otherTransportCancelled() {
        let error = TransportErrorMapping.map(OtherTransportError(transportFailureKind: .cancelled), operation: .sign)
        #expect(error == .cancelled(operation: .sign))
    }

    @Test("a closed in-process channel fails the operation with 210005")
    func closedChannel() async throws {
        let channel = InProcessCardChannel(card: ScriptedCard { HealthyCard.answer($0) })
        channel.close()
        let client = TonCard(channel: channel)
        await #expect(throws: TonCardError.transport(.cardRemoved, details: "", operation: .getTonAppletState)) {
            _ = try await client.state()
        }
    }

    @Test("the card leaving mid-operation is a typed error and the keychain stays consistent after reinsertion")
    func removalDuringAdd() async throws {
        let harness = try await EmulatorHarness.activated()
        let key: [UInt8] = (0..<600).map { UInt8(truncatingIfNeeded: $0) }
        harness.card.removeAfter(apdus: 10)
        await #expect(throws: TonCardError.self) { _ = try await harness.client.addKey(key) }
        harness.card.reinsert()
        #expect(try await harness.client.numberOfKeys() == 0)
        let id = try await harness.client.addKey(key)
        #expect(try await harness.client.key(for: id) == key)
    }
}
