import CryptoPrimitives

/// An EOS private key: a secp256k1 scalar, read from and written as legacy WIF (`5…`) or
/// `PVT_K1_…`.
///
/// Signing (``signature(for:)``) follows the EOSIO canonical-signature rule. The key's bytes
/// never appear in `description`, `debugDescription` or reflection, which show the public key.
public struct EOSPrivateKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The secp256k1 key, held in wiped memory by CryptoPrimitives.
    public let secp256k1Key: Secp256k1.Signing.PrivateKey

    /// The WIF version byte.
    static let wifVersion: UInt8 = 0x80

    /// Wraps a secp256k1 private key.
    public init(_ key: Secp256k1.Signing.PrivateKey) {
        secp256k1Key = key
    }

    /// A fresh random key.
    ///
    /// - Throws: ``EOSKeyError/backend(_:)`` if the random source fails.
    public init() throws(EOSKeyError) {
        do { secp256k1Key = try Secp256k1.Signing.PrivateKey() } catch { throw .backend(error) }
    }

    /// From legacy WIF (`5…`: base58 of `0x80` ‖ scalar ‖ double-SHA-256 checksum) or
    /// `PVT_K1_…` (base58 of scalar ‖ RIPEMD-160(scalar ‖ "K1") checksum).
    ///
    /// Errors never contain the key's characters or bytes, except an offending non-base58
    /// character, which cannot be part of a key.
    ///
    /// - Throws: ``EOSKeyError/inputTooLong(length:limit:)``, ``EOSKeyError/wrongPrefix(form:expected:)``,
    ///   ``EOSKeyError/unsupportedKeyType(form:type:)`` for `PVT_R1_`/`PVT_WA_`,
    ///   ``EOSKeyError/invalidBase58(character:position:)``, ``EOSKeyError/wrongLength(form:expected:actual:)``,
    ///   ``EOSKeyError/badChecksum(form:)``, ``EOSKeyError/wrongVersionByte(found:expected:)``,
    ///   ``EOSKeyError/privateKeyOutOfRange``.
    public init(_ text: String) throws(EOSKeyError) {
        // A WIF of a 0x80-prefixed 37-byte payload always begins with "5", so that is its prefix.
        let (form, base58, offset) = try EOSKeyText.split(
            text, form: "private key", typedPrefix: "PVT", legacyPrefix: "5", legacyPrefixIsBase58: true
        )
        var bytes = try EOSKeyText.decodeBase58(base58, offset: offset)
        // Best effort: Swift arrays may have been copied, but this copy at least does not linger.
        defer { wipe(&bytes) }
        var scalar: [UInt8]
        switch form {
        case .legacy:
            var payload = try EOSKeyText.openChecksummed(
                bytes, form: "WIF private key", payloadLength: 33, checksum: EOSKeyText.doubleSHA256Checksum)
            defer { wipe(&payload) }
            guard payload[0] == Self.wifVersion else {
                throw .wrongVersionByte(found: payload[0], expected: Self.wifVersion)
            }
            scalar = Array(payload[1...])
        case .k1:
            scalar = try EOSKeyText.openChecksummed(bytes, form: "PVT_K1 private key", payloadLength: 32) {
                EOSKeyText.ripemd160Checksum($0, suffix: "K1")
            }
        }
        defer { wipe(&scalar) }
        try self.init(rawRepresentation: scalar)
    }

    /// From the 32-byte big-endian scalar.
    ///
    /// - Throws: ``EOSKeyError/wrongLength(form:expected:actual:)``, ``EOSKeyError/privateKeyOutOfRange``.
    public init(rawRepresentation bytes: some Collection<UInt8>) throws(EOSKeyError) {
        guard bytes.count == 32 else { throw .wrongLength(form: "private key", expected: 32, actual: bytes.count) }
        do throws(KeyError) {
            secp256k1Key = try Secp256k1.Signing.PrivateKey(rawRepresentation: bytes)
        } catch .backend(let error) {
            throw .backend(error)
        } catch {
            // The length was checked above, so the only other refusals are zero and ≥ n.
            throw .privateKeyOutOfRange
        }
    }

    /// The 32-byte scalar. A copy the caller must protect.
    public var rawRepresentation: [UInt8] { secp256k1Key.rawRepresentation }

    /// Legacy WIF: base58(`0x80` ‖ scalar ‖ SHA-256(SHA-256(`0x80` ‖ scalar))[0..<4]), starting with `5`.
    public var wif: String {
        EOSKeyText.encode(
            prefix: "", payload: [Self.wifVersion] + rawRepresentation, checksum: EOSKeyText.doubleSHA256Checksum)
    }

    /// `PVT_K1_` + base58(scalar ‖ RIPEMD-160(scalar ‖ "K1")[0..<4]).
    public var pvtK1String: String {
        EOSKeyText.encode(prefix: "PVT_K1_", payload: rawRepresentation) {
            EOSKeyText.ripemd160Checksum($0, suffix: "K1")
        }
    }

    /// The matching public key.
    public var publicKey: EOSPublicKey { EOSPublicKey(secp256k1Key.publicKey) }

    // MARK: Never reveal the secret

    public var description: String { "EOSPrivateKey(publicKey: \(publicKey.legacyString))" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["publicKey": publicKey], displayStyle: .struct) }
}

/// Overwrites a decoded copy of key material with zeros once it is no longer needed.
private func wipe(_ bytes: inout [UInt8]) {
    for index in bytes.indices { bytes[index] = 0 }
}
