import Testing

@testable import DeeplinkQR

@Suite("terminal text")
struct TerminalTextTests {
    static let request = #"{"action":"login","dappName":"Demo","protocol":"SimpleWallet","version":"1.0"}"#

    @Test("line count is ⌈(size + 2 × quiet) / 2⌉ and every line is as wide", arguments: [0, 1, 2, 4, 5])
    func shape(quiet: Int) throws {
        let code = try QRCode(text: Self.request)
        let lines = code.terminalText(quietZone: quiet).split(separator: "\n", omittingEmptySubsequences: false)
        let extent = code.size + 2 * quiet
        #expect(lines.count == (extent + 1) / 2)
        #expect(lines.allSatisfy { $0.count == extent })
        #expect(lines.allSatisfy { $0.allSatisfy { " ▀▄█".contains($0) } })
    }

    @Test("the top-left finder shows as expected with the standard quiet zone")
    func finder() throws {
        let code = try QRCode(text: Self.request)
        let lines = code.terminalText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Quiet zone 4: two blank lines, then symbol rows 0-1, 2-3, 4-5, 6-7 from column 4.
        #expect(lines[0].allSatisfy { $0 == " " } && lines[1].allSatisfy { $0 == " " })
        let finder = lines[2...5].map { String($0.dropFirst(4).prefix(8)) }
        #expect(finder == ["█▀▀▀▀▀█ ", "█ ███ █ ", "█ ▀▀▀ █ ", "▀▀▀▀▀▀▀ "])
        #expect(lines[2].hasPrefix("    █"))
    }

    @Test("inverted inks the light modules, the quiet zone included")
    func inverted() throws {
        let code = try QRCode(text: Self.request)
        let lines = code.terminalText(inverted: true).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(lines[0].allSatisfy { $0 == "█" })
        let finder = lines[2...5].map { String($0.dropFirst(4).prefix(8)) }
        #expect(finder == [" ▄▄▄▄▄ █", " █   █ █", " █▄▄▄█ █", "▄▄▄▄▄▄▄█"])
        // Odd height (size is odd, quiet zone even): the last line's lower half is outside the
        // image and stays uninked, so it shows the terminal's background.
        #expect(try #require(lines.last).allSatisfy { $0 == "▀" })
    }

    @Test("out-of-range quiet zones are clamped, never trap")
    func clamped() throws {
        let code = try QRCode(text: "x")
        #expect(code.terminalText(quietZone: -3) == code.terminalText(quietZone: 0))
        #expect(code.terminalText(quietZone: Int.max) == code.terminalText(quietZone: 64))
    }
}
