import BigInt
import ByteToolsTesting
import Candid

/// Random Candid values of a given type, from a seed: what the generated types are round-tripped
/// with. Recursion through definitions is cut at a depth where every `opt` is null, every `vec`
/// empty and every variant takes a case that ends; a type that has no finite value (a record that
/// must contain itself, `empty`) gives nil.
struct RandomCandidValues {
    var random: SplitMix64
    let environment: CandidTypeEnvironment
    /// Past this depth only values that end are made.
    let maxDepth = 5

    init(seed: UInt64, environment: CandidTypeEnvironment) {
        random = SplitMix64(seed: seed)
        self.environment = environment
    }

    mutating func value(of type: CandidType, depth: Int = 0) -> CandidValue? {
        // A cycle of definitions with no way out would recurse forever: give up far past maxDepth.
        guard depth < maxDepth * 8 else { return nil }
        let ending = depth >= maxDepth
        switch type {
        case .null: return .null
        case .bool: return .bool(random.chance(50))
        case .nat: return .nat(BigUInt(random.next()) << random.below(70))
        case .int:
            let magnitude = BigInt(random.next() >> 1) << random.below(70)
            return .int(random.chance(50) ? -magnitude : magnitude)
        case .nat8: return .nat8(random.byte())
        case .nat16: return .nat16(UInt16(truncatingIfNeeded: random.next()))
        case .nat32: return .nat32(UInt32(truncatingIfNeeded: random.next()))
        case .nat64: return .nat64(random.next())
        case .int8: return .int8(Int8(truncatingIfNeeded: random.next()))
        case .int16: return .int16(Int16(truncatingIfNeeded: random.next()))
        case .int32: return .int32(Int32(truncatingIfNeeded: random.next()))
        case .int64: return .int64(Int64(truncatingIfNeeded: random.next()))
        // Any bit pattern, NaN payloads included: the generated types must keep every bit.
        case .float32: return .float32(Float(bitPattern: UInt32(truncatingIfNeeded: random.next())))
        case .float64: return .float64(Double(bitPattern: random.next()))
        case .text: return .text(["", "a", "héllo", "📦 box", "quote \" and \\ back", "line\nbreak"][random.below(6)])
        case .reserved: return .reserved
        case .empty: return nil
        case .principal: return .principal(principal())
        case .opt(let inner):
            if ending || random.chance(30) { return .opt(nil) }
            return .opt(value(of: inner, depth: depth + 1))
        case .vec(.nat8): return .blob(random.bytes(random.below(5)))
        case .vec(let inner):
            var elements: [CandidValue] = []
            for _ in 0..<(ending ? 0 : random.below(3)) {
                guard let element = value(of: inner, depth: depth + 1) else { return .vec([]) }
                elements.append(element)
            }
            return .vec(elements)
        case .record(let fields):
            var values: [CandidField] = []
            for field in fields {
                guard let fieldValue = value(of: field.type, depth: depth + 1) else { return nil }
                values.append(CandidField(field.label, fieldValue))
            }
            return .record(values)
        case .variant(let cases):
            guard !cases.isEmpty else { return nil }
            // A random case first, then the others in order, until one has a value.
            let start = random.below(cases.count)
            for offset in 0..<cases.count {
                let chosen = cases[(start + offset) % cases.count]
                if let payload = value(of: chosen.type, depth: depth + 1) {
                    return .variant(CandidField(chosen.label, payload))
                }
            }
            return nil
        case .function: return .function(principal(), method: ["m", "callback", "η"][random.below(3)])
        case .service: return .service(principal())
        case .named(let name):
            guard let definition = environment[name] else { return nil }
            return value(of: definition, depth: depth + 1)
        }
    }

    private mutating func principal() -> CandidPrincipal {
        // At most 29 bytes, so this never throws; the anonymous principal stands in if it did.
        (try? CandidPrincipal(bytes: random.bytes(random.below(30)))) ?? .anonymous
    }
}
