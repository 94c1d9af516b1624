import COpenSSL

/// SHA-224 (FIPS 180-4). ICP account identifiers and self-authenticating principals use it.
public struct SHA224: HashFunction {
    public typealias Digest = HashDigest<SHA224>
    public static let byteCount = 28
    public static let blockByteCount = 64

    // The OpenSSL context is a plain C struct held inline: copying the hasher forks the state.
    private var context = SHA256_CTX()

    public init() {
        SHA224_Init(&context)
    }

    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        guard let base = bufferPointer.baseAddress, !bufferPointer.isEmpty else { return }
        SHA224_Update(&context, base, bufferPointer.count)
    }

    public func finalize() -> Digest {
        var copy = context
        var output = [UInt8](repeating: 0, count: Self.byteCount)
        SHA224_Final(&output, &copy)
        return Digest(unchecked: output)
    }
}
