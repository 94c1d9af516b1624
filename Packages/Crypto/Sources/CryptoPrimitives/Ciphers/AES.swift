import COpenSSL

/// AES (FIPS 197) in the two modes the workspace needs: ``GCM`` (authenticated, for storage)
/// and ``CBC`` (with or without PKCS#7 padding, for the TON card's secure channel).
public enum AES {
    /// The OpenSSL cipher for a key size in one mode, or the typed error for a bad key size.
    static func cipher(for key: SymmetricKey, gcm: Bool) throws(CipherError) -> OpaquePointer {
        let found: OpaquePointer?
        switch (key.bitCount, gcm) {
        case (128, true): found = EVP_aes_128_gcm()
        case (192, true): found = EVP_aes_192_gcm()
        case (256, true): found = EVP_aes_256_gcm()
        case (128, false): found = EVP_aes_128_cbc()
        case (192, false): found = EVP_aes_192_cbc()
        case (256, false): found = EVP_aes_256_cbc()
        default: throw .invalidKeySize(bitCount: key.bitCount)
        }
        guard let found else { throw .backend(.callFailed(function: "EVP_aes_*")) }
        return found
    }
}

/// An owned `EVP_CIPHER_CTX`, freed (and so cleared of key schedule) on scope exit.
struct EVPCipherContext: ~Copyable {
    let pointer: OpaquePointer

    init() throws(CipherError) {
        guard let created = EVP_CIPHER_CTX_new() else { throw .backend(.callFailed(function: "EVP_CIPHER_CTX_new")) }
        pointer = created
    }

    deinit {
        EVP_CIPHER_CTX_free(pointer)
    }

    /// Feeds `input` through `EVP_CipherUpdate` in pieces that fit its `int` length, appending to
    /// `output` at `written`. An empty input is skipped: with GCM, a NULL output means "AAD".
    func update(
        _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer, at written: inout Int,
        function: String
    ) throws(CipherError) {
        var offset = 0
        while offset < input.count {
            let chunk = Swift.min(input.count - offset, 1 << 30)
            var produced: Int32 = 0
            guard let source = input.baseAddress, let target = output.baseAddress,
                EVP_CipherUpdate(
                    pointer, target.advanced(by: written).assumingMemoryBound(to: UInt8.self), &produced,
                    source.advanced(by: offset).assumingMemoryBound(to: UInt8.self), Int32(chunk)) == 1
            else { throw .backend(.callFailed(function: function)) }
            written += Int(produced)
            offset += chunk
        }
    }

    /// Feeds associated data (GCM): `EVP_CipherUpdate` with a NULL output buffer.
    func updateAAD(_ input: UnsafeRawBufferPointer) throws(CipherError) {
        var offset = 0
        while offset < input.count {
            let chunk = Swift.min(input.count - offset, 1 << 30)
            var produced: Int32 = 0
            guard let source = input.baseAddress,
                EVP_CipherUpdate(
                    pointer, nil, &produced, source.advanced(by: offset).assumingMemoryBound(to: UInt8.self),
                    Int32(chunk)) == 1
            else { throw .backend(.callFailed(function: "EVP_CipherUpdate(aad)")) }
            offset += chunk
        }
    }
}
