import BigInt
import ByteToolsTesting
import Candid

/// Random Candid types and values drawn from ByteToolsTesting's SplitMix64, so a failing seed can be
/// replayed. Types stay small (depth 4) and floats finite (NaN is not equal to itself).
struct RandomCandid {
    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func below(_ bound: Int) -> Int { generator.below(bound) }

    static let primitives: [CandidType] = [
        .null, .bool, .nat, .int, .nat8, .nat16, .nat32, .nat64, .int8, .int16, .int32, .int64, .float32, .float64,
        .text, .reserved, .principal,
    ]

    static let names = ["a", "b", "name", "tail", "value", "☃", "with space", "type"]

    mutating func label(_ used: inout Set<UInt32>) -> CandidLabel {
        while true {
            let label: CandidLabel =
                below(2) == 0 ? .named(Self.names[below(Self.names.count)]) : .id(UInt32(below(1000)))
            if used.insert(label.id).inserted { return label }
        }
    }

    mutating func type(depth: Int = 0) -> CandidType {
        if depth >= 4 || below(3) == 0 { return Self.primitives[below(Self.primitives.count)] }
        switch below(7) {
        case 0: return .opt(type(depth: depth + 1))
        case 1: return .vec(type(depth: depth + 1))
        case 2: return .blob
        case 3, 4:
            var used: Set<UInt32> = []
            return .record((0..<below(4)).map { _ in CandidFieldType(label(&used), type(depth: depth + 1)) })
        case 5:
            var used: Set<UInt32> = []
            return .variant((0..<(1 + below(3))).map { _ in CandidFieldType(label(&used), type(depth: depth + 1)) })
        default:
            return .function(CandidFunctionType([type(depth: depth + 1)], [], modes: below(2) == 0 ? [.query] : []))
        }
    }

    mutating func value(
        _ type: CandidType, environment: CandidTypeEnvironment = CandidTypeEnvironment(), depth: Int = 0
    ) throws -> CandidValue {
        let next = generator.next()
        switch environment.resolve(type) ?? type {
        case .null: return .null
        case .bool: return .bool(next & 1 == 1)
        case .nat: return .nat(BigUInt(next) * BigUInt(next >> 7 | 1))
        case .int: return .int(BigInt(Int64(bitPattern: next)) * BigInt(Int64(bitPattern: next >> 3) | 1))
        case .nat8: return .nat8(UInt8(truncatingIfNeeded: next))
        case .nat16: return .nat16(UInt16(truncatingIfNeeded: next))
        case .nat32: return .nat32(UInt32(truncatingIfNeeded: next))
        case .nat64: return .nat64(next)
        case .int8: return .int8(Int8(truncatingIfNeeded: next))
        case .int16: return .int16(Int16(truncatingIfNeeded: next))
        case .int32: return .int32(Int32(truncatingIfNeeded: next))
        case .int64: return .int64(Int64(bitPattern: next))
        case .float32: return .float32(Float(Int32(truncatingIfNeeded: next)) / 8)
        case .float64: return .float64(Double(Int64(bitPattern: next)) / 1024)
        case .text: return .text(["", "a", "héllo ☃", "\"quoted\"\n", "\u{1F600}"][below(5)])
        case .reserved: return .reserved
        case .empty: return .null
        case .principal: return .principal(try principal())
        case .opt(let inner):
            return depth > 6 || below(3) == 0
                ? .opt(nil) : .opt(try value(inner, environment: environment, depth: depth + 1))
        case .vec(.nat8): return .blob((0..<below(5)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        case .vec(let inner):
            return .vec(
                try (0..<(depth > 6 ? 0 : below(4))).map { _ in
                    try value(inner, environment: environment, depth: depth + 1)
                })
        case .record(let fields):
            return .record(
                sorting: try fields.map {
                    CandidField($0.label, try value($0.type, environment: environment, depth: depth + 1))
                })
        case .variant(let fields):
            let field = fields[below(fields.count)]
            return .variant(CandidField(field.label, try value(field.type, environment: environment, depth: depth + 1)))
        case .function: return .function(try principal(), method: ["m", "get", "☃"][below(3)])
        case .service: return .service(try principal())
        case .named: return .null
        }
    }

    mutating func principal() throws -> CandidPrincipal {
        try CandidPrincipal(bytes: (0..<below(30)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    }
}
