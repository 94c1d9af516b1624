import COpenSSL

/// An owned OpenSSL `EVP_PKEY` for Ed25519.
///
/// `@unchecked Sendable` because `OpaquePointer` is not. Invariant: the key is created in
/// `init`, never modified, and freed in `deinit`; OpenSSL 3 allows one `EVP_PKEY` to be used by
/// concurrent signing and verifying operations, each with its own `EVP_MD_CTX`.
final class EVPKey: @unchecked Sendable {
    let pointer: OpaquePointer

    /// A private key from a 32-byte seed.
    init(privateSeed seed: SecretBytes) throws(CryptoBackendError) {
        let created = seed.withUnsafePointer { EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nil, $0, seed.count) }
        guard let created else { throw .callFailed(function: "EVP_PKEY_new_raw_private_key") }
        pointer = created
    }

    /// A public key from 32 bytes: OpenSSL's verification, kept as the reference the tests hold
    /// the Swift one (`Ed25519Verification`) to.
    init(publicKey bytes: [UInt8]) throws(CryptoBackendError) {
        guard let created = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nil, bytes, bytes.count) else {
            throw .callFailed(function: "EVP_PKEY_new_raw_public_key")
        }
        pointer = created
    }

    deinit {
        // EVP_PKEY_free clears the private key material before releasing it.
        EVP_PKEY_free(pointer)
    }

    var rawPublicKey: [UInt8]? {
        var output = [UInt8](repeating: 0, count: 32)
        var length = 32
        guard EVP_PKEY_get_raw_public_key(pointer, &output, &length) == 1, length == 32 else { return nil }
        return output
    }

    /// A one-shot Ed25519 signature (`EVP_DigestSign` with no digest: Ed25519 hashes internally).
    func sign(_ message: UnsafeRawBufferPointer) throws(CryptoBackendError) -> [UInt8] {
        guard let context = EVP_MD_CTX_new() else { throw .callFailed(function: "EVP_MD_CTX_new") }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestSignInit(context, nil, nil, nil, pointer) == 1 else {
            throw .callFailed(function: "EVP_DigestSignInit")
        }
        var signature = [UInt8](repeating: 0, count: 64)
        var length = 64
        let status = withNonNullBase(message) { EVP_DigestSign(context, &signature, &length, $0, message.count) }
        guard status == 1, length == 64 else { throw .callFailed(function: "EVP_DigestSign") }
        return signature
    }

    func verify(_ signature: UnsafeRawBufferPointer, message: UnsafeRawBufferPointer) -> Bool {
        guard signature.count == 64, let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestVerifyInit(context, nil, nil, nil, pointer) == 1 else { return false }
        let status = withNonNullBase(signature) { signatureBase in
            withNonNullBase(message) { EVP_DigestVerify(context, signatureBase, signature.count, $0, message.count) }
        }
        return status == 1
    }

    /// OpenSSL wants a real pointer even for an empty message; an empty buffer may have none.
    private func withNonNullBase<Result>(_ buffer: UnsafeRawBufferPointer, _ body: (UnsafePointer<UInt8>) -> Result)
        -> Result
    {
        if let base = buffer.baseAddress {
            return body(base.assumingMemoryBound(to: UInt8.self))
        }
        var placeholder: UInt8 = 0
        return Swift.withUnsafePointer(to: &placeholder) { body($0) }
    }
}
