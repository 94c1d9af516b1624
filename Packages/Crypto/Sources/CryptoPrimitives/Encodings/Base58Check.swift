/// Base58Check: base58 of `payload · SHA-256(SHA-256(payload))[0..<4]`, as BIP-32 extended keys
/// and Bitcoin addresses use.
public enum Base58Check {
    /// Base58Check text of `payload`.
    public static func encode<Bytes: Collection>(_ payload: Bytes) -> String where Bytes.Element == UInt8 {
        let bytes = Array(payload)
        return Base58.encode(bytes + checksum(bytes))
    }

    /// The payload of Base58Check text, after verifying its checksum.
    ///
    /// - Throws: the ``Base58/decode(_:)`` errors, ``EncodingError/tooShortForChecksum(byteCount:)``
    ///   or ``EncodingError/checksumMismatch(expected:found:)``.
    public static func decode(_ text: String) throws(EncodingError) -> [UInt8] {
        let bytes = try Base58.decode(text)
        guard bytes.count >= 4 else { throw .tooShortForChecksum(byteCount: bytes.count) }
        let payload = Array(bytes.dropLast(4))
        let expected = checksum(payload)
        let found = Array(bytes.suffix(4))
        guard constantTimeEquals(expected, found) else { throw .checksumMismatch(expected: expected, found: found) }
        return payload
    }

    static func checksum(_ payload: [UInt8]) -> [UInt8] {
        Array(SHA256.hash(data: SHA256.hash(data: payload).bytes).bytes.prefix(4))
    }
}
