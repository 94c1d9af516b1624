/// A secret key for HMAC, HKDF and AES, held in memory that is wiped when the key is released.
///
/// Its bytes never appear in `description`, `debugDescription` or reflection; use
/// ``withUnsafeBytes(_:)`` when they must leave.
public struct SymmetricKey: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    let secret: SecretBytes

    /// A key holding a copy of `data` (any length; AES checks its own sizes).
    public init<Bytes: Collection>(data: Bytes) where Bytes.Element == UInt8 {
        secret = SecretBytes(data)
    }

    /// A fresh random key of the given size.
    ///
    /// - Throws: ``CryptoBackendError/randomSourceFailed`` if the random source fails.
    public init(size: SymmetricKeySize) throws(CryptoBackendError) {
        secret = try SecretBytes(count: size.bitCount / 8) { (buffer) throws(CryptoBackendError) in
            try SecureRandom.fill(buffer)
        }
    }

    init(secret: SecretBytes) {
        self.secret = secret
    }

    /// Key length in bits.
    public var bitCount: Int { secret.count * 8 }

    /// Scoped access to the key bytes.
    public func withUnsafeBytes<Result, Failure: Error>(_ body: (UnsafeRawBufferPointer) throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        try secret.withUnsafeBytes(body)
    }

    /// Compared in constant time, so comparing against a guessed key leaks nothing.
    public static func == (lhs: SymmetricKey, rhs: SymmetricKey) -> Bool {
        lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in constantTimeEquals(left, right) } }
    }

    public var description: String { "SymmetricKey(\(bitCount) bits, redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["bitCount": bitCount], displayStyle: .struct) }
}

/// Key sizes for ``SymmetricKey/init(size:)``.
public struct SymmetricKeySize: Sendable, Hashable {
    public let bitCount: Int

    /// Any whole number of bytes; negative sizes give an empty key.
    public init(bitCount: Int) {
        self.bitCount = Swift.max(0, bitCount / 8 * 8)
    }

    public static let bits128 = SymmetricKeySize(bitCount: 128)
    public static let bits192 = SymmetricKeySize(bitCount: 192)
    public static let bits256 = SymmetricKeySize(bitCount: 256)
}
