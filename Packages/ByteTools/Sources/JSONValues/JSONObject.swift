/// The members of a JSON object in the order they were written or added, with lookup by key.
///
/// Order is kept because some texts are contracts (a card's answers list their keys in a fixed
/// order) and people read tool output top to bottom; ``JSONFormat/sortsKeys`` writes keys in
/// byte order where a canonical text is wanted instead. Keys are unique: setting an existing key
/// replaces its value in place. Two objects are equal when they map the same keys to equal
/// values, whatever the order — JSON's own meaning of an object. Keys compare as Swift strings,
/// so two keys that differ only in Unicode normalisation are the same key.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection {
    public private(set) var members: [JSONMember] = []
    private var positions: [String: Int] = [:]

    /// An empty object.
    public init() {}

    /// An object from a dictionary, keys in UTF-8 byte order.
    public init(_ dictionary: [String: JSONValue]) {
        for key in dictionary.keys.sorted(by: JSONObject.precedesInByteOrder) {
            append(JSONMember(key, dictionary[key] ?? .null))
        }
    }

    /// An object from members in order; for a repeated key the last value wins, in the first
    /// one's place (as a literal `["a": 1, "a": 2]` would be read).
    public init(_ members: some Sequence<JSONMember>) {
        for member in members { self[member.key] = member.value }
    }

    init(orderedPairs: [(String, JSONValue)]) {
        for (key, value) in orderedPairs { self[key] = value }
    }

    /// The value for `key`; setting nil removes the member, setting a value replaces an existing
    /// member in place or appends a new one.
    public subscript(key: String) -> JSONValue? {
        get { positions[key].map { members[$0].value } }
        set {
            if let position = positions[key] {
                if let newValue {
                    members[position].value = newValue
                } else {
                    members.remove(at: position)
                    positions[key] = nil
                    for index in position..<members.count { positions[members[index].key] = index }
                }
            } else if let newValue {
                append(JSONMember(key, newValue))
            }
        }
    }

    /// The keys in order.
    public var keys: [String] { members.map(\.key) }

    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
    public subscript(position: Int) -> JSONMember { members[position] }

    /// Adds a member whose key is not there yet (the parser checks that first).
    mutating func appendNew(_ member: JSONMember) -> Bool {
        guard positions[member.key] == nil else { return false }
        append(member)
        return true
    }

    private mutating func append(_ member: JSONMember) {
        positions[member.key] = members.count
        members.append(member)
    }

    /// Byte order of UTF-8 keys: `String`'s `<` compares after normalisation, which is not what
    /// "sorted" means on the wire.
    static func precedesInByteOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.count == rhs.count && lhs.members.allSatisfy { rhs[$0.key] == $0.value }
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent, to agree with ==: combine the members' hashes commutatively.
        hasher.combine(count)
        hasher.combine(members.reduce(0) { $0 ^ $1.hashValue })
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Members in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(orderedPairs: elements) }
}
