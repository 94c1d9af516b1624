/// A cryptographic hash function with one-shot and incremental use, in swift-crypto's shape:
/// `SHA256.hash(data:)`, or `var hasher = SHA256(); hasher.update(data:); hasher.finalize()`.
///
/// The hash types are values: copying one mid-stream forks the computation, which is what
/// HMAC and PBKDF2 use to reuse a keyed prefix. `finalize()` does not consume the hasher.
public protocol HashFunction: Sendable {
    /// Digest length in bytes.
    static var byteCount: Int { get }
    /// Input block length in bytes (HMAC pads keys to it).
    static var blockByteCount: Int { get }
    /// Starts an empty computation.
    init()
    /// Absorbs more input.
    mutating func update(bufferPointer: UnsafeRawBufferPointer)
    /// The digest of everything absorbed so far; the hasher stays usable.
    func finalize() -> HashDigest<Self>
}

extension HashFunction {
    /// Absorbs more input from any byte collection (`[UInt8]`, `ArraySlice`, `Data`, a UTF-8 view...).
    @inlinable
    public mutating func update<Bytes: Collection>(data: Bytes) where Bytes.Element == UInt8 {
        withContiguousBytes(data) { update(bufferPointer: $0) }
    }

    /// The digest of `data` in one call.
    @inlinable
    public static func hash<Bytes: Collection>(data: Bytes) -> HashDigest<Self> where Bytes.Element == UInt8 {
        var hasher = Self()
        hasher.update(data: data)
        return hasher.finalize()
    }
}
