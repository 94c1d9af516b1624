import CryptoPrimitives

/// The activation cryptography of spec §1.1, shared so the client's key derivation and the card's
/// (emulated) checks cannot disagree.
public enum ActivationCryptography {
    /// The AES-128 key: the first 16 bytes of SHA-256(P).
    package static func aesKey(password: [UInt8]) -> SymmetricKey {
        SymmetricKey(data: SHA256.hash(data: password).prefix(16))
    }

    /// B1 = AES-128-CBC(k, IV, P), no padding (128 → 128 bytes); the card's factory data.
    ///
    /// - Throws: ``TonCardProtocolError/invalidLength(field:expected:actual:)`` for a password not
    ///   128 bytes or an IV not 16 bytes.
    public static func encryptedPassword(password: [UInt8], iv: [UInt8]) throws(TonCardProtocolError) -> [UInt8] {
        try checkLength(password, TonCardLimits.passwordLength, "password")
        return try encrypt(password, key: aesKey(password: password), iv: iv)
    }

    /// ECS = AES-128-CBC(k, IV, CS), no padding (32 → 32 bytes).
    ///
    /// - Throws: ``TonCardProtocolError/invalidLength(field:expected:actual:)``.
    public static func encryptedCommonSecret(password: [UInt8], commonSecret: [UInt8], iv: [UInt8])
        throws(TonCardProtocolError) -> [UInt8]
    {
        try checkLength(password, TonCardLimits.passwordLength, "password")
        try checkLength(commonSecret, TonCardLimits.commonSecretLength, "common secret")
        return try encrypt(commonSecret, key: aesKey(password: password), iv: iv)
    }

    /// K_hmac = HMAC-SHA256(key = SHA-256(P), message = CS).
    public static func hmacKey(password: [UInt8], commonSecret: [UInt8]) -> SymmetricKey {
        let key = SymmetricKey(data: SHA256.hash(data: password))
        return SymmetricKey(data: HMAC<SHA256>.authenticationCode(for: commonSecret, using: key).bytes)
    }

    /// A keychain key's id ("hmac"): HMAC-SHA256(K_hmac, key bytes).
    public static func keyIdentifier(of key: [UInt8], hmacKey: SymmetricKey) -> [UInt8] {
        HMAC<SHA256>.authenticationCode(for: key, using: hmacKey).bytes
    }

    private static func encrypt(_ plaintext: [UInt8], key: SymmetricKey, iv: [UInt8]) throws(TonCardProtocolError)
        -> [UInt8]
    {
        try checkLength(iv, TonCardLimits.ivLength, "IV")
        do {
            return try AES.CBC.encrypt(plaintext, using: key, iv: AES.CBC.IV(data: iv), padding: .none)
        } catch {
            // Lengths were checked above, so only a backend failure is left; report it as the
            // length error of the input rather than trapping.
            throw .invalidLength(field: "AES-CBC input", expected: "whole 16-byte blocks", actual: plaintext.count)
        }
    }

    private static func checkLength(_ bytes: [UInt8], _ expected: Int, _ field: String) throws(TonCardProtocolError) {
        guard bytes.count == expected else {
            throw .invalidLength(field: field, expected: "\(expected) bytes", actual: bytes.count)
        }
    }
}
