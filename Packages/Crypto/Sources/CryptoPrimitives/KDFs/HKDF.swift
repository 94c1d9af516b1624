/// HKDF (RFC 5869) over any ``HashFunction``, in swift-crypto's shape: ``extract(inputKeyMaterial:salt:)``,
/// ``expand(pseudoRandomKey:info:outputByteCount:)`` and ``deriveKey(inputKeyMaterial:salt:info:outputByteCount:)``.
public enum HKDF<H: HashFunction> {
    /// RFC 5869 limits the output to 255 hash blocks.
    public static var maxOutputByteCount: Int { 255 * H.byteCount }

    /// HKDF-Extract: `HMAC(salt, IKM)`. An empty salt means `HashLen` zero bytes, as the RFC says.
    public static func extract<Salt: Collection>(inputKeyMaterial: SymmetricKey, salt: Salt)
        -> HashedAuthenticationCode<H>
    where Salt.Element == UInt8 {
        var hmac = withContiguousBytes(salt) { HMAC<H>(keyBytes: $0) }
        inputKeyMaterial.withUnsafeBytes { hmac.update(bufferPointer: $0) }
        return hmac.finalize()
    }

    /// HKDF-Expand: `outputByteCount` bytes from a pseudorandom key and context `info`.
    ///
    /// - Throws: ``KDFError/invalidOutputByteCount(_:limit:)`` outside `0...255·HashLen`.
    public static func expand<PRK: Collection, Info: Collection>(
        pseudoRandomKey: PRK, info: Info, outputByteCount: Int
    ) throws(KDFError) -> SymmetricKey where PRK.Element == UInt8, Info.Element == UInt8 {
        guard outputByteCount >= 0, outputByteCount <= maxOutputByteCount else {
            throw .invalidOutputByteCount(outputByteCount, limit: maxOutputByteCount)
        }
        let prf = withContiguousBytes(pseudoRandomKey) { HMAC<H>(keyBytes: $0) }
        let infoBytes = Array(info)
        let secret = SecretBytes(count: outputByteCount) { output in
            var previous: [UInt8] = []
            var counter: UInt8 = 1
            var written = 0
            while written < outputByteCount {
                var hmac = prf
                hmac.update(data: previous)
                hmac.update(data: infoBytes)
                hmac.update(data: CollectionOfOne(counter))
                previous = hmac.finalize().bytes
                let take = Swift.min(previous.count, outputByteCount - written)
                for index in 0..<take { output[written + index] = previous[index] }
                written += take
                counter &+= 1
            }
        }
        return SymmetricKey(secret: secret)
    }

    /// Extract then expand in one call.
    public static func deriveKey<Salt: Collection, Info: Collection>(
        inputKeyMaterial: SymmetricKey, salt: Salt, info: Info, outputByteCount: Int
    ) throws(KDFError) -> SymmetricKey where Salt.Element == UInt8, Info.Element == UInt8 {
        let prk = extract(inputKeyMaterial: inputKeyMaterial, salt: salt)
        return try expand(pseudoRandomKey: prk.bytes, info: info, outputByteCount: outputByteCount)
    }

    /// Extract then expand with no salt (HashLen zero bytes).
    public static func deriveKey<Info: Collection>(
        inputKeyMaterial: SymmetricKey, info: Info, outputByteCount: Int
    ) throws(KDFError) -> SymmetricKey where Info.Element == UInt8 {
        try deriveKey(inputKeyMaterial: inputKeyMaterial, salt: [UInt8](), info: info, outputByteCount: outputByteCount)
    }
}
