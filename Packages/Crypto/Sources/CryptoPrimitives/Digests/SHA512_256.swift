import COpenSSL

/// SHA-512/256 (FIPS 180-4 §5.3.6): SHA-512 with its own initial value, truncated to 256 bits.
public struct SHA512_256: HashFunction {
    public typealias Digest = HashDigest<SHA512_256>
    public static let byteCount = 32
    public static let blockByteCount = 128

    // The OpenSSL context is a plain C struct held inline: copying the hasher forks the state.
    private var context = SHA512_CTX()

    public init() {
        SHA512_Init(&context)
        // OpenSSL exports no SHA512_256_Init; its own one is SHA512_Init with the FIPS 180-4
        // §5.3.6.2 initial hash value and md_len = 32, which SHA512_Final honours. Same here.
        context.h = (
            0x22312194FC2BF72C, 0x9F555FA3C84C64C2, 0x2393B86B6F53B151, 0x963877195940EABD,
            0x96283EE2A88EFFE3, 0xBE5E1E2553863992, 0x2B0199FC2C85B8AA, 0x0EB72DDC81C52CA2
        )
        context.md_len = 32
    }

    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        guard let base = bufferPointer.baseAddress, !bufferPointer.isEmpty else { return }
        SHA512_Update(&context, base, bufferPointer.count)
    }

    public func finalize() -> Digest {
        var copy = context
        var output = [UInt8](repeating: 0, count: Self.byteCount)
        SHA512_Final(&output, &copy)
        return Digest(unchecked: output)
    }
}
