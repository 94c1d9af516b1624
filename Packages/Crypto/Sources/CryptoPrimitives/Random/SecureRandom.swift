import COpenSSL

/// Cryptographically secure random bytes from OpenSSL's DRBG (seeded from the kernel's getrandom).
public enum SecureRandom {
    /// `count` random bytes; a negative count gives none.
    ///
    /// - Throws: ``CryptoBackendError/randomSourceFailed`` when OpenSSL cannot produce randomness
    ///   (for example, no entropy source); never returns predictable bytes instead.
    public static func bytes(count: Int) throws(CryptoBackendError) -> [UInt8] {
        guard count > 0 else { return [] }
        var output = [UInt8](repeating: 0, count: count)
        let filled = output.withUnsafeMutableBytes { buffer in (try? fill(buffer)) != nil }
        guard filled else { throw .randomSourceFailed }
        return output
    }

    /// Fills `buffer` with random bytes in place (used for secrets, so they never pass through an array).
    static func fill(_ buffer: UnsafeMutableRawBufferPointer) throws(CryptoBackendError) {
        // RAND_bytes takes an `int` length, so very large requests are filled in chunks.
        var offset = 0
        while offset < buffer.count {
            let chunk = Swift.min(buffer.count - offset, 1 << 30)
            guard let base = buffer.baseAddress,
                RAND_bytes(base.advanced(by: offset).assumingMemoryBound(to: UInt8.self), Int32(chunk)) == 1
            else { throw .randomSourceFailed }
            offset += chunk
        }
    }
}

/// A `RandomNumberGenerator` backed by OpenSSL's DRBG, for `shuffled(using:)`, `random(in:using:)`
/// and the like. `next()` cannot throw, so if OpenSSL's random source fails it falls back to the
/// standard library's `SystemRandomNumberGenerator` (the kernel's getrandom), also secure.
public struct SecureRandomNumberGenerator: RandomNumberGenerator, Sendable {
    public init() {}

    public mutating func next() -> UInt64 {
        var value: UInt64 = 0
        let status = withUnsafeMutableBytes(of: &value) { buffer in
            RAND_bytes(buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(buffer.count))
        }
        if status == 1 { return value }
        var system = SystemRandomNumberGenerator()
        return system.next()
    }
}
