import CryptoPrimitives

/// The string forms EOS keys and signatures share: a prefix, then base58 of a payload followed
/// by a 4-byte checksum.
///
/// | form | prefix | payload | checksum |
/// |---|---|---|---|
/// | legacy public key | `EOS` | 33-byte point | RIPEMD-160(point) |
/// | public key | `PUB_K1_` | 33-byte point | RIPEMD-160(point ‖ "K1") |
/// | legacy private key (WIF) | none (starts with `5`) | `0x80` ‖ 32-byte scalar | SHA-256(SHA-256(payload)) |
/// | private key | `PVT_K1_` | 32-byte scalar | RIPEMD-160(scalar ‖ "K1") |
/// | signature | `SIG_K1_` | header ‖ r ‖ s (65 bytes) | RIPEMD-160(signature ‖ "K1") |
public enum EOSKeyText {
    /// The longest string any parser in this module reads, checked before base58 decoding
    /// (whose cost is quadratic in the length). The longest valid form, a `SIG_K1_` string, has
    /// about 101 characters; 256 leaves room without letting a hostile caller burn CPU.
    public static let maxLength = 256

    /// Which of the two string forms a parsed string used.
    enum Form {
        /// `EOS…` for public keys, WIF for private keys.
        case legacy
        /// `PUB_K1_…`, `PVT_K1_…`, `SIG_K1_…`.
        case k1
    }

    /// Key types of the typed forms that exist but this module does not support, so that they
    /// get a precise error rather than "wrong prefix".
    static let unsupportedTypes = ["R1", "WA"]

    /// Splits `text` into its form and the base58 text after the prefix, and where that begins.
    ///
    /// - Parameters:
    ///   - form: what is being parsed, for errors ("public key").
    ///   - typedPrefix: `PUB`, `PVT` or `SIG`; the typed form is `<typedPrefix>_K1_`.
    ///   - legacyPrefix: the legacy form's prefix, or nil when there is none.
    ///   - legacyPrefixIsBase58: whether the legacy prefix is the first base58 character of the
    ///     payload itself (WIF's `5`, which is what the `0x80` version byte encodes to).
    static func split(
        _ text: String, form: String, typedPrefix: String, legacyPrefix: String?, legacyPrefixIsBase58: Bool = false
    ) throws(EOSKeyError) -> (form: Form, base58: String, offset: Int) {
        let scalars = text.unicodeScalars
        guard scalars.count <= maxLength else { throw .inputTooLong(length: scalars.count, limit: maxLength) }
        // Prefixes are ASCII, so comparing Unicode scalars is exact (and unlike Character
        // comparison, a combining mark after the prefix cannot merge into it).
        func starts(with prefix: String) -> Bool { scalars.starts(with: prefix.unicodeScalars) }
        func rest(after prefix: String) -> (String, Int) {
            let count = prefix.unicodeScalars.count
            return (String(String.UnicodeScalarView(scalars.dropFirst(count))), count)
        }
        let k1Prefix = typedPrefix + "_K1_"
        if starts(with: k1Prefix) {
            let (base58, offset) = rest(after: k1Prefix)
            return (.k1, base58, offset)
        }
        for type in unsupportedTypes where starts(with: typedPrefix + "_" + type + "_") {
            throw .unsupportedKeyType(form: form, type: type)
        }
        if let legacyPrefix, starts(with: legacyPrefix) {
            if legacyPrefixIsBase58 { return (.legacy, text, 0) }
            let (base58, offset) = rest(after: legacyPrefix)
            return (.legacy, base58, offset)
        }
        throw .wrongPrefix(form: form, expected: [legacyPrefix, k1Prefix].compactMap { $0 })
    }

    /// The bytes of base58 text that started at character `offset` of the original string.
    static func decodeBase58(_ text: String, offset: Int) throws(EOSKeyError) -> [UInt8] {
        do throws(EncodingError) {
            return try Base58.decode(text)
        } catch .invalidCharacter(_, let character, let position) {
            throw .invalidBase58(character: character, position: offset + position)
        } catch {
            // `split` already capped the length far below Base58's own limit, and Base58.decode
            // throws nothing else; reported as a length problem should that ever change.
            throw .inputTooLong(length: text.unicodeScalars.count + offset, limit: maxLength)
        }
    }

    /// Checks that `bytes` is `payloadLength` bytes plus a 4-byte checksum that `checksum`
    /// computes from the payload, and returns the payload.
    static func openChecksummed(
        _ bytes: [UInt8], form: String, payloadLength: Int, checksum: ([UInt8]) -> [UInt8]
    ) throws(EOSKeyError) -> [UInt8] {
        guard bytes.count == payloadLength + 4 else {
            throw .wrongLength(form: form, expected: payloadLength + 4, actual: bytes.count)
        }
        let payload = Array(bytes[0..<payloadLength])
        guard checksum(payload) == Array(bytes[payloadLength...]) else { throw .badChecksum(form: form) }
        return payload
    }

    /// `prefix` followed by base58 of `payload ‖ checksum(payload)`.
    static func encode(prefix: String, payload: [UInt8], checksum: ([UInt8]) -> [UInt8]) -> String {
        prefix + Base58.encode(payload + checksum(payload))
    }

    /// The first 4 bytes of RIPEMD-160(`payload` ‖ `suffix`): `suffix` is "" for the legacy
    /// public key and the key type ("K1") for the typed forms.
    static func ripemd160Checksum(_ payload: [UInt8], suffix: String) -> [UInt8] {
        Array(RIPEMD160.hash(data: payload + Array(suffix.utf8)).prefix(4))
    }

    /// The first 4 bytes of SHA-256(SHA-256(`payload`)), the WIF (Base58Check) checksum.
    static func doubleSHA256Checksum(_ payload: [UInt8]) -> [UInt8] {
        Array(SHA256.hash(data: SHA256.hash(data: payload)).prefix(4))
    }
}
