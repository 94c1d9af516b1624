import CryptoPrimitives

/// An EOS public key: a secp256k1 point, read from and written as `EOS…` (legacy) or
/// `PUB_K1_…`.
///
/// Two keys are equal when their 33-byte compressed points are, so the legacy and `PUB_K1_`
/// strings of one key give equal values: compare keys, never key strings. `description` is the
/// legacy form, the one MYKEY's `keydata` rows and most EOS tools print.
public struct EOSPublicKey: Sendable, Hashable, CustomStringConvertible {
    /// The secp256k1 key, for verification with CryptoPrimitives directly.
    public let secp256k1Key: Secp256k1.Signing.PublicKey

    /// Wraps a secp256k1 public key.
    public init(_ key: Secp256k1.Signing.PublicKey) {
        secp256k1Key = key
    }

    /// From `EOS…` or `PUB_K1_…`.
    ///
    /// - Throws: ``EOSKeyError/inputTooLong(length:limit:)``, ``EOSKeyError/wrongPrefix(form:expected:)``,
    ///   ``EOSKeyError/unsupportedKeyType(form:type:)`` for `PUB_R1_`/`PUB_WA_`,
    ///   ``EOSKeyError/invalidBase58(character:position:)``, ``EOSKeyError/wrongLength(form:expected:actual:)``,
    ///   ``EOSKeyError/badChecksum(form:)``, ``EOSKeyError/invalidPointPrefix(_:)``, ``EOSKeyError/notACurvePoint``.
    public init(_ text: String) throws(EOSKeyError) {
        let (form, base58, offset) = try EOSKeyText.split(
            text, form: "public key", typedPrefix: "PUB", legacyPrefix: "EOS")
        let bytes = try EOSKeyText.decodeBase58(base58, offset: offset)
        let suffix = form == .k1 ? "K1" : ""
        let point = try EOSKeyText.openChecksummed(bytes, form: "public key", payloadLength: 33) {
            EOSKeyText.ripemd160Checksum($0, suffix: suffix)
        }
        try self.init(compressedRepresentation: point)
    }

    /// From the 33-byte SEC1 compressed point (`02`/`03` ‖ x).
    ///
    /// - Throws: ``EOSKeyError/wrongLength(form:expected:actual:)``, ``EOSKeyError/invalidPointPrefix(_:)``,
    ///   ``EOSKeyError/notACurvePoint``.
    public init(compressedRepresentation bytes: some Collection<UInt8>) throws(EOSKeyError) {
        guard bytes.count == 33 else { throw .wrongLength(form: "public key", expected: 33, actual: bytes.count) }
        let point = Array(bytes)
        // Checked here rather than left to CryptoPrimitives so that the error names the byte.
        guard point[0] == 0x02 || point[0] == 0x03 else { throw .invalidPointPrefix(point[0]) }
        do throws(KeyError) {
            secp256k1Key = try Secp256k1.Signing.PublicKey(compressedRepresentation: point)
        } catch .backend(let error) {
            throw .backend(error)
        } catch {
            throw .notACurvePoint
        }
    }

    /// The 33-byte SEC1 compressed point; the key's identity.
    public var compressedRepresentation: [UInt8] { secp256k1Key.compressedRepresentation }

    /// `EOS` + base58(point ‖ RIPEMD-160(point)[0..<4]).
    public var legacyString: String {
        EOSKeyText.encode(prefix: "EOS", payload: compressedRepresentation) {
            EOSKeyText.ripemd160Checksum($0, suffix: "")
        }
    }

    /// `PUB_K1_` + base58(point ‖ RIPEMD-160(point ‖ "K1")[0..<4]).
    public var k1String: String {
        EOSKeyText.encode(prefix: "PUB_K1_", payload: compressedRepresentation) {
            EOSKeyText.ripemd160Checksum($0, suffix: "K1")
        }
    }

    /// The legacy `EOS…` form.
    public var description: String { legacyString }
}
