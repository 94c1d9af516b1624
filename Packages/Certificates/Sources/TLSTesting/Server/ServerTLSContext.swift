import CLibSSL

/// OpenSSL's server context presenting a chain: the leaf with its key, then the other
/// certificates exactly as given (no chain built from a trust store).
final class ServerTLSContext: @unchecked Sendable {
    // @unchecked: the context is configured in init and only read after; OpenSSL allows one
    // SSL_CTX to make connections on many threads.
    let context: OpaquePointer

    init(chain: [TestIdentity]) throws(LoopbackTLSServerError) {
        guard let leaf = chain.first else { throw .emptyChain }
        guard let context = SSL_CTX_new(TLS_server_method()) else {
            throw .tlsSetupFailed(reason: "SSL_CTX_new: \(OpenSSLErrorText.drain())")
        }
        self.context = context
        _ = clibssl_ctx_set_min_proto_version(context, TLS1_2_VERSION)
        _ = clibssl_ctx_set_mode(context, Int(SSL_MODE_NO_AUTO_CHAIN))
        for (index, identity) in chain.enumerated() {
            let certificate = try Self.certificate(identity)
            defer { X509_free(certificate) }
            // Both calls take a reference of their own.
            let used =
                index == 0
                ? SSL_CTX_use_certificate(context, certificate)
                : Int32(clibssl_ctx_add1_chain_cert(context, certificate))
            guard used == 1 else {
                throw .tlsSetupFailed(reason: "certificate \(index) refused: \(OpenSSLErrorText.drain())")
            }
        }
        let key = try Self.privateKey(leaf)
        defer { EVP_PKEY_free(key) }
        guard SSL_CTX_use_PrivateKey(context, key) == 1, SSL_CTX_check_private_key(context) == 1 else {
            throw .tlsSetupFailed(reason: "the leaf's key was refused: \(OpenSSLErrorText.drain())")
        }
    }

    deinit { SSL_CTX_free(context) }

    private static func certificate(_ identity: TestIdentity) throws(LoopbackTLSServerError) -> OpaquePointer {
        let der: [UInt8]
        do {
            der = try identity.derBytes()
        } catch {
            throw .tlsSetupFailed(reason: "a certificate could not be encoded: \(error)")
        }
        let parsed = der.withUnsafeBufferPointer { buffer -> OpaquePointer? in
            var cursor = buffer.baseAddress
            return d2i_X509(nil, &cursor, buffer.count)
        }
        guard let parsed else {
            throw .tlsSetupFailed(reason: "OpenSSL could not read a certificate: \(OpenSSLErrorText.drain())")
        }
        return parsed
    }

    private static func privateKey(_ identity: TestIdentity) throws(LoopbackTLSServerError) -> OpaquePointer {
        let pem = Array(identity.key.pemRepresentation.utf8)
        let key = pem.withUnsafeBytes { bytes -> OpaquePointer? in
            guard let memory = BIO_new_mem_buf(bytes.baseAddress, Int32(bytes.count)) else { return nil }
            defer { BIO_free(memory) }
            return PEM_read_bio_PrivateKey(memory, nil, nil, nil)
        }
        guard let key else {
            throw .tlsSetupFailed(reason: "OpenSSL could not read the leaf's key: \(OpenSSLErrorText.drain())")
        }
        return key
    }
}
