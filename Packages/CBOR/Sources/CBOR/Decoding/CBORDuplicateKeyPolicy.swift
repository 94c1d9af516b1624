/// What the decoder does when a map repeats a key.
///
/// RFC 8949 §5.6 leaves a map with duplicate keys well-formed but invalid, and says a decoder
/// must not silently pick one entry unless the application asks for that. Silently keeping one
/// value is how two parsers of the same message come to disagree, so the default refuses.
public enum CBORDuplicateKeyPolicy: Sendable, Hashable {
    /// Throw ``CBORDecodingError/duplicateMapKey(offset:key:)``. The default.
    case reject
    /// Keep the first entry and ignore later ones.
    case keepFirst
    /// Keep the entry's first position with the value of its last occurrence (like a JSON
    /// object or a Python dict).
    case keepLast
    /// Keep every entry as it appears; ``CBORMap`` then holds repeated keys.
    case keepAll
}
