/// A stored property held in a heap box, so a struct can contain a field that leads back to
/// itself, which Swift refuses for plain stored properties (the struct would have infinite
/// size):
///
/// ```swift
/// struct Node: Codable {
///     var value: BigInt
///     @CandidIndirect var tail: Node?          // type node = record { value : int; tail : opt node }
/// }
/// ```
///
/// It is what `indirect` is to enum cases. Copies share the box until one is set
/// (copy-on-write), so a value type keeps value semantics.
///
/// Coding is transparent: the wrapper codes exactly as its wrapped value would, so the wire
/// shape is that of `Value`, and an `Optional` wrapped property behaves as a plain optional
/// property does in synthesized `Codable` (`nil` is `null : opt T` in Candid; an absent key
/// decodes as `nil`).
@propertyWrapper
public struct CandidIndirect<Value> {
    /// The value's home on the heap.
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    public var wrappedValue: Value {
        get { box.value }
        set {
            // Copy-on-write: another copy of this wrapper still sees the old value.
            if isKnownUniquelyReferenced(&box) {
                box.value = newValue
            } else {
                box = Box(newValue)
            }
        }
    }
}

// @unchecked: the box is only written through a wrapper that holds the sole reference to it
// (copy-on-write above), so a box reachable from two places, and so from two threads, is never
// written; the value inside is Sendable.
extension CandidIndirect: @unchecked Sendable where Value: Sendable {}

extension CandidIndirect: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue
    }
}

extension CandidIndirect: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension CandidIndirect: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension CandidIndirect: Decodable where Value: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(wrappedValue: try container.decode(Value.self))
    }
}

// Synthesized `Codable` codes a wrapped property with `encode`/`decode`, never the `IfPresent`
// forms it uses for a plain optional property, so without these an absent key would fail to
// decode and a `nil` would be written as an explicit null by other coders. These overloads,
// more specific than the generic ones, are what the synthesized code picks.

extension KeyedDecodingContainer {
    /// A wrapped optional decodes as a plain optional property: absent or null is `nil`.
    public func decode<Wrapped: Decodable>(_: CandidIndirect<Wrapped?>.Type, forKey key: Key) throws -> CandidIndirect<
        Wrapped?
    > {
        CandidIndirect(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// A wrapped optional encodes as a plain optional property (Candid's coders write `nil` as
    /// `null : opt T`).
    public mutating func encode<Wrapped: Encodable>(_ value: CandidIndirect<Wrapped?>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}
