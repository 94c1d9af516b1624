import Testing

@testable import DeeplinkQR

/// The smallest version that fits, checked at every version boundary of level M.
@Suite("QR version selection")
struct QRCodeVersionTests {
    /// The most bytes each version holds in byte mode at level M (index 0 is version 1). Taken
    /// from segno 1.6.6 (`segno.make(b"a" * n, error="m", mode="byte", boost_error=False)`, the
    /// largest n per version), an encoder independent of libqrencode; it matches ISO/IEC 18004
    /// table 7.
    static let mediumByteCapacity = [
        14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666,
        711, 779, 857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911,
        1989, 2099, 2213, 2331,
    ]

    @Test("version 1-M holds 14 bytes, 15 bytes need version 2")
    func firstBoundary() throws {
        #expect(try QRCode(text: String(repeating: "a", count: 14)).version == 1)
        #expect(try QRCode(text: String(repeating: "a", count: 15)).version == 2)
    }

    @Test("each version's capacity fits in it; one byte more needs the next", arguments: 1...40)
    func boundary(version: Int) throws {
        let capacity = Self.mediumByteCapacity[version - 1]
        let full = try QRCode(bytes: [UInt8](repeating: 0x61, count: capacity))
        #expect(full.version == version)
        #expect(full.size == 17 + 4 * version)
        if version < 40 {
            let over = try QRCode(bytes: [UInt8](repeating: 0x61, count: capacity + 1))
            #expect(over.version == version + 1)
        }
    }

    @Test("a 2000-byte payload needs a bigger version than a 20-byte one")
    func biggerPayloadBiggerVersion() throws {
        let small = try QRCode(text: String(repeating: "s", count: 20))
        let large = try QRCode(text: String(repeating: "L", count: 2000))
        #expect(small.version == 2)
        #expect(large.version == 38)  // 2000 > 1989, version 37-M's capacity
        #expect(large.size > small.size)
    }

    @Test("each level's maximum fits in version 40", arguments: QRErrorCorrection.allCases)
    func levelMaximum(level: QRErrorCorrection) throws {
        let code = try QRCode(bytes: [UInt8](repeating: 0x7B, count: level.maximumByteCount), errorCorrection: level)
        #expect(code.version == 40)
        #expect(code.size == 177)
    }

    @Test("higher levels need at least as large a version")
    func levelsOrdered() throws {
        let text = String(repeating: "j", count: 100)
        let versions = try QRErrorCorrection.allCases.map { try QRCode(text: text, errorCorrection: $0).version }
        #expect(versions == versions.sorted())
        #expect(versions[0] < versions[3])
    }
}
