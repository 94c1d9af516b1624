import ByteTools

extension AES.GCM {
    /// A GCM nonce (IV). 12 bytes is the standard and the only size that ``SealedBox/combined``
    /// can carry; other sizes (1...128 bytes) are accepted for interoperability and test vectors.
    public struct Nonce: Sendable, Hashable, CustomStringConvertible {
        /// Largest nonce accepted: OpenSSL keeps at most 1,024 bits of GCM IV (GCM_IV_MAX_SIZE).
        public static let maxByteCount = 128

        /// The nonce bytes.
        public let bytes: [UInt8]

        /// A fresh random 12-byte nonce.
        ///
        /// - Throws: ``CipherError/backend(_:)`` if the random source fails.
        public init() throws(CipherError) {
            do {
                bytes = try SecureRandom.bytes(count: 12)
            } catch {
                throw .backend(error)
            }
        }

        /// A nonce with the given bytes.
        ///
        /// - Throws: ``CipherError/invalidNonceSize(byteCount:)`` unless 1...128 bytes.
        public init<Bytes: Collection>(data: Bytes) throws(CipherError) where Bytes.Element == UInt8 {
            guard (1...Self.maxByteCount).contains(data.count) else { throw .invalidNonceSize(byteCount: data.count) }
            bytes = Array(data)
        }

        public var description: String { "AES.GCM.Nonce(\(Hex.encode(bytes)))" }
    }
}
