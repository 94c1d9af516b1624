import ByteTools
import CryptoPrimitives

extension BLS12381.Signing {
    /// A secret scalar, for tests and replica emulators that must certify their own answers.
    /// The scalar is not API: it leaves the key only through ``rawRepresentation``, and never
    /// through `description`, `debugDescription` or reflection.
    ///
    /// Not for protecting real value: scalar multiplication here is plain double-and-add with
    /// data-dependent branches and the key is not wiped from memory.
    public struct PrivateKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
        let scalar: Scalar

        /// A uniformly random nonzero scalar below r (rejection sampling on OpenSSL's DRBG; a
        /// 255-bit draw is below r nine times in ten, so the bounded loop only ends in
        /// `BLSError.invalidScalar` if the random source is broken).
        public init() throws {
            for _ in 0..<128 {
                var bytes = try SecureRandom.bytes(count: 32)
                bytes[0] &= 0x7f
                if let scalar = try? Scalar(bigEndian: bytes), !scalar.isZero {
                    self.scalar = scalar
                    return
                }
            }
            throw BLSError.invalidScalar
        }

        /// 32 big-endian bytes, nonzero and below r.
        public init<Bytes: Collection>(rawRepresentation bytes: Bytes) throws(BLSError) where Bytes.Element == UInt8 {
            let scalar = try Scalar(bigEndian: bytes)
            guard !scalar.isZero else { throw .invalidScalar }
            self.scalar = scalar
        }

        /// The 32 big-endian bytes of the scalar: the secret itself.
        public var rawRepresentation: [UInt8] { scalar.bigEndianBytes }

        /// sk · g2.
        public var publicKey: PublicKey {
            // A nonzero scalar below r times the generator is never the identity.
            PublicKey(unchecked: G2Point.generator.multiplied(by: scalar))
        }

        /// sk · H(message), under the IC ciphersuite.
        public func signature<Message: Collection>(for message: Message) -> Signature where Message.Element == UInt8 {
            Signature(unchecked: HashToG1.hash(message, dst: HashToG1.signatureDST).multiplied(by: scalar))
        }

        public var description: String {
            "BLS12381.Signing.PrivateKey(<redacted>, publicKey: \(Hex.encode(publicKey.rawRepresentation.prefix(8)))…)"
        }
        public var debugDescription: String { description }
        public var customMirror: Mirror { Mirror(self, children: ["publicKey": publicKey], displayStyle: .struct) }
    }
}

extension BLS12381.Signing.Signature {
    init(unchecked point: G1Point) { self.point = point }
}
