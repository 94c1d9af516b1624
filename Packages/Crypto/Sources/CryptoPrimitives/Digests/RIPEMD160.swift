import COpenSSL

/// RIPEMD-160 (Dobbertin, Bosselaers, Preneel). Bitcoin-style HASH160 and EOS key checksums use it.
public struct RIPEMD160: HashFunction {
    public typealias Digest = HashDigest<RIPEMD160>
    public static let byteCount = 20
    public static let blockByteCount = 64

    // The OpenSSL context is a plain C struct held inline: copying the hasher forks the state.
    private var context = RIPEMD160_CTX()

    public init() {
        RIPEMD160_Init(&context)
    }

    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        guard let base = bufferPointer.baseAddress, !bufferPointer.isEmpty else { return }
        RIPEMD160_Update(&context, base, bufferPointer.count)
    }

    public func finalize() -> Digest {
        var copy = context
        var output = [UInt8](repeating: 0, count: Self.byteCount)
        RIPEMD160_Final(&output, &copy)
        return Digest(unchecked: output)
    }
}
