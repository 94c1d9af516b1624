import ByteTools

/// SLIP-0010: BIP-32-style derivation for other curves. Here for Ed25519, where only hardened
/// children exist (an Ed25519 key is a hash of its seed, so public derivation is impossible).
public enum SLIP10 {
    /// A SLIP-10 Ed25519 extended private key. Secret: `description` shows only public parts.
    public struct Ed25519ExtendedPrivateKey: HierarchicalKey, CustomStringConvertible, CustomDebugStringConvertible,
        CustomReflectable
    {
        public let privateKey: Ed25519.Signing.PrivateKey
        public let chainCode: [UInt8]
        public let depth: UInt8
        public let parentFingerprint: UInt32
        public let childNumber: UInt32

        /// The master key of `seed` (HMAC-SHA512 keyed with "ed25519 seed").
        ///
        /// - Throws: ``HDKeyError/invalidSeedLength(_:)`` outside 16...64 bytes.
        public init<Bytes: Collection>(seed: Bytes) throws(HDKeyError) where Bytes.Element == UInt8 {
            guard (16...64).contains(seed.count) else { throw .invalidSeedLength(seed.count) }
            let (left, right) = BIP32.childHMAC(chainCode: Array("ed25519 seed".utf8), data: Array(seed))
            try self.init(seed: left, chainCode: right, depth: 0, parentFingerprint: 0, childNumber: 0)
        }

        private init(
            seed: SecretBytes, chainCode: [UInt8], depth: UInt8, parentFingerprint: UInt32, childNumber: UInt32
        ) throws(HDKeyError) {
            do { privateKey = try Ed25519.Signing.PrivateKey(seed: seed) } catch { throw .invalidKey(error) }
            self.chainCode = chainCode
            self.depth = depth
            self.parentFingerprint = parentFingerprint
            self.childNumber = childNumber
        }

        public var publicKey: Ed25519.Signing.PublicKey { privateKey.publicKey }

        /// SLIP-10 fingerprint: HASH160 of `0x00 · public key`, first 4 bytes.
        public var fingerprint: UInt32 { BIP32.fingerprint(of: [0] + publicKey.rawRepresentation) }

        /// The hardened child at `component`.
        ///
        /// - Throws: ``HDKeyError/nonHardenedDerivationUnsupported(childNumber:)``, ``HDKeyError/depthExceeded``.
        public func derivedChild(_ component: DerivationPath.Component) throws(HDKeyError) -> Ed25519ExtendedPrivateKey
        {
            guard component.isHardened else {
                throw .nonHardenedDerivationUnsupported(childNumber: component.childNumber)
            }
            guard depth < UInt8.max else { throw .depthExceeded }
            var data = [UInt8(0)] + privateKey.rawRepresentation + bigEndian(component.childNumber)
            let (left, right) = BIP32.childHMAC(chainCode: chainCode, data: data)
            for index in data.indices { data[index] = 0 }
            return try Ed25519ExtendedPrivateKey(
                seed: left, chainCode: right, depth: depth + 1,
                parentFingerprint: fingerprint, childNumber: component.childNumber)
        }

        public var description: String {
            "SLIP10.Ed25519ExtendedPrivateKey(depth: \(depth), childNumber: \(DerivationPath.Component(childNumber: childNumber)), publicKey: \(Hex.encode(publicKey.rawRepresentation)))"
        }
        public var debugDescription: String { description }
        public var customMirror: Mirror {
            Mirror(
                self, children: ["depth": depth, "childNumber": childNumber, "publicKey": publicKey],
                displayStyle: .struct)
        }
    }
}
