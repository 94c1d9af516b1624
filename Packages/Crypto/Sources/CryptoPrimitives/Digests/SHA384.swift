import COpenSSL

/// SHA-384 (FIPS 180-4).
public struct SHA384: HashFunction {
    public typealias Digest = HashDigest<SHA384>
    public static let byteCount = 48
    public static let blockByteCount = 128

    // The OpenSSL context is a plain C struct held inline: copying the hasher forks the state.
    private var context = SHA512_CTX()

    public init() {
        SHA384_Init(&context)
    }

    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        guard let base = bufferPointer.baseAddress, !bufferPointer.isEmpty else { return }
        SHA384_Update(&context, base, bufferPointer.count)
    }

    public func finalize() -> Digest {
        var copy = context
        var output = [UInt8](repeating: 0, count: Self.byteCount)
        SHA384_Final(&output, &copy)
        return Digest(unchecked: output)
    }
}
