import COpenSSL

/// SHA-256 (FIPS 180-4).
public struct SHA256: HashFunction {
    public typealias Digest = HashDigest<SHA256>
    public static let byteCount = 32
    public static let blockByteCount = 64

    // The OpenSSL context is a plain C struct held inline: copying the hasher forks the state.
    private var context = SHA256_CTX()

    public init() {
        SHA256_Init(&context)
    }

    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        guard let base = bufferPointer.baseAddress, !bufferPointer.isEmpty else { return }
        SHA256_Update(&context, base, bufferPointer.count)
    }

    public func finalize() -> Digest {
        var copy = context
        var output = [UInt8](repeating: 0, count: Self.byteCount)
        SHA256_Final(&output, &copy)
        return Digest(unchecked: output)
    }
}
