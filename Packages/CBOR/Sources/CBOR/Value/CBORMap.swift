/// The entries of a CBOR map, in the order they were inserted or decoded.
///
/// CBOR map keys can be any data item, so a Swift `Dictionary` (which also loses order) does not
/// fit. Entries live in one array: decoding appends without hashing, encoding walks them in
/// order, and lookups scan, which is the fastest choice for the small maps CBOR protocols use.
/// Build a `Dictionary` from ``entries`` when a large map needs many lookups.
///
/// Equality ignores order (RFC 8949 maps are unordered): two maps are equal when they hold the
/// same entries. A map normally has unique keys; the decoder enforces that by default, and
/// ``CBORDuplicateKeyPolicy/keepAll`` is the only way to get repeated keys from input.
public struct CBORMap: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// One key/value pair.
    public struct Entry: Sendable, Hashable {
        public var key: CBOR
        public var value: CBOR

        public init(key: CBOR, value: CBOR) {
            self.key = key
            self.value = value
        }
    }

    /// All entries in order. Mutating this directly can introduce repeated keys; the subscript
    /// never does.
    public var entries: [Entry]

    public init() {
        entries = []
    }

    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    public init<Pairs: Sequence>(_ pairs: Pairs) where Pairs.Element == (CBOR, CBOR) {
        entries = pairs.map { Entry(key: $0.0, value: $0.1) }
    }

    /// Keeps the literal's order, so `["b": 1, "a": 2]` encodes `b` first unless deterministic
    /// encoding is asked for.
    public init(dictionaryLiteral elements: (CBOR, CBOR)...) {
        entries = elements.map { Entry(key: $0.0, value: $0.1) }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    public var keys: [CBOR] { entries.map(\.key) }
    public var values: [CBOR] { entries.map(\.value) }

    public func makeIterator() -> IndexingIterator<[Entry]> {
        entries.makeIterator()
    }

    /// Position of the first entry whose key equals `key`.
    public func index(forKey key: CBOR) -> Int? {
        entries.firstIndex { $0.key == key }
    }

    /// The value for `key`. Setting replaces the value in place (keeping the entry's position),
    /// appends a new entry, or with `nil` removes the entry.
    public subscript(key: CBOR) -> CBOR? {
        get {
            // Text keys are by far the most common; comparing UTF-8 directly skips the generic
            // equality switch.
            if case .text(let wanted) = key {
                for entry in entries {
                    if case .text(let candidate) = entry.key, utf8Equal(candidate, wanted) { return entry.value }
                }
                return nil
            }
            return entries.first { $0.key == key }?.value
        }
        set {
            if let index = index(forKey: key) {
                if let newValue {
                    entries[index].value = newValue
                } else {
                    entries.remove(at: index)
                }
            } else if let newValue {
                entries.append(Entry(key: key, value: newValue))
            }
        }
    }
}
