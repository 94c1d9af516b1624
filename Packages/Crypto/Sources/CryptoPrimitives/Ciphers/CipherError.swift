/// Why an AES operation refused its input.
public enum CipherError: Error, Sendable, Hashable, CustomStringConvertible {
    /// AES keys are 128, 192 or 256 bits.
    case invalidKeySize(bitCount: Int)
    /// A GCM nonce must be 1...``AES/GCM/Nonce/maxByteCount`` bytes (12 is the standard size).
    case invalidNonceSize(byteCount: Int)
    /// A CBC initialisation vector must be 16 bytes.
    case invalidIVSize(byteCount: Int)
    /// A GCM tag must be 16 bytes.
    case invalidTagSize(byteCount: Int)
    /// A combined GCM box is a 12-byte nonce, the ciphertext and a 16-byte tag: at least 28 bytes.
    case combinedTooShort(byteCount: Int)
    /// Unpadded CBC input (and any CBC ciphertext) must be a whole number of 16-byte blocks.
    case inputNotBlockAligned(byteCount: Int)
    /// CBC decryption with PKCS#7 padding found no valid padding (wrong key, IV or corrupted data).
    case invalidPadding
    /// GCM decryption: the tag does not match (wrong key, nonce, associated data, or tampering).
    case authenticationFailure
    /// OpenSSL or the random source failed.
    case backend(CryptoBackendError)

    public var description: String {
        switch self {
        case .invalidKeySize(let bits):
            return "AES key of \(bits) bits; expected 128, 192 or 256"
        case .invalidNonceSize(let count):
            return "AES-GCM nonce of \(count) bytes; expected 1...\(AES.GCM.Nonce.maxByteCount) (normally 12)"
        case .invalidIVSize(let count):
            return "AES-CBC IV of \(count) bytes; expected 16"
        case .invalidTagSize(let count):
            return "AES-GCM tag of \(count) bytes; expected 16"
        case .combinedTooShort(let count):
            return "combined AES-GCM box of \(count) bytes; needs at least 28 (12-byte nonce + 16-byte tag)"
        case .inputNotBlockAligned(let count):
            return "AES-CBC input of \(count) bytes is not a whole number of 16-byte blocks"
        case .invalidPadding:
            return "AES-CBC decryption found invalid PKCS#7 padding (wrong key or IV, or corrupted ciphertext)"
        case .authenticationFailure:
            return
                "AES-GCM authentication failed: the tag does not match (wrong key, nonce or associated data, or tampered data)"
        case .backend(let error):
            return error.description
        }
    }
}
