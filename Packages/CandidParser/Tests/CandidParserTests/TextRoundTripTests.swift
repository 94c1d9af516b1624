import BigInt
import ByteToolsTesting
import Candid
import CandidParser
import Testing

/// Values printed as Candid text parse back, at their type, to the same values; types printed
/// as text parse back to the same types. Random inputs from SplitMix64 with fixed seeds.
@Suite struct TextRoundTripTests {
    static let primitives: [CandidType] = [
        .null, .bool, .nat, .int, .nat8, .nat16, .nat32, .nat64, .int8, .int16, .int32, .int64, .float32, .float64,
        .text, .principal,
    ]
    static let names = ["a", "b", "name", "☃", "with space", "type", "_x1"]

    struct Random {
        var generator: SplitMix64
        mutating func below(_ bound: Int) -> Int { generator.below(bound) }

        mutating func type(_ depth: Int = 0) -> CandidType {
            if depth >= 3 || below(3) == 0 {
                return TextRoundTripTests.primitives[below(TextRoundTripTests.primitives.count)]
            }
            switch below(5) {
            case 0: return .opt(type(depth + 1))
            case 1: return .vec(type(depth + 1))
            case 2: return .blob
            case 3:
                var seen: Set<UInt32> = []
                let fields = (0..<below(4)).compactMap { _ -> CandidFieldType? in
                    let label: CandidLabel =
                        below(2) == 0 ? .named(TextRoundTripTests.names[below(7)]) : .id(UInt32(below(50)))
                    return seen.insert(label.id).inserted ? CandidFieldType(label, type(depth + 1)) : nil
                }
                return .record(fields)
            default:
                return .variant([CandidFieldType(.named(TextRoundTripTests.names[below(7)]), type(depth + 1))])
            }
        }

        mutating func value(_ type: CandidType, _ depth: Int = 0) throws -> CandidValue {
            let next = generator.next()
            switch type {
            case .null: return .null
            case .bool: return .bool(next & 1 == 0)
            case .nat: return .nat(BigUInt(next) * BigUInt(next))
            case .int: return .int(BigInt(Int64(bitPattern: next)) * 3)
            case .nat8: return .nat8(UInt8(truncatingIfNeeded: next))
            case .nat16: return .nat16(UInt16(truncatingIfNeeded: next))
            case .nat32: return .nat32(UInt32(truncatingIfNeeded: next))
            case .nat64: return .nat64(next)
            case .int8: return .int8(Int8(truncatingIfNeeded: next))
            case .int16: return .int16(Int16(truncatingIfNeeded: next))
            case .int32: return .int32(Int32(truncatingIfNeeded: next))
            case .int64: return .int64(Int64(bitPattern: next))
            case .float32: return .float32(Float(Int16(truncatingIfNeeded: next)) / 16)
            case .float64: return .float64(Double(Int64(bitPattern: next)) / 1e9)
            case .text: return .text(["", "plain", "tab\tquote\"back\\slash'", "☃ \u{1F600}", "\u{1}\u{7f}"][below(5)])
            case .principal:
                return .principal(
                    try CandidPrincipal(bytes: (0..<below(30)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
                )
            case .opt(let inner): return below(3) == 0 ? .opt(nil) : .opt(try value(inner, depth + 1))
            case .vec(.nat8): return .blob((0..<below(6)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
            case .vec(let inner): return .vec(try (0..<below(3)).map { _ in try value(inner, depth + 1) })
            case .record(let fields):
                return .record(sorting: try fields.map { CandidField($0.label, try value($0.type, depth + 1)) })
            case .variant(let fields):
                return .variant(CandidField(fields[0].label, try value(fields[0].type, depth + 1)))
            default: return .null
            }
        }
    }

    @Test(arguments: [UInt64(11), 12, 13])
    func printedValuesParseBackToTheSameValues(seed: UInt64) throws {
        var random = Random(generator: SplitMix64(seed: seed))
        for _ in 0..<400 {
            let types = (0..<random.below(4)).map { _ in random.type() }
            let values = try types.map { try random.value($0) }
            let text = CandidText.arguments(values)
            let parsed = try CandidTextValue.typed(try CandidTextValue.parseArguments(text), as: types)
            #expect(parsed == values, "\(text)")
            for type in types {
                #expect(
                    try CandidType(parsing: type.description)
                        == CandidType(parsing: try CandidType(parsing: type.description).description))
            }
        }
    }

    /// Types and values beyond what the value round trip above needs: variants with several
    /// cases, `reserved`, empty vectors, function and service references with signatures.
    struct RicherRandom {
        var random: Random

        mutating func type(_ depth: Int = 0) -> CandidType {
            switch random.below(9) {
            case 0 where depth < 3:
                var seen: Set<UInt32> = []
                let cases = (0..<(1 + random.below(3))).compactMap { _ -> CandidFieldType? in
                    let label: CandidLabel =
                        random.below(2) == 0
                        ? .named(TextRoundTripTests.names[random.below(7)]) : .id(UInt32(random.below(50)))
                    return seen.insert(label.id).inserted ? CandidFieldType(label, type(depth + 1)) : nil
                }
                return .variant(cases)
            case 1 where depth < 3: return .opt(type(depth + 1))
            case 2 where depth < 3: return .vec(type(depth + 1))
            case 3: return .reserved
            case 4: return .function(CandidFunctionType([.nat, .text], [.opt(.bool)], modes: [.query]))
            case 5: return .service(CandidServiceType([CandidMethod("get", .function(CandidFunctionType([], [.nat])))]))
            case 6 where depth < 3:
                return .record((0..<random.below(3)).map { CandidFieldType(.unnamed(UInt32($0)), type(depth + 1)) })
            default: return random.type(depth)
            }
        }

        mutating func value(_ type: CandidType, _ depth: Int = 0) throws -> CandidValue {
            switch type {
            case .reserved: return .reserved
            case .function:
                return .function(
                    try CandidPrincipal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai"),
                    method: ["icrc1_fee", "with space"][random.below(2)])
            case .service: return .service(try CandidPrincipal(text: "aaaaa-aa"))
            case .variant(let cases):
                let chosen = cases[random.below(cases.count)]
                return .variant(CandidField(chosen.label, try value(chosen.type, depth + 1)))
            case .opt(let inner): return random.below(3) == 0 ? .opt(nil) : .opt(try value(inner, depth + 1))
            case .vec(.nat8):
                return .blob((0..<random.below(6)).map { _ in UInt8(truncatingIfNeeded: random.generator.next()) })
            case .vec(let inner): return .vec(try (0..<random.below(3)).map { _ in try value(inner, depth + 1) })
            case .record(let fields):
                return .record(sorting: try fields.map { CandidField($0.label, try value($0.type, depth + 1)) })
            default: return try random.value(type, depth)
            }
        }
    }

    /// The promise of the typed printer: a message decoded without types, printed and encoded
    /// again without types, is the same bytes.
    @Test(arguments: [UInt64(21), 22, 23, 24])
    func decodedMessagesPrintAndEncodeBackToTheSameBytes(seed: UInt64) throws {
        var random = RicherRandom(random: Random(generator: SplitMix64(seed: seed)))
        var annotated = 0
        for _ in 0..<500 {
            let types = (0..<random.random.below(4)).map { _ in random.type() }
            let values = try types.map { try random.value($0) }
            let bytes = try CandidBinary.encode(values, types: types)
            let message = try CandidBinary.decode(bytes)
            let text = CandidText.arguments(message.values, types: message.types, environment: message.environment)
            let parsed = try CandidTextValue.parseArguments(text)
            let inferred = parsed.map(\.inferredType)
            let again = try CandidBinary.encode(try CandidTextValue.typed(parsed, as: inferred), types: inferred)
            #expect(again == bytes, "\(text)")
            if text.contains(" : ") { annotated += 1 }
        }
        // Annotations are the exception that makes this work, not noise on every value.
        #expect(annotated > 50)
    }

    @Test func randomTextNeverTraps() {
        var generator = SplitMix64(seed: 0x7E57)
        let alphabet = Array("(){};:,=.+-\"\\ \n0123456789xabcdefu_recordvariantoptvecblobprincipalfuncservice/*//☃")
        for _ in 0..<5_000 {
            let text = String(
                (0..<Int(generator.next() % 60)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            _ = try? CandidTextValue.parseArguments(text)
            _ = try? CandidType(parsing: text)
            _ = try? CandidInterface(parsing: text)
            _ = try? CandidTestFile(parsing: text)
        }
        let deep = String(repeating: "opt ", count: 100_000) + "nat"
        #expect(throws: CandidParseError.self) { try CandidType(parsing: deep) }
        let deepValue = "(" + String(repeating: "vec {", count: 100_000)
        #expect(throws: CandidParseError.self) { try CandidTextValue.parseArguments(deepValue) }
    }
}
