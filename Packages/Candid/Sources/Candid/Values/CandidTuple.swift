/// A Candid record with positional fields (`record { text; nat }`, field ids 0, 1, …) as a
/// Swift tuple: `CandidTuple<String, BigUInt>`, whose ``elements`` are `(String, BigUInt)`.
///
/// Swift tuples cannot conform to `Codable`, and a generated type needs one for each tuple a
/// `.did` file writes (`vec record { text; Value }` in ICRC-1 metadata, for one). Elements are
/// coded under keys `_0`, `_1`, …, which Candid's coders map to the positional ids 0, 1, …; a
/// missing `Optional` element decodes as `nil`, as a missing `opt` field does. Other coders see
/// an object with those keys.
///
/// ```swift
/// let entry = CandidTuple("icrc1:symbol", "ICP")        // record { text; text }
/// let (key, value) = entry.elements
/// ```
public struct CandidTuple<each Element> {
    public var elements: (repeat each Element)

    public init(_ elements: repeat each Element) {
        self.elements = (repeat each elements)
    }

    /// The key of the element at `position`: `_0`, `_1`, ….
    static func key(_ position: Int) -> CandidCodingKey { CandidCodingKey(stringValue: "_\(position)") }
}

extension CandidTuple: Sendable where repeat each Element: Sendable {}

extension CandidTuple: Equatable where repeat each Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        for (left, right) in repeat (each lhs.elements, each rhs.elements) {
            guard left == right else { return false }
        }
        return true
    }
}

extension CandidTuple: Hashable where repeat each Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        for element in repeat each elements { hasher.combine(element) }
    }
}

extension CandidTuple: Encodable where repeat each Element: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CandidCodingKey.self)
        var position = 0
        for element in repeat each elements {
            try container.encode(element, forKey: Self.key(position))
            position += 1
        }
    }
}

extension CandidTuple: Decodable where repeat each Element: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CandidCodingKey.self)
        var position = 0
        func next<T: Decodable>(_: T.Type) throws -> T {
            defer { position += 1 }
            let key = Self.key(position)
            // As synthesized `Codable` treats an optional property: absent means `nil`.
            if let optionalType = T.self as? any AnyOptional.Type, !container.contains(key),
                let none = optionalType.empty as? T
            {
                return none
            }
            return try container.decode(T.self, forKey: key)
        }
        self.elements = (repeat try next((each Element).self))
    }
}
