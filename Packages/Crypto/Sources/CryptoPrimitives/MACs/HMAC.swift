/// HMAC (RFC 2104) over any ``HashFunction``: `HMAC<SHA256>`, `HMAC<SHA512>`...
///
/// Built on the hash types' value semantics: the keyed inner and outer states are computed once
/// and copied, so PBKDF2 and HKDF reuse them instead of re-hashing the key every block.
public struct HMAC<H: HashFunction>: Sendable {
    public typealias MAC = HashedAuthenticationCode<H>

    private var inner: H
    private let outer: H

    /// Starts a MAC computation with `key` (keys longer than a block are hashed first, per RFC 2104).
    public init(key: SymmetricKey) {
        (inner, outer) = key.withUnsafeBytes { Self.keyedStates(key: $0) }
    }

    init(keyBytes: UnsafeRawBufferPointer) {
        (inner, outer) = Self.keyedStates(key: keyBytes)
    }

    private static func keyedStates(key: UnsafeRawBufferPointer) -> (H, H) {
        var block = [UInt8](repeating: 0, count: H.blockByteCount)
        if key.count > H.blockByteCount {
            var hasher = H()
            hasher.update(bufferPointer: key)
            let digest = hasher.finalize()
            for index in 0..<Swift.min(digest.count, block.count) { block[index] = digest[index] }
        } else {
            for index in 0..<key.count { block[index] = key[index] }
        }
        var inner = H()
        var outer = H()
        var pad = block.map { $0 ^ 0x36 }
        pad.withUnsafeBytes { inner.update(bufferPointer: $0) }
        for index in pad.indices { pad[index] = block[index] ^ 0x5c }
        pad.withUnsafeBytes { outer.update(bufferPointer: $0) }
        // The padded key is secret; clear the temporaries rather than leave them to the allocator.
        for index in pad.indices {
            pad[index] = 0
            block[index] = 0
        }
        return (inner, outer)
    }

    /// Absorbs more message bytes.
    public mutating func update<Bytes: Collection>(data: Bytes) where Bytes.Element == UInt8 {
        inner.update(data: data)
    }

    mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        inner.update(bufferPointer: bufferPointer)
    }

    /// The MAC of everything absorbed so far; the computation stays usable.
    public func finalize() -> MAC {
        var outer = self.outer
        inner.finalize().withUnsafeBytes { outer.update(bufferPointer: $0) }
        return MAC(digest: outer.finalize())
    }

    /// The MAC of `data` under `key` in one call.
    public static func authenticationCode<Bytes: Collection>(for data: Bytes, using key: SymmetricKey) -> MAC
    where Bytes.Element == UInt8 {
        var hmac = Self(key: key)
        hmac.update(data: data)
        return hmac.finalize()
    }

    /// Whether `authenticationCode` is the MAC of `data` under `key`, compared in constant time.
    /// A code of the wrong length is simply not valid.
    public static func isValidAuthenticationCode<Code: Collection, Bytes: Collection>(
        _ authenticationCode: Code, authenticating data: Bytes, using key: SymmetricKey
    ) -> Bool where Code.Element == UInt8, Bytes.Element == UInt8 {
        constantTimeEquals(Self.authenticationCode(for: data, using: key).bytes, authenticationCode)
    }
}
