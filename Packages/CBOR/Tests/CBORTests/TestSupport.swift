import BigInt
import BigNum
import ByteTools
import ByteToolsTesting
import CBOR
import Testing

/// Every random property test draws from ByteToolsTesting's SplitMix64, so a failure reproduces from its seed.
typealias SeededGenerator = SplitMix64

/// A hex literal written by the test (spaces and `0x` allowed); a malformed one is a test issue.
func bytes(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
    hexLiteral(text, sourceLocation: sourceLocation)
}

func hex(_ bytes: [UInt8]) -> String {
    Hex.encode(bytes)
}

extension SplitMix64 {
    /// A UInt64 with a random bit length, so every head width is equally likely.
    mutating func mixedUInt64() -> UInt64 {
        let bits = below(65)
        return bits == 0 ? 0 : next() >> (64 - bits)
    }

    /// Interesting doubles: exact halves and singles, subnormals, infinities, the canonical NaN
    /// and arbitrary bit patterns.
    mutating func interestingDouble() -> Double {
        switch below(8) {
        case 0: return [0.0, -0.0, 1.0, -1.5, 65504.0, 0x1p-24, 0x1p-14, .infinity, -.infinity, .nan][below(10)]
        case 1:
            let single = Float(bitPattern: UInt32(truncatingIfNeeded: next()))
            return single.isNaN ? 1 : Double(single)
        case 2: return Double(below(2001) - 1000) / 8
        case 3: return Double(bitPattern: next() & ~(0x7ff << 52) | (UInt64(below(2046) + 1) << 52))
        default:
            let value = Double(bitPattern: next())
            return value.isNaN ? 0.1 : value
        }
    }

    mutating func text(maxLength: Int) -> String {
        let pieces = [
            "a", "b", "z", "A", "0", " ", "\"", "\\", "\n", "\u{7f}", "\u{0}", "é", "e\u{301}", "水", "𐅑", "🙂",
            "\u{FFFD}",
        ]
        return (0..<below(maxLength + 1)).map { _ in pieces[below(pieces.count)] }.joined()
    }

    mutating func byteString(maxLength: Int) -> [UInt8] {
        (0..<below(maxLength + 1)).map { _ in UInt8(truncatingIfNeeded: next()) }
    }

    /// A random data item of at most `depth` levels. Maps get distinct keys so the value is valid.
    mutating func cborValue(depth: Int, canonicalNaN: Bool = true) -> CBOR {
        let kinds = depth > 0 ? 14 : 10
        switch below(kinds) {
        case 0: return .unsigned(mixedUInt64())
        case 1: return .negative(mixedUInt64())
        case 2: return .bytes(byteString(maxLength: 40))
        case 3: return .text(text(maxLength: 12))
        case 4:
            let value = interestingDouble()
            return .float(value.isNaN && canonicalNaN ? .nan : value)
        case 5: return .bool(next() & 1 == 0)
        case 6: return [.null, .undefined][below(2)]
        case 7:
            let raw = UInt8(truncatingIfNeeded: next())
            return CBORSimpleValue(raw).map(CBOR.simple) ?? .null
        case 8:
            return CBOR(
                bigInt: BigInt(
                    sign: next() & 1 == 0 ? .plus : .minus, magnitude: BigUInt(words: [UInt(next()), UInt(next())])))
        case 9: return .text(["id", "name", "ü", ""][below(4)])
        case 10, 11:
            return .array((0..<below(6)).map { _ in cborValue(depth: depth - 1, canonicalNaN: canonicalNaN) })
        case 12:
            var map = CBORMap()
            for _ in 0..<below(6) {
                let key =
                    next() & 1 == 0
                    ? cborValue(depth: 0, canonicalNaN: canonicalNaN)
                    : cborValue(depth: depth - 1, canonicalNaN: canonicalNaN)
                if map[key] == nil { map[key] = cborValue(depth: depth - 1, canonicalNaN: canonicalNaN) }
            }
            return .map(map)
        default:
            // No 55799: the decoder strips it at the top, which DecodingTests covers.
            let tag = [CBORTag(0), 1, 4, 24, 32, 100, 65535, CBORTag(rawValue: mixedUInt64())][below(8)]
            return .tagged(tag, cborValue(depth: depth - 1, canonicalNaN: canonicalNaN))
        }
    }
}

/// The error a decode throws, or nil if it succeeded.
func decodingError(_ input: [UInt8], options: CBORDecodingOptions = .default) -> CBORDecodingError? {
    do {
        _ = try CBOR(decoding: input, options: options)
        return nil
    } catch {
        return error
    }
}

/// The case name of an error, for comparing kinds without offsets or details.
func kind(_ error: CBORDecodingError?) -> String {
    guard let error else { return "accepted" }
    switch error {
    case .truncated: return "truncated"
    case .reservedAdditionalInformation: return "reservedAdditionalInformation"
    case .indefiniteLengthNotAllowed: return "indefiniteLengthNotAllowed"
    case .invalidSimpleValue: return "invalidSimpleValue"
    case .invalidIndefiniteChunk: return "invalidIndefiniteChunk"
    case .unexpectedBreak: return "unexpectedBreak"
    case .invalidUTF8: return "invalidUTF8"
    case .trailingBytes: return "trailingBytes"
    case .duplicateMapKey: return "duplicateMapKey"
    case .nestingTooDeep: return "nestingTooDeep"
    case .notDeterministic(_, let violation): return "notDeterministic(\(violation))"
    }
}
