import CLibSSL

/// The certificates a server presented, as OpenSSL hands them to the verification callback.
enum PresentedChain {
    /// Each certificate in DER, leaf first, nil for one OpenSSL could not encode: on a client,
    /// the store's untrusted stack is the chain exactly as the server sent it, its leaf included.
    static func der(in store: OpaquePointer) -> [[UInt8]?] {
        guard let stack = X509_STORE_CTX_get0_untrusted(store) else {
            return X509_STORE_CTX_get0_cert(store).map { [der(of: $0)] } ?? []
        }
        return (0..<clibssl_stack_count(stack)).map { index in
            clibssl_stack_value(stack, index).flatMap(der(of:))
        }
    }

    private static func der(of certificate: OpaquePointer) -> [UInt8]? {
        let length = i2d_X509(certificate, nil)
        guard length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let written = bytes.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var cursor = buffer.baseAddress
            return i2d_X509(certificate, &cursor)
        }
        return written == length ? bytes : nil
    }
}
