extension AES.GCM {
    /// The result of ``AES/GCM/seal(_:using:nonce:authenticating:)``: nonce, ciphertext and tag.
    public struct SealedBox: Sendable, Hashable {
        public let nonce: Nonce
        public let ciphertext: [UInt8]
        public let tag: [UInt8]

        init(nonce: Nonce, ciphertextBytes: [UInt8], tagBytes: [UInt8]) {
            self.nonce = nonce
            self.ciphertext = ciphertextBytes
            self.tag = tagBytes
        }

        /// Reassembles a box from its parts.
        ///
        /// - Throws: ``CipherError/invalidTagSize(byteCount:)`` unless the tag is 16 bytes.
        public init<Ciphertext: Collection, Tag: Collection>(nonce: Nonce, ciphertext: Ciphertext, tag: Tag)
            throws(CipherError)
        where Ciphertext.Element == UInt8, Tag.Element == UInt8 {
            guard tag.count == AES.GCM.tagByteCount else { throw .invalidTagSize(byteCount: tag.count) }
            self.init(nonce: nonce, ciphertextBytes: Array(ciphertext), tagBytes: Array(tag))
        }

        /// Splits `nonce (12) · ciphertext · tag (16)`, the layout ``combined`` writes.
        ///
        /// - Throws: ``CipherError/combinedTooShort(byteCount:)`` below 28 bytes.
        public init<Bytes: Collection>(combined: Bytes) throws(CipherError) where Bytes.Element == UInt8 {
            let bytes = Array(combined)
            guard bytes.count >= 12 + AES.GCM.tagByteCount else { throw .combinedTooShort(byteCount: bytes.count) }
            let nonce = try Nonce(data: bytes[0..<12])
            self.init(
                nonce: nonce, ciphertextBytes: Array(bytes[12..<(bytes.count - AES.GCM.tagByteCount)]),
                tagBytes: Array(bytes.suffix(AES.GCM.tagByteCount)))
        }

        /// `nonce · ciphertext · tag`, or `nil` when the nonce is not 12 bytes (the split would be ambiguous).
        public var combined: [UInt8]? {
            guard nonce.bytes.count == 12 else { return nil }
            return nonce.bytes + ciphertext + tag
        }
    }
}
