import ByteTools

/// The output of a ``HashFunction``: exactly `Function.byteCount` bytes.
///
/// A collection of bytes (so `Array(digest)` and `digest.elementsEqual(...)` work), compared in
/// constant time, and printed as lower-case hex.
public struct HashDigest<Function: HashFunction>: Sendable, Hashable, RandomAccessCollection, CustomStringConvertible {
    /// The digest bytes.
    public let bytes: [UInt8]

    /// Wraps bytes that a hash function produced; `nil` unless there are exactly `Function.byteCount`.
    /// For custom ``HashFunction`` conformances.
    public init?<Bytes: Collection>(bytes: Bytes) where Bytes.Element == UInt8 {
        guard bytes.count == Function.byteCount else { return nil }
        self.bytes = Array(bytes)
    }

    init(unchecked bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Digest length in bytes.
    public static var byteCount: Int { Function.byteCount }

    public var startIndex: Int { 0 }
    public var endIndex: Int { bytes.count }
    public subscript(position: Int) -> UInt8 { bytes[position] }

    /// Lower-case hex.
    public var hexString: String { Hex.encode(bytes) }

    public var description: String { "\(Function.self) digest: \(hexString)" }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        constantTimeEquals(lhs.bytes, rhs.bytes)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes)
    }

    public func withUnsafeBytes<Result, Failure: Error>(_ body: (UnsafeRawBufferPointer) throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        let outcome: Swift.Result<Result, Failure> = bytes.withUnsafeBytes { buffer in
            do throws(Failure) { return .success(try body(buffer)) } catch { return .failure(error) }
        }
        return try outcome.get()
    }
}
