import COpenSSL

/// Hash functions that are broken for security and kept only for protocols that still name them.
/// The namespace says so at every use, as swift-crypto's does.
public enum Insecure {
    /// MD5 (RFC 1321). Collisions are cheap: never use it to authenticate anything. It is here for
    /// identifiers that protocols derive with it, such as MYKEY's simple-mode app key.
    public struct MD5: HashFunction {
        public typealias Digest = HashDigest<MD5>
        public static let byteCount = 16
        public static let blockByteCount = 64

        // A plain C struct held inline, as RIPEMD160 does: copying the hasher forks the state.
        private var context = MD5_CTX()

        public init() {
            MD5_Init(&context)
        }

        public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
            guard let base = bufferPointer.baseAddress, !bufferPointer.isEmpty else { return }
            MD5_Update(&context, base, bufferPointer.count)
        }

        public func finalize() -> Digest {
            var copy = context
            var output = [UInt8](repeating: 0, count: Self.byteCount)
            MD5_Final(&output, &copy)
            return Digest(unchecked: output)
        }
    }
}
