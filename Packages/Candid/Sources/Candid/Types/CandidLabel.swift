/// A record field or variant tag. On the wire only the 32-bit id travels; a name is kept when
/// it is known so that values and types print the way they were written.
public enum CandidLabel: Sendable, CustomStringConvertible {
    /// A textual name; its id is ``CandidLabel/hash(_:)`` of the name.
    case named(String)
    /// A numeric id written explicitly (`record { 1 : nat }`) or read from the wire.
    case id(UInt32)
    /// A positional field of a tuple shorthand (`record { nat; text }`), numbered from 0.
    case unnamed(UInt32)

    /// The id the label has on the wire.
    public var id: UInt32 {
        switch self {
        case .named(let name): return CandidLabel.hash(name)
        case .id(let id), .unnamed(let id): return id
        }
    }

    /// The name, when one is known.
    public var name: String? {
        if case .named(let name) = self { return name }
        return nil
    }

    /// The Candid field hash: `h = h * 223 + byte` over the UTF-8 bytes, modulo 2^32.
    public static func hash(_ name: String) -> UInt32 {
        // Over the string's own bytes where it has them contiguous (native strings do): a
        // plain loop, where iterating the UTF-8 view checks the string's form at every byte.
        if let hash = name.utf8.withContiguousStorageIfAvailable(hash(utf8:)) { return hash }
        return hash(utf8: name.utf8)
    }

    private static func hash<Bytes: Sequence<UInt8>>(utf8 bytes: Bytes) -> UInt32 {
        var result: UInt32 = 0
        for byte in bytes { result = result &* 223 &+ UInt32(byte) }
        return result
    }

    public var description: String {
        switch self {
        case .named(let name): return CandidText.quoteIfNeeded(name)
        case .id(let id), .unnamed(let id): return String(id)
        }
    }
}

// Labels are equal when their wire ids are: `foo` and `5097222` are the same field.
extension CandidLabel: Hashable {
    public static func == (lhs: CandidLabel, rhs: CandidLabel) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension CandidLabel: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .named(value) }
}
