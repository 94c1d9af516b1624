import Testing

@testable import DeeplinkQR

@Suite("QR input errors")
struct QRCodeErrorTests {
    @Test("empty text is rejected")
    func empty() {
        #expect(throws: QRCodeError.emptyInput) { try QRCode(text: "") }
        #expect(throws: QRCodeError.emptyInput) { try QRCode(bytes: []) }
    }

    @Test("one byte over the level's maximum is rejected with the counts", arguments: QRErrorCorrection.allCases)
    func tooLarge(level: QRErrorCorrection) {
        let count = level.maximumByteCount + 1
        #expect(
            throws: QRCodeError.dataTooLarge(byteCount: count, maximum: level.maximumByteCount, errorCorrection: level)
        ) {
            try QRCode(text: String(repeating: "z", count: count), errorCorrection: level)
        }
    }

    @Test("the limit counts UTF-8 bytes, not characters")
    func utf8Bytes() {
        // 800 three-byte characters: 2400 bytes, over level M's 2331.
        let text = String(repeating: "币", count: 800)
        #expect(throws: QRCodeError.dataTooLarge(byteCount: 2400, maximum: 2331, errorCorrection: .medium)) {
            try QRCode(text: text)
        }
    }

    @Test("a huge input fails fast, without encoding")
    func huge() {
        #expect(throws: QRCodeError.self) { try QRCode(bytes: [UInt8](repeating: 1, count: 10_000_000)) }
    }

    @Test("messages say what was wrong")
    func messages() {
        #expect(QRCodeError.emptyInput.description.contains("empty"))
        let tooLarge = QRCodeError.dataTooLarge(byteCount: 3000, maximum: 2331, errorCorrection: .medium).description
        #expect(tooLarge.contains("3000") && tooLarge.contains("2331") && tooLarge.contains("level M"))
        #expect(QRCodeError.outOfMemory.description.contains("memory"))
        #expect(QRCodeError.encoderFailed(errno: 22).description.contains("errno 22"))
    }
}
