import ByteTools
import COpenSSL

extension AES {
    /// AES-CBC (NIST SP 800-38A). Not authenticated: pair it with a MAC (the TON card uses HMAC-SHA256).
    public enum CBC {
        /// Block (and IV) size in bytes.
        public static let blockByteCount = 16

        /// How the last block is filled.
        public enum Padding: Sendable, Hashable {
            /// PKCS#7 (RFC 5652 §6.3): always adds 1...16 bytes.
            case pkcs7
            /// No padding: the input must already be whole blocks (the TON card's protocol).
            case none
        }

        /// A 16-byte initialisation vector.
        public struct IV: Sendable, Hashable, CustomStringConvertible {
            public let bytes: [UInt8]

            /// A fresh random IV.
            ///
            /// - Throws: ``CipherError/backend(_:)`` if the random source fails.
            public init() throws(CipherError) {
                do {
                    bytes = try SecureRandom.bytes(count: 16)
                } catch {
                    throw .backend(error)
                }
            }

            /// - Throws: ``CipherError/invalidIVSize(byteCount:)`` unless exactly 16 bytes.
            public init<Bytes: Collection>(data: Bytes) throws(CipherError) where Bytes.Element == UInt8 {
                guard data.count == 16 else { throw .invalidIVSize(byteCount: data.count) }
                bytes = Array(data)
            }

            public var description: String { "AES.CBC.IV(\(Hex.encode(bytes)))" }
        }

        /// Encrypts `plaintext`.
        ///
        /// - Throws: ``CipherError/inputNotBlockAligned(byteCount:)`` for unpadded input that is
        ///   not whole blocks; ``CipherError/invalidKeySize(bitCount:)``.
        public static func encrypt<Bytes: Collection>(
            _ plaintext: Bytes, using key: SymmetricKey, iv: IV, padding: Padding = .pkcs7
        ) throws(CipherError) -> [UInt8] where Bytes.Element == UInt8 {
            if padding == .none, plaintext.count % blockByteCount != 0 {
                throw .inputNotBlockAligned(byteCount: plaintext.count)
            }
            let extra = padding == .pkcs7 ? blockByteCount - plaintext.count % blockByteCount : 0
            return try withContiguousBytes(plaintext) { (input) throws(CipherError) in
                try run(
                    input, key: key, iv: iv, padding: padding, encrypting: true, outputCapacity: input.count + extra)
            }
        }

        /// Decrypts `ciphertext` and, with `.pkcs7`, checks and removes the padding.
        ///
        /// - Throws: ``CipherError/inputNotBlockAligned(byteCount:)`` (with padding, also for
        ///   empty input); ``CipherError/invalidPadding``; ``CipherError/invalidKeySize(bitCount:)``.
        ///   Report padding failures to remote parties no differently from MAC failures, or the
        ///   difference becomes a padding oracle.
        public static func decrypt<Bytes: Collection>(
            _ ciphertext: Bytes, using key: SymmetricKey, iv: IV, padding: Padding = .pkcs7
        ) throws(CipherError) -> [UInt8] where Bytes.Element == UInt8 {
            guard ciphertext.count % blockByteCount == 0, padding == .none || !ciphertext.isEmpty else {
                throw .inputNotBlockAligned(byteCount: ciphertext.count)
            }
            return try withContiguousBytes(ciphertext) { (input) throws(CipherError) in
                try run(
                    input, key: key, iv: iv, padding: padding, encrypting: false,
                    outputCapacity: input.count + blockByteCount)
            }
        }

        private static func run(
            _ input: UnsafeRawBufferPointer, key: SymmetricKey, iv: IV, padding: Padding, encrypting: Bool,
            outputCapacity: Int
        ) throws(CipherError) -> [UInt8] {
            let cipher = try AES.cipher(for: key, gcm: false)
            let context = try EVPCipherContext()
            var output = [UInt8](repeating: 0, count: outputCapacity)
            let outcome: Result<Int, CipherError> = output.withUnsafeMutableBytes { buffer in
                do throws(CipherError) {
                    let mode: Int32 = encrypting ? 1 : 0
                    let status = key.withUnsafeBytes { keyBytes in
                        iv.bytes.withUnsafeBytes { ivBytes in
                            EVP_CipherInit_ex(
                                context.pointer, cipher, nil,
                                keyBytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                ivBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), mode)
                        }
                    }
                    guard status == 1, EVP_CIPHER_CTX_set_padding(context.pointer, padding == .pkcs7 ? 1 : 0) == 1
                    else {
                        throw .backend(.callFailed(function: "EVP_CipherInit_ex(CBC)"))
                    }
                    var written = 0
                    try context.update(input, into: buffer, at: &written, function: "EVP_CipherUpdate")
                    var finalLength: Int32 = 0
                    guard let base = buffer.baseAddress,
                        EVP_CipherFinal_ex(
                            context.pointer, base.advanced(by: written).assumingMemoryBound(to: UInt8.self),
                            &finalLength) == 1
                    else {
                        // Only decryption's padding check can fail here for well-formed lengths.
                        for index in buffer.indices { buffer[index] = 0 }
                        throw encrypting ? .backend(.callFailed(function: "EVP_EncryptFinal_ex")) : .invalidPadding
                    }
                    return .success(written + Int(finalLength))
                } catch {
                    return .failure(error)
                }
            }
            let length = try outcome.get()
            output.removeSubrange(length...)
            return output
        }
    }
}
