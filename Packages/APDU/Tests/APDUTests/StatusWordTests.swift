import ByteTools
import Testing

@testable import APDU

@Suite("StatusWord")
struct StatusWordTests {
    @Test("raw value, bytes and both initialisers agree")
    func representation() {
        let sw = StatusWord(sw1: 0x6A, sw2: 0x82)
        #expect(sw.rawValue == 0x6A82)
        #expect(StatusWord(rawValue: 0x6A82) == sw)
        #expect(StatusWord(0x6A82) == sw)
        #expect(sw.sw1 == 0x6A && sw.sw2 == 0x82)
    }

    @Test(
        "named constants carry their ISO values",
        arguments: [
            (StatusWord.success, 0x9000), (.wrongLength, 0x6700), (.securityStatusNotSatisfied, 0x6982),
            (.authenticationMethodBlocked, 0x6983), (.conditionsOfUseNotSatisfied, 0x6985),
            (.commandNotAllowed, 0x6986), (.incorrectData, 0x6A80), (.functionNotSupported, 0x6A81),
            (.fileNotFound, 0x6A82), (.recordNotFound, 0x6A83), (.incorrectP1P2, 0x6A86),
            (.referencedDataNotFound, 0x6A88), (.wrongP1P2, 0x6B00), (.insNotSupported, 0x6D00),
            (.claNotSupported, 0x6E00), (.noPreciseDiagnosis, 0x6F00), (.endOfFileReached, 0x6282),
            (.selectedFileDeactivated, 0x6283), (.memoryFailure, 0x6581), (.logicalChannelNotSupported, 0x6881),
            (.secureMessagingNotSupported, 0x6882), (.commandChainingNotSupported, 0x6884),
            (.referenceDataNotUsable, 0x6984), (.notEnoughMemory, 0x6A84), (.fileAlreadyExists, 0x6A89),
        ] as [(StatusWord, UInt16)])
    func constants(statusWord: StatusWord, raw: UInt16) {
        #expect(statusWord.rawValue == raw)
    }

    @Test("the interindustry table has one entry per value, each with a meaning")
    func tableIsConsistent() {
        let values = StatusWord.interindustryMeanings.map(\.statusWord)
        #expect(Set(values).count == values.count)
        #expect(values.count >= 45)
        for entry in StatusWord.interindustryMeanings {
            #expect(entry.statusWord.meaning == entry.meaning)
            #expect(
                entry.statusWord.description.hasPrefix(
                    Hex.encode(
                        [UInt8(entry.statusWord.rawValue >> 8), UInt8(entry.statusWord.rawValue & 0xff)],
                        uppercase: true) + " ("))
        }
    }

    @Test(
        "descriptions: known values, parameterised ranges and group fallbacks",
        arguments: [
            (0x9000, "9000 (success)"),
            (0x6A82, "6A82 (file or application not found)"),
            (0x6982, "6982 (security status not satisfied)"),
            (0x6110, "6110 (16 response bytes available)"),
            (0x6100, "6100 (256 response bytes available)"),
            (0x6C00, "6C00 (wrong Le; exact length is 256)"),
            (0x6C1C, "6C1C (wrong Le; exact length is 28)"),
            (0x63C2, "63C2 (counter 2, typically retries remaining)"),
            (0x6210, "6210 (triggered by the card)"),
            (0x62F0, "62F0 (62xx: warning, memory unchanged)"),
            (0x6312, "6312 (63xx: warning, memory changed)"),
            (0x6F02, "6F02 (6Fxx: no precise diagnosis)"),
            (0x6999, "6999 (69xx: command not allowed)"),
            (0x9B01, "9B01 (9xxx: proprietary)"),
            (0x8F03, "8F03 (not an ISO 7816-4 status word)"),
            (0x6000, "6000 (not an ISO 7816-4 status word)"),
        ] as [(UInt16, String)])
    func descriptions(raw: UInt16, expected: String) {
        #expect(StatusWord(raw).description == expected)
    }

    @Test("isSuccess is exactly 9000")
    func success() {
        #expect(StatusWord.success.isSuccess)
        #expect(!StatusWord(0x6100).isSuccess)
        #expect(!StatusWord(0x9001).isSuccess)
        #expect(!StatusWord(0x6283).isSuccess)
    }

    @Test("61xx: bytes available with 00 meaning 256")
    func bytesAvailable() {
        #expect(StatusWord(0x6110).bytesAvailable == 16)
        #expect(StatusWord(0x61FF).bytesAvailable == 255)
        #expect(StatusWord(0x6100).bytesAvailable == 256)
        #expect(StatusWord(0x6C10).bytesAvailable == nil)
        #expect(StatusWord.success.bytesAvailable == nil)
    }

    @Test("6Cxx: corrected Le with 00 meaning 256")
    func correctedExpectedLength() {
        #expect(StatusWord(0x6C20).correctedExpectedLength == 32)
        #expect(StatusWord(0x6C00).correctedExpectedLength == 256)
        #expect(StatusWord(0x6120).correctedExpectedLength == nil)
    }

    @Test("63Cx: retry counter")
    func retries() {
        #expect(StatusWord(0x63C0).retriesRemaining == 0)
        #expect(StatusWord(0x63C3).retriesRemaining == 3)
        #expect(StatusWord(0x63CF).retriesRemaining == 15)
        #expect(StatusWord(0x6300).retriesRemaining == nil)
        #expect(StatusWord(0x63D1).retriesRemaining == nil)
        #expect(StatusWord(0x62C1).retriesRemaining == nil)
    }

    @Test(
        "categories follow ISO 7816-4 table 5",
        arguments: [
            (0x9000, StatusWordCategory.success), (0x6100, .responseBytesAvailable), (0x6283, .warning),
            (0x63C1, .warning), (0x6400, .executionError), (0x6581, .executionError), (0x6600, .executionError),
            (0x6700, .checkingError), (0x6A82, .checkingError), (0x6F00, .checkingError), (0x9001, .proprietary),
            (0x9B01, .proprietary), (0x6000, .nonStandard), (0x8F03, .nonStandard), (0x0000, .nonStandard),
            (0xA002, .nonStandard),
        ] as [(UInt16, StatusWordCategory)])
    func categories(raw: UInt16, category: StatusWordCategory) {
        #expect(StatusWord(raw).category == category)
    }

    @Test("warning and error flags")
    func flags() {
        #expect(StatusWord(0x6283).isWarning)
        #expect(StatusWord(0x63C2).isWarning)
        #expect(!StatusWord(0x6400).isWarning)
        #expect(StatusWord(0x6400).isError)
        #expect(StatusWord.fileNotFound.isError)
        #expect(!StatusWord.success.isError)
        #expect(!StatusWord(0x6100).isError)
        #expect(!StatusWord(0x9B01).isError)
    }

    @Test("every possible status word has a non-empty, prefixed description")
    func exhaustiveDescriptions() {
        for raw in UInt16.min...UInt16.max {
            let sw = StatusWord(raw)
            #expect(sw.rawValue == raw)
            let text = sw.description
            if !text.hasPrefix(Hex.encode([UInt8(raw >> 8), UInt8(raw & 0xff)], uppercase: true) + " (")
                || !text.hasSuffix(")")
            {
                Issue.record(
                    "bad description for \(Hex.encode([UInt8(raw >> 8), UInt8(raw & 0xff)], uppercase: true)): \(text)")
                return
            }
        }
    }
}
