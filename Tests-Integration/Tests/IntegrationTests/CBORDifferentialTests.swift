import BigInt
import BigNum
import ByteTools
import ByteToolsTesting
import CBOR
import ChildProcessesTesting
import Foundation
import Testing
import WorkspaceKit

/// The CBOR package against an independent implementation: cbor2 from PyPI (its C extension),
/// which `make deps` installs. cbor2's `canonical=True` is RFC 8949 §4.2.3 length-first
/// deterministic encoding, so both directions compare bytes:
/// - values we encode, cbor2 decodes and re-encodes canonically: the bytes must equal our
///   deterministic length-first encoding (so cbor2 read exactly the value we meant);
/// - values cbor2 generates and encodes canonically: we must accept them under the
///   deterministic check and re-encode them to the identical bytes.
@Suite(.onItsOwnThread) struct CBORDifferentialTests {
    static let pythonHasReference: Bool = {
        (try? ProcessRunner.run("python3", ["-c", "import cbor2"]).succeeded) ?? false
    }()

    static let lengthFirst = CBOREncodingOptions(deterministic: true, mapKeyOrder: .lengthFirst)
    static let lengthFirstCheck = CBORDecodingOptions(requiresDeterministicEncoding: true, mapKeyOrder: .lengthFirst)

    /// Reads hex lines, prints cbor2's canonical re-encoding of each (or the error).
    static let reencodeScript = """
        import sys, cbor2
        for line in open(sys.argv[1]):
            line = line.strip()
            try:
                print(cbor2.dumps(cbor2.loads(bytes.fromhex(line)), canonical=True).hex())
            except Exception as error:
                print("error:", type(error).__name__, error)
        """

    /// Prints the canonical encodings of random values drawn from a seeded generator.
    static let generateScript = """
        import sys, random, struct, cbor2
        r = random.Random(int(sys.argv[1]))
        pieces = ['a', 'z', 'A', '0', ' ', '"', '\\\\', '\\n', '\\x00', '\\x7f', '\\u00e9', 'e\\u0301', '\\u6c34', '\\U0001f642']
        def text():
            return ''.join(r.choice(pieces) for _ in range(r.randint(0, 8)))
        def raw():
            return bytes(r.getrandbits(8) for _ in range(r.randint(0, 12)))
        def number():
            return r.choice([
                lambda: struct.unpack('<d', struct.pack('<Q', r.getrandbits(64)))[0],
                lambda: r.choice([0.0, -0.0, 1.0, -1.5, 65504.0, 65520.0, 1e300, 5.960464477539063e-08,
                                  float('inf'), float('-inf'), float('nan'), 0.1, 3.4028234663852886e+38]),
                lambda: r.randint(-2000, 2000) / 8,
                lambda: struct.unpack('<f', struct.pack('<I', r.getrandbits(32)))[0],
            ])()
        def key():
            return r.choice([text, raw, lambda: r.getrandbits(r.randint(0, 64)), lambda: -1 - r.getrandbits(r.randint(0, 64))])()
        def value(depth):
            kind = r.randint(0, 12 if depth > 0 else 9)
            if kind == 0: return r.getrandbits(r.randint(0, 64))
            if kind == 1: return -1 - r.getrandbits(r.randint(0, 64))
            if kind == 2: return r.choice([1, -1]) * r.getrandbits(r.randint(65, 300))
            if kind == 3: return number()
            if kind == 4: return text()
            if kind == 5: return raw()
            if kind == 6: return r.choice([True, False, None, cbor2.undefined])
            if kind == 7: return cbor2.CBORSimpleValue(r.choice(list(range(0, 20)) + list(range(32, 256))))
            if kind == 8: return r.randint(0, 30)
            if kind == 9: return text()
            if kind == 10: return [value(depth - 1) for _ in range(r.randint(0, 4))]
            if kind == 11: return {key(): value(depth - 1) for _ in range(r.randint(0, 5))}
            return cbor2.CBORTag(r.choice([4711, 65536, 2 ** 40]), value(depth - 1))
        for _ in range(int(sys.argv[2])):
            print(cbor2.dumps(value(4), canonical=True).hex())
        """

    /// Random values in the subset of CBOR that cbor2 maps to Python and back without change:
    /// no tags it interprets (dates, bignums as such, tag 24/32...), no float or boolean map keys
    /// (Python merges 1, 1.0 and True as dict keys).
    static func value(_ generator: inout SplitMix64, depth: Int) -> CBOR {
        func pick(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        func mixed() -> UInt64 {
            let bits = pick(65)
            return bits == 0 ? 0 : generator.next() >> (64 - bits)
        }
        func text() -> String {
            let pieces = ["a", "z", "A", "0", " ", "\"", "\\", "\n", "\u{0}", "\u{7f}", "é", "e\u{301}", "水", "🙂"]
            return (0..<pick(9)).map { _ in pieces[pick(pieces.count)] }.joined()
        }
        func key() -> CBOR {
            switch pick(4) {
            case 0: return .text(text())
            case 1: return .bytes((0..<pick(8)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
            case 2: return .unsigned(mixed())
            default: return .negative(mixed())
            }
        }
        switch pick(depth > 0 ? 13 : 10) {
        case 0: return .unsigned(mixed())
        case 1: return .negative(mixed())
        case 2:
            let magnitude = BigUInt(words: (0..<(2 + pick(3))).map { _ in UInt(generator.next()) })
            return CBOR(bigInt: generator.next() & 1 == 0 ? BigInt(magnitude) : -BigInt(magnitude))
        case 3:
            let bits = generator.next()
            let specials: [Double] = [0, -0.0, 1, -1.5, 65504, 65520, 1e300, 0x1p-24, .infinity, -.infinity, .nan, 0.1]
            switch pick(3) {
            case 0: return .float(Double(bitPattern: bits).isNaN ? .nan : Double(bitPattern: bits))
            case 1: return .float(specials[pick(specials.count)])
            default: return .float(Double(Int(pick(4001)) - 2000) / 8)
            }
        case 4: return .text(text())
        case 5: return .bytes((0..<pick(13)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        case 6: return [.bool(true), .bool(false), .null, .undefined][pick(4)]
        case 7:
            let raw = UInt8(truncatingIfNeeded: generator.next())
            return CBORSimpleValue(raw).map(CBOR.simple) ?? .null
        case 8: return .unsigned(UInt64(pick(31)))
        case 9: return .text(text())
        case 10: return .array((0..<pick(5)).map { _ in value(&generator, depth: depth - 1) })
        case 11:
            var map = CBORMap()
            for _ in 0..<pick(6) {
                let entryKey = key()
                if map[entryKey] == nil { map[entryKey] = value(&generator, depth: depth - 1) }
            }
            return .map(map)
        default:
            return .tagged([4711, 65536, CBORTag(1 << 40)][pick(3)], value(&generator, depth: depth - 1))
        }
    }

    static func runPython(_ script: String, _ arguments: [String]) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cbor-diff-\(UUID().uuidString).py")
        defer { try? FileManager.default.removeItem(at: file) }
        try script.write(to: file, atomically: true, encoding: .utf8)
        return try ProcessRunner.checked("python3", [file.path] + arguments).split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: pythonHasReference, "needs python3 with the cbor2 package (make deps installs it)"))
    func cbor2ReadsWhatWeWrite() throws {
        let seed: UInt64 = 0xCB0_2D1FF
        var generator = SplitMix64(seed: seed)
        let values = (0..<1_500).map { _ in Self.value(&generator, depth: 4) }
        // Written in insertion order; cbor2 must see the same value, which its canonical form shows.
        let ours = try values.map { Hex.encode(try $0.encoded()) }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("cbor-diff-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: input) }
        try ours.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
        let theirs = try Self.runPython(Self.reencodeScript, [input.path])
        try #require(theirs.count == values.count, "python answered \(theirs.count) lines for \(values.count)")
        for (index, value) in values.enumerated() {
            let expected = Hex.encode(try value.encoded(options: Self.lengthFirst))
            #expect(theirs[index] == expected, "seed \(seed), value \(index): \(value) written as \(ours[index])")
        }
    }

    @Test(.enabled(if: pythonHasReference, "needs python3 with the cbor2 package (make deps installs it)"))
    func weReadWhatCbor2WritesAndReencodeItIdentically() throws {
        let seed = 20_260_101
        let lines = try Self.runPython(Self.generateScript, [String(seed), "1500"])
        try #require(lines.count == 1_500)
        var bignums = 0
        for line in lines {
            let encoded = try Hex.decode(line)
            let value = try CBOR(decoding: encoded, options: Self.lengthFirstCheck)
            #expect(try value.encoded(options: Self.lengthFirst) == encoded, "seed \(seed): \(line) read as \(value)")
            #expect(try CBOR(decoding: value.encoded()) == value)
            if line.contains("c2") || line.contains("c3") { bignums += 1 }
        }
        #expect(bignums > 0)
    }

    @Test(.enabled(if: pythonHasReference, "needs python3 with the cbor2 package (make deps installs it)"))
    func theRFCExamplesAgree() throws {
        // Both implementations decode the same non-preferred forms to the same values.
        let examples = [
            "fa7f800000", "fb7ff8000000000000", "5f42010243030405ff", "7f657374726561646d696e67ff",
            "9f018202039f0405ffff", "bf6346756ef563416d7421ff", "c249010000000000000000", "d9d9f7a1616101",
        ]
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("cbor-diff-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: input) }
        try examples.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
        let theirs = try Self.runPython(Self.reencodeScript, [input.path])
        try #require(theirs.count == examples.count)
        for (example, canonical) in zip(examples, theirs) {
            let ours = try CBOR(decoding: try Hex.decode(example))
            #expect(Hex.encode(try ours.encoded(options: Self.lengthFirst)) == canonical, "\(example)")
        }
    }
}
