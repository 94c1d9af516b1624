import BigNum
import CBOR
import CryptoPrimitives

/// A value of the Internet Computer's request structures (request contents, delegations, the
/// signed parts of query responses), which are hashed with the "representation-independent
/// hash" and sent as CBOR. One model serves both, so what is signed is what is sent.
public indirect enum RequestValue: Sendable, Hashable {
    case natural(UInt64)
    case blob([UInt8])
    case text(String)
    case array([RequestValue])
    /// Field names are unique; their order does not matter to the hash or the encoding.
    case map([String: RequestValue])

    /// The representation-independent hash (interface specification, "Request ids"): SHA-256 of
    /// the bytes, of the UTF-8, of the LEB128 number, of the concatenated element hashes, or of
    /// the concatenated `H(key) ‖ H(value)` pairs sorted as whole 64-byte strings.
    public var representationIndependentHash: [UInt8] {
        switch self {
        case .natural(let number): return SHA256.hash(data: LEB128.encode(number)).bytes
        case .blob(let bytes): return SHA256.hash(data: bytes).bytes
        case .text(let text): return SHA256.hash(data: Array(text.utf8)).bytes
        case .array(let elements):
            var concatenated: [UInt8] = []
            concatenated.reserveCapacity(elements.count * 32)
            for element in elements { concatenated += element.representationIndependentHash }
            return SHA256.hash(data: concatenated).bytes
        case .map(let fields):
            // Sorted over all 64 bytes of each pair (IcpKit compared only the first byte).
            let pairs = fields.map { key, value in
                SHA256.hash(data: Array(key.utf8)).bytes + value.representationIndependentHash
            }.sorted { $0.lexicographicallyPrecedes($1) }
            return SHA256.hash(data: pairs.flatMap { $0 }).bytes
        }
    }

    /// The CBOR the HTTP interface sends: unsigned integers, byte strings, text, arrays, maps with
    /// text keys (in key order, so equal values encode to equal bytes).
    public var cbor: CBOR {
        switch self {
        case .natural(let number): return .unsigned(number)
        case .blob(let bytes): return .bytes(bytes)
        case .text(let text): return .text(text)
        case .array(let elements): return .array(elements.map(\.cbor))
        case .map(let fields):
            return .map(
                CBORMap(
                    fields.sorted { $0.key < $1.key }.map { CBORMap.Entry(key: .text($0.key), value: $0.value.cbor) }))
        }
    }

    /// Reads CBOR of this shape back (a self-describe tag is looked through); nil for anything
    /// else: negative numbers, floats, non-text map keys, repeated keys.
    public init?(cbor: CBOR) {
        switch cbor {
        case .unsigned(let number): self = .natural(number)
        case .bytes(let bytes): self = .blob(bytes)
        case .text(let text): self = .text(text)
        case .array(let elements):
            var values: [RequestValue] = []
            values.reserveCapacity(elements.count)
            for element in elements {
                guard let value = RequestValue(cbor: element) else { return nil }
                values.append(value)
            }
            self = .array(values)
        case .map(let map):
            var fields: [String: RequestValue] = [:]
            for entry in map.entries {
                guard case .text(let key) = entry.key, fields[key] == nil, let value = RequestValue(cbor: entry.value)
                else { return nil }
                fields[key] = value
            }
            self = .map(fields)
        case .tagged(.selfDescribeCBOR, let content):
            self.init(cbor: content)
        default:
            return nil
        }
    }

    /// The field `name` of a map.
    public subscript(name: String) -> RequestValue? {
        guard case .map(let fields) = self else { return nil }
        return fields[name]
    }
}
