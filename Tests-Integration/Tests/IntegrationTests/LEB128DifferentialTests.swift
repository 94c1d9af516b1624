import BigInt
import BigNum
import ByteTools
import ByteToolsTesting
import ChildProcessesTesting
import Foundation
import Testing
import WorkspaceKit

/// BigNum's LEB128/SLEB128 against an independent implementation: the `leb128` package from PyPI,
/// which `make deps` installs. Both directions: our encoding must equal theirs, and our decoder
/// must read their bytes back to the same number.
@Suite(.onItsOwnThread) struct LEB128DifferentialTests {
    static let pythonHasReference: Bool = {
        (try? ProcessRunner.run("python3", ["-c", "import leb128"]).succeeded) ?? false
    }()

    static let script = """
        import sys, leb128
        for line in sys.stdin:
            kind, value = line.split()
            codec = leb128.u if kind == "u" else leb128.i
            print(codec.encode(int(value)).hex())
        """

    /// Small numbers, every 7-bit boundary, and random widths up to 520 bits.
    static func values(seed: UInt64) -> [BigInt] {
        var generator = SplitMix64(seed: seed)
        var values: [BigInt] = [0, 1, -1, 63, 64, -64, -65, 127, 128, -128, -129, 624_485, -123_456]
        for bits in stride(from: 7, through: 140, by: 7) {
            let edge = BigInt(1) << bits
            values += [edge - 1, edge, edge + 1, -edge, -edge - 1, -(edge >> 1), -(edge >> 1) - 1]
        }
        values += [BigInt(UInt64.max), BigInt(Int64.min), BigInt(Int64.max)]
        for _ in 0..<400 {
            let width = Int.random(in: 1...520, using: &generator)
            let words = (0..<((width + 63) / 64)).map { _ in UInt.random(in: .min ... .max, using: &generator) }
            let magnitude = BigUInt(words: words) >> (words.count * 64 - width)
            values.append(Bool.random(using: &generator) ? BigInt(magnitude) : -BigInt(magnitude))
        }
        return values
    }

    @Test(.enabled(if: pythonHasReference, "needs python3 with the leb128 package (make deps installs it)"))
    func matchesThePythonReferenceBothWays() throws {
        let seed: UInt64 = 0x5EED_1EB1_28
        let signed = Self.values(seed: seed)
        let unsigned = signed.map(\.magnitude)
        let input = unsigned.map { "u \($0)" } + signed.map { "s \($0)" }

        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("leb128-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: temporary) }
        try input.joined(separator: "\n").write(to: temporary, atomically: true, encoding: .utf8)
        let output = try ProcessRunner.checked("sh", ["-c", "python3 -c '\(Self.script)' < \(temporary.path)"])
        let reference = output.split(separator: "\n").map(String.init)
        try #require(reference.count == input.count, "python answered \(reference.count) lines for \(input.count)")

        for (index, value) in unsigned.enumerated() {
            let theirs = reference[index]
            #expect(Hex.encode(LEB128.encode(value)) == theirs, "LEB128(\(value)), seed \(seed)")
            var reader = ByteReader(try Hex.decode(theirs))
            #expect(try LEB128.decode(BigUInt.self, from: &reader) == value)
            #expect(reader.isAtEnd)
            if let small = UInt64(exactly: value) {
                #expect(Hex.encode(LEB128.encode(small)) == theirs)
            }
        }
        for (index, value) in signed.enumerated() {
            let theirs = reference[unsigned.count + index]
            #expect(Hex.encode(SLEB128.encode(value)) == theirs, "SLEB128(\(value)), seed \(seed)")
            var reader = ByteReader(try Hex.decode(theirs))
            #expect(try SLEB128.decode(BigInt.self, from: &reader) == value)
            #expect(reader.isAtEnd)
            if let small = Int64(exactly: value) {
                #expect(Hex.encode(SLEB128.encode(small)) == theirs)
            }
        }
    }
}
