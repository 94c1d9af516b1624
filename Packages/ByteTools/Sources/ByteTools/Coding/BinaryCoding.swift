extension CodingUserInfoKey {
    /// Set to `true` in `userInfo` by the coders of binary formats (the CBOR package's
    /// `CBOREncoder`/`CBORDecoder`), so that a type with both a textual and a byte form chooses
    /// bytes there and text in JSON: an Internet Computer principal is a CBOR byte string in a
    /// request envelope and `"aaaaa-aa"` in JSON. One key for the whole workspace, here because
    /// every package that encodes or decodes can see ByteTools.
    public static let binaryFormat = CodingUserInfoKey(rawValue: "ByteTools.binaryFormat")!
}

/// Whether the `userInfo` of an `Encoder` or `Decoder` says the format is binary.
public func isBinaryFormat(_ userInfo: [CodingUserInfoKey: Any]) -> Bool {
    userInfo[.binaryFormat] as? Bool == true
}
