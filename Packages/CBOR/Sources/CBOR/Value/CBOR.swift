/// One CBOR data item (RFC 8949 §3), as the generic data model sees it.
///
/// The cases follow the major types, with major type 7 split into its meanings so that code can
/// switch on `true` or `null` directly. What the data model does not distinguish, this type does
/// not store either: the width a number was written in, whether a string or container used an
/// indefinite length, and how a string was chunked are serialisation details. Encoding always
/// writes the preferred serialisation (§4.1); ``CBORWriter`` exists for anyone who needs to
/// write a particular non-preferred form.
///
/// Equality is the data model's: text compares by UTF-8 bytes (not Swift's Unicode canonical
/// equivalence, which would make two different CBOR keys equal), floats compare by bit pattern
/// (so `NaN == NaN` and `0.0 != -0.0`, as a map key must), and maps compare as unordered sets of
/// entries while still iterating in insertion order.
public enum CBOR: Sendable {
    /// Major type 0: an integer `0...UInt64.max`.
    case unsigned(UInt64)
    /// Major type 1: the integer `-1 - n`, so `.negative(0)` is −1 and `.negative(UInt64.max)` is −2^64.
    ///
    /// Storing `n` rather than a signed value keeps the whole wire range without a wider type.
    case negative(UInt64)
    /// Major type 2: a byte string.
    case bytes([UInt8])
    /// Major type 3: a text string (always valid UTF-8).
    case text(String)
    /// Major type 4: an array.
    case array([CBOR])
    /// Major type 5: a map; keys may be any data item and keep their insertion order.
    case map(CBORMap)
    /// Major type 6: a tag and its content. Unknown tags are kept as they are.
    indirect case tagged(CBORTag, CBOR)
    /// Major type 7: a simple value other than `false`, `true`, `null` and `undefined`.
    case simple(CBORSimpleValue)
    /// Simple values 20 and 21.
    case bool(Bool)
    /// Simple value 22.
    case null
    /// Simple value 23.
    case undefined
    /// Major type 7, additional information 25–27: a half, single or double precision float.
    ///
    /// Every half and single value is exactly a `Double`, so one case holds all three; the
    /// encoder writes the shortest width that keeps the value (NaN payloads included).
    case float(Double)
}

extension CBOR {
    /// The major type this item is written with (0–7).
    public var majorType: UInt8 {
        switch self {
        case .unsigned: 0
        case .negative: 1
        case .bytes: 2
        case .text: 3
        case .array: 4
        case .map: 5
        case .tagged: 6
        case .simple, .bool, .null, .undefined, .float: 7
        }
    }
}
