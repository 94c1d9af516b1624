import COpenSSL

extension AES {
    /// AES-GCM (NIST SP 800-38D) with 16-byte tags and optional associated data.
    public enum GCM {
        /// Tag length in bytes.
        public static let tagByteCount = 16

        /// Encrypts and authenticates `message`, and authenticates (without encrypting)
        /// `authenticatedData`. A random 12-byte nonce is drawn when none is given; never reuse
        /// a nonce with the same key.
        ///
        /// - Throws: ``CipherError/invalidKeySize(bitCount:)``, or ``CipherError/backend(_:)``.
        public static func seal<Message: Collection, AAD: Collection>(
            _ message: Message, using key: SymmetricKey, nonce: Nonce? = nil, authenticating authenticatedData: AAD
        ) throws(CipherError) -> SealedBox where Message.Element == UInt8, AAD.Element == UInt8 {
            let cipher = try AES.cipher(for: key, gcm: true)
            let chosenNonce: Nonce
            if let nonce { chosenNonce = nonce } else { chosenNonce = try Nonce() }
            let context = try EVPCipherContext()
            var ciphertext = [UInt8](repeating: 0, count: message.count)
            var tag = [UInt8](repeating: 0, count: tagByteCount)
            let outcome: Result<Void, CipherError> = ciphertext.withUnsafeMutableBytes { output in
                do throws(CipherError) {
                    try start(context, cipher: cipher, key: key, nonce: chosenNonce, encrypting: true)
                    try withContiguousBytes(authenticatedData) { (aad) throws(CipherError) in try context.updateAAD(aad)
                    }
                    var written = 0
                    try withContiguousBytes(message) { (input) throws(CipherError) in
                        try context.update(input, into: output, at: &written, function: "EVP_EncryptUpdate")
                    }
                    var finalLength: Int32 = 0
                    var scratch = [UInt8](repeating: 0, count: 16)
                    guard EVP_EncryptFinal_ex(context.pointer, &scratch, &finalLength) == 1,
                        EVP_CIPHER_CTX_ctrl(context.pointer, EVP_CTRL_GCM_GET_TAG, Int32(tagByteCount), &tag) == 1
                    else { throw .backend(.callFailed(function: "EVP_EncryptFinal_ex")) }
                    return .success(())
                } catch {
                    return .failure(error)
                }
            }
            try outcome.get()
            return SealedBox(nonce: chosenNonce, ciphertextBytes: ciphertext, tagBytes: tag)
        }

        /// ``seal(_:using:nonce:authenticating:)`` without associated data.
        public static func seal<Message: Collection>(
            _ message: Message, using key: SymmetricKey, nonce: Nonce? = nil
        ) throws(CipherError) -> SealedBox where Message.Element == UInt8 {
            try seal(message, using: key, nonce: nonce, authenticating: [UInt8]())
        }

        /// Checks the tag and decrypts. Nothing of the plaintext is returned unless the tag,
        /// key, nonce and associated data all match.
        ///
        /// - Throws: ``CipherError/authenticationFailure`` on any mismatch,
        ///   ``CipherError/invalidKeySize(bitCount:)``, or ``CipherError/backend(_:)``.
        public static func open<AAD: Collection>(
            _ sealedBox: SealedBox, using key: SymmetricKey, authenticating authenticatedData: AAD
        ) throws(CipherError) -> [UInt8] where AAD.Element == UInt8 {
            let cipher = try AES.cipher(for: key, gcm: true)
            let context = try EVPCipherContext()
            var plaintext = [UInt8](repeating: 0, count: sealedBox.ciphertext.count)
            var tag = sealedBox.tag
            let outcome: Result<Void, CipherError> = plaintext.withUnsafeMutableBytes { output in
                do throws(CipherError) {
                    try start(context, cipher: cipher, key: key, nonce: sealedBox.nonce, encrypting: false)
                    try withContiguousBytes(authenticatedData) { (aad) throws(CipherError) in try context.updateAAD(aad)
                    }
                    var written = 0
                    try withContiguousBytes(sealedBox.ciphertext) { (input) throws(CipherError) in
                        try context.update(input, into: output, at: &written, function: "EVP_DecryptUpdate")
                    }
                    guard EVP_CIPHER_CTX_ctrl(context.pointer, EVP_CTRL_GCM_SET_TAG, Int32(tagByteCount), &tag) == 1
                    else {
                        throw .backend(.callFailed(function: "EVP_CIPHER_CTX_ctrl(SET_TAG)"))
                    }
                    var finalLength: Int32 = 0
                    var scratch = [UInt8](repeating: 0, count: 16)
                    guard EVP_DecryptFinal_ex(context.pointer, &scratch, &finalLength) > 0 else {
                        throw .authenticationFailure
                    }
                    return .success(())
                } catch {
                    // Unauthenticated plaintext must not survive in memory either.
                    for index in output.indices { output[index] = 0 }
                    return .failure(error)
                }
            }
            try outcome.get()
            return plaintext
        }

        /// ``open(_:using:authenticating:)`` without associated data.
        public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws(CipherError) -> [UInt8] {
            try open(sealedBox, using: key, authenticating: [UInt8]())
        }

        private static func start(
            _ context: borrowing EVPCipherContext, cipher: OpaquePointer, key: SymmetricKey, nonce: Nonce,
            encrypting: Bool
        ) throws(CipherError) {
            let mode: Int32 = encrypting ? 1 : 0
            guard EVP_CipherInit_ex(context.pointer, cipher, nil, nil, nil, mode) == 1,
                EVP_CIPHER_CTX_ctrl(context.pointer, EVP_CTRL_GCM_SET_IVLEN, Int32(nonce.bytes.count), nil) == 1
            else { throw .backend(.callFailed(function: "EVP_CipherInit_ex(GCM)")) }
            let status = key.withUnsafeBytes { keyBytes in
                nonce.bytes.withUnsafeBytes { nonceBytes in
                    EVP_CipherInit_ex(
                        context.pointer, nil, nil,
                        keyBytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                        nonceBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), mode)
                }
            }
            guard status == 1 else { throw .backend(.callFailed(function: "EVP_CipherInit_ex(key)")) }
        }
    }
}
