/// An HMAC output: `H.byteCount` bytes, compared in constant time, printed as hex.
public struct HashedAuthenticationCode<H: HashFunction>: Sendable, Hashable, RandomAccessCollection,
    CustomStringConvertible
{
    /// The MAC bytes.
    public var bytes: [UInt8] { digest.bytes }
    let digest: HashDigest<H>

    init(digest: HashDigest<H>) {
        self.digest = digest
    }

    /// MAC length in bytes.
    public static var byteCount: Int { H.byteCount }

    public var startIndex: Int { 0 }
    public var endIndex: Int { digest.count }
    public subscript(position: Int) -> UInt8 { digest[position] }

    /// Lower-case hex.
    public var hexString: String { digest.hexString }
    public var description: String { "HMAC<\(H.self)>: \(hexString)" }

    public func withUnsafeBytes<Result, Failure: Error>(_ body: (UnsafeRawBufferPointer) throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        try digest.withUnsafeBytes(body)
    }
}
