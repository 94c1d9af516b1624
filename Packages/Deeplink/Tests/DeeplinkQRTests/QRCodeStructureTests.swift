import Testing

@testable import DeeplinkQR

/// The symbol's fixed parts, checked against the standard rather than against libqrencode.
@Suite("QR symbol structure")
struct QRCodeStructureTests {
    /// Payload lengths that land in versions 1, 2, 7, 10 and 40 at level M.
    static let payloadLengths = [1, 20, 140, 200, 2331]

    @Test("a short payload gives version 1, 21 × 21 modules")
    func versionOne() throws {
        let code = try QRCode(text: "EOS")
        #expect(code.version == 1)
        #expect(code.size == 21)
        #expect(code.rows.count == 21)
        #expect(code.rows.allSatisfy { $0.count == 21 })
        #expect(code.errorCorrection == .medium)
    }

    @Test("size is 17 + 4 × version", arguments: payloadLengths)
    func sizeFormula(length: Int) throws {
        let code = try QRCode(text: String(repeating: "x", count: length))
        #expect(code.size == 17 + 4 * code.version)
        #expect(code.rows.flatMap { $0 }.count == code.size * code.size)
    }

    @Test("finder patterns sit at three corners, not the fourth", arguments: payloadLengths)
    func finderPatterns(length: Int) throws {
        let code = try QRCode(text: String(repeating: "f", count: length))
        let far = code.size - 7
        #expect(SymbolStructure.hasFinder(code, top: 0, left: 0))
        #expect(SymbolStructure.hasFinder(code, top: 0, left: far))
        #expect(SymbolStructure.hasFinder(code, top: far, left: 0))
        #expect(!SymbolStructure.hasFinder(code, top: far, left: far))
    }

    @Test("timing patterns alternate and the dark module is set", arguments: payloadLengths)
    func timingAndDarkModule(length: Int) throws {
        let code = try QRCode(text: String(repeating: "t", count: length))
        for index in 8..<(code.size - 8) {
            #expect(code.isDark(row: 6, column: index) == index.isMultiple(of: 2))
            #expect(code.isDark(row: index, column: 6) == index.isMultiple(of: 2))
        }
        #expect(code.isDark(row: 4 * code.version + 9, column: 8))
    }

    @Test("format information names the requested level, both copies agree", arguments: QRErrorCorrection.allCases)
    func formatInformation(level: QRErrorCorrection) throws {
        let code = try QRCode(
            text: #"{"action":"login","protocol":"SimpleWallet","version":"1.0"}"#, errorCorrection: level)
        let words = SymbolStructure.formatWords(code)
        #expect(words.first == words.second)
        let masks = (0..<8).filter { SymbolStructure.formatWord(level: level, mask: $0) == words.first }
        #expect(masks.count == 1, "format word \(words.first) is not level \(level.letter) with any mask")
    }

    @Test("version information of version 7 and up encodes the version", arguments: [140, 200, 2331])
    func versionInformation(length: Int) throws {
        let code = try QRCode(text: String(repeating: "v", count: length))
        try #require(code.version >= 7)
        let words = SymbolStructure.versionWords(code)
        #expect(words.bottomLeft == SymbolStructure.versionWord(version: code.version))
        #expect(words.topRight == words.bottomLeft)
    }

    @Test("positions outside the symbol read as light, never trap")
    func outsideIsLight() throws {
        let code = try QRCode(text: "quiet")
        #expect(!code.isDark(row: -1, column: 0))
        #expect(!code.isDark(row: 0, column: code.size))
        #expect(!code.isDark(row: Int.min, column: Int.max))
        #expect(code.isDark(row: 0, column: 0))
    }

    @Test("the same text gives the same symbol; values are comparable and Sendable")
    func deterministic() async throws {
        let text = #"{"action":"transfer","amount":"1.0000 EOS"}"#
        let local = try QRCode(text: text)
        // libqrencode is re-entrant; encoding on other tasks must give the identical symbol.
        let remote = try await withThrowingTaskGroup(of: QRCode.self) { group in
            for _ in 0..<8 { group.addTask { try QRCode(text: text) } }
            var codes: [QRCode] = []
            for try await code in group { codes.append(code) }
            return codes
        }
        #expect(remote.allSatisfy { $0 == local })
    }

    @Test("bytes init carries NUL and non-UTF-8 bytes; text init is its UTF-8")
    func bytes() throws {
        let binary = try QRCode(bytes: [0, 0xFF, 0, 0x80])
        #expect(binary.version == 1)
        let text = "币乎"
        #expect(try QRCode(text: text) == QRCode(bytes: Array(text.utf8)))
    }
}
