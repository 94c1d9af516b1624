import COpenSSL

/// PBKDF2 (RFC 8018 §5.2) with HMAC over any ``HashFunction``; BIP-39 seeds are
/// `PBKDF2<SHA512>` with 2,048 rounds.
public enum PBKDF2<H: HashFunction> {
    /// Largest output accepted: far above any key size, and a bound on what a hostile parameter
    /// can make us allocate.
    public static var maxOutputByteCount: Int { 1 << 20 }

    /// Derives `outputByteCount` bytes from `password` and `salt`.
    ///
    /// - Throws: ``KDFError/invalidRoundCount(_:)`` for `rounds < 1`;
    ///   ``KDFError/invalidOutputByteCount(_:limit:)`` outside `0...maxOutputByteCount`.
    public static func deriveKey<Password: Collection, Salt: Collection>(
        from password: Password, salt: Salt, rounds: Int, outputByteCount: Int
    ) throws(KDFError) -> SymmetricKey where Password.Element == UInt8, Salt.Element == UInt8 {
        guard rounds >= 1 else { throw .invalidRoundCount(rounds) }
        guard outputByteCount >= 0, outputByteCount <= maxOutputByteCount else {
            throw .invalidOutputByteCount(outputByteCount, limit: maxOutputByteCount)
        }
        if rounds <= Int(Int32.max), password.count <= Int(Int32.max), salt.count <= Int(Int32.max),
            let digest = openSSLDigest, let key = openSSLDerive(digest, password, salt, rounds, outputByteCount)
        {
            return key
        }
        let prf = withContiguousBytes(password) { HMAC<H>(keyBytes: $0) }
        var saltedPRF = prf
        saltedPRF.update(data: salt)
        let secret = SecretBytes(count: outputByteCount) { output in
            var blockIndex: UInt32 = 1
            var written = 0
            while written < outputByteCount {
                var first = saltedPRF
                first.update(data: [
                    UInt8(blockIndex >> 24), UInt8(truncatingIfNeeded: blockIndex >> 16),
                    UInt8(truncatingIfNeeded: blockIndex >> 8), UInt8(truncatingIfNeeded: blockIndex),
                ])
                var previous = first.finalize().bytes
                var block = previous
                if rounds > 1 {
                    for _ in 2...rounds {
                        var next = prf
                        previous.withUnsafeBytes { next.update(bufferPointer: $0) }
                        previous = next.finalize().bytes
                        for index in block.indices { block[index] ^= previous[index] }
                    }
                }
                let take = Swift.min(block.count, outputByteCount - written)
                for index in 0..<take { output[written + index] = block[index] }
                written += take
                blockIndex &+= 1
            }
        }
        return SymmetricKey(secret: secret)
    }

    /// OpenSSL's PBKDF2 for the built-in hashes: the same function, several times faster than
    /// the generic loop above in debug builds and without its per-round allocations.
    private static var openSSLDigest: OpaquePointer? {
        switch H.self {
        case is SHA256.Type: return EVP_sha256()
        case is SHA512.Type: return EVP_sha512()
        case is SHA224.Type: return EVP_sha224()
        case is SHA384.Type: return EVP_sha384()
        default: return nil
        }
    }

    private static func openSSLDerive<Password: Collection, Salt: Collection>(
        _ digest: OpaquePointer, _ password: Password, _ salt: Salt, _ rounds: Int, _ outputByteCount: Int
    ) -> SymmetricKey? where Password.Element == UInt8, Salt.Element == UInt8 {
        var status: Int32 = 0
        let secret = SecretBytes(count: outputByteCount) { output in
            guard let target = output.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            status = withContiguousBytes(password) { passwordBytes in
                withContiguousBytes(salt) { saltBytes in
                    PKCS5_PBKDF2_HMAC(
                        passwordBytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(passwordBytes.count),
                        saltBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(saltBytes.count),
                        Int32(rounds), digest, Int32(outputByteCount), target)
                }
            }
        }
        // Zero-length output has no buffer to fill; the generic path handles it.
        return status == 1 ? SymmetricKey(secret: secret) : nil
    }
}
