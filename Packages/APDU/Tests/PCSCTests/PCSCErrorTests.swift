import APDU
import PCSC
import Testing

/// The mapping of pcsc-lite's result codes; needs libpcsclite but no pcscd.
@Suite struct PCSCErrorTests {
    @Test(arguments: PCSCErrorCode.allCases)
    func everyCodeHasItsNameAndAText(_ code: PCSCErrorCode) {
        let error = PCSCError(code, function: "SCardTransmit", reader: "Reader 1")
        #expect(error.code == code)
        #expect(error.rawValue == code.rawValue)
        #expect(code.symbol.hasPrefix("SCARD_"))
        #expect(!code.symbol.hasSuffix("UNKNOWN"))
        #expect(!error.message.isEmpty)
        #expect(!error.message.lowercased().contains("unknown error: 0x"), "no text for \(code.symbol)")
        #expect(error.description.contains(code.symbol))
        #expect(error.description.hasPrefix("SCardTransmit on \"Reader 1\" failed: "))
    }

    @Test func theCodesSeenOnThisMachineReadAsPcscLiteWritesThem() {
        let noService = PCSCError(rawValue: 0x8010_001D, function: "SCardEstablishContext")
        #expect(noService.code == .noService)
        #expect(
            noService.description
                == "SCardEstablishContext failed: Service not available. (SCARD_E_NO_SERVICE, 0x8010001D)")
        let removed = PCSCError(rawValue: 0x8010_0069, function: "SCardTransmit", reader: "Virtual PCD 00 00")
        #expect(removed.code == .removedCard)
        #expect(removed.needsReconnect)
        #expect(removed.description.contains("SCARD_W_REMOVED_CARD"))
        #expect(!PCSCError(.sharingViolation, function: "SCardConnect").needsReconnect)
    }

    @Test func numbersPcscLiteDoesNotDefineKeepTheirValue() {
        let odd = PCSCError(rawValue: 0x8010_00FF, function: "SCardControl")
        #expect(odd.code == nil)
        #expect(odd.description.contains("0x801000FF"))
    }

    @Test(
        "each code has the transport-neutral kind card clients match on",
        arguments: [
            (PCSCErrorCode.cancelled, CardTransportFailureKind.cancelled), (.noService, .serviceUnavailable),
            (.invalidHandle, .serviceUnavailable), (.noReadersAvailable, .noReaders), (.unknownReader, .readerNotFound),
            (.noSmartCard, .noCard), (.removedCard, .cardRemoved), (.resetCard, .cardReset),
            (.unresponsiveCard, .cardUnusable), (.sharingViolation, .cardUnusable), (.timeout, .timedOut),
            (.communicationError, .communicationFailed), (.internalError, .other),
        ])
    func transportFailureKinds(code: PCSCErrorCode, kind: CardTransportFailureKind) {
        let error: any CardTransportFailure = PCSCError(code, function: "SCardTransmit")
        #expect(error.transportFailureKind == kind)
    }

    @Test func aFailedTransactionBeginIsATransactionFailureUnlessTheCardLeft() {
        #expect(
            PCSCError(.sharingViolation, function: "SCardBeginTransaction").transportFailureKind == .transactionFailed)
        #expect(PCSCError(.notTransacted, function: "SCardBeginTransaction").transportFailureKind == .transactionFailed)
        // pcsc-lite answers a transaction begun on a card that was pulled out with "removed":
        // the operation lost its card, which is what a card client must say.
        #expect(PCSCError(.removedCard, function: "SCardBeginTransaction").transportFailureKind == .cardRemoved)
        #expect(PCSCError(.noSmartCard, function: "SCardBeginTransaction").transportFailureKind == .cardRemoved)
        #expect(PCSCError(.resetCard, function: "SCardBeginTransaction").transportFailureKind == .cardReset)
        #expect(PCSCError(rawValue: 0x8010_00FF, function: "SCardTransmit").transportFailureKind == .other)
    }
}
