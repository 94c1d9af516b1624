@preconcurrency import CSecp256k1

extension BIP32 {
    /// A BIP-32 extended public key: derives non-hardened children's public keys (watch-only wallets).
    /// Derivation only follows non-hardened components; a hardened one is an `HDKeyError`.
    public struct ExtendedPublicKey: HierarchicalKey, Hashable, CustomStringConvertible {
        public let publicKey: Secp256k1.Signing.PublicKey
        public let chainCode: [UInt8]
        public let depth: UInt8
        public let parentFingerprint: UInt32
        public let childNumber: UInt32
        public let network: Network

        init(
            publicKey: Secp256k1.Signing.PublicKey, chainCode: [UInt8], depth: UInt8, parentFingerprint: UInt32,
            childNumber: UInt32, network: Network
        ) {
            self.publicKey = publicKey
            self.chainCode = chainCode
            self.depth = depth
            self.parentFingerprint = parentFingerprint
            self.childNumber = childNumber
            self.network = network
        }

        /// From `xpub…` or `tpub…` text.
        ///
        /// - Throws: ``HDKeyError`` naming the check that failed (checksum, version, point).
        public init(extendedKey text: String) throws(HDKeyError) {
            let parsed = try BIP32.parse(text)
            guard !parsed.isPrivate else { throw .versionKeyMismatch(version: parsed.network.privateVersion) }
            do {
                publicKey = try Secp256k1.Signing.PublicKey(compressedRepresentation: parsed.keyData)
            } catch {
                throw .invalidKey(error)
            }
            chainCode = parsed.chainCode
            depth = parsed.depth
            parentFingerprint = parsed.parentFingerprint
            childNumber = parsed.childNumber
            network = parsed.network
        }

        public var fingerprint: UInt32 { BIP32.fingerprint(of: publicKey.compressedRepresentation) }

        /// `xpub…` (or `tpub…`) text.
        public func extendedKey(network: Network? = nil) -> String {
            BIP32.serialize(
                version: (network ?? self.network).publicVersion, depth: depth, parentFingerprint: parentFingerprint,
                childNumber: childNumber, chainCode: chainCode, keyData: publicKey.compressedRepresentation)
        }

        /// The non-hardened child at `component` (CKDpub).
        ///
        /// - Throws: ``HDKeyError/hardenedDerivationFromPublicKey(childNumber:)``,
        ///   ``HDKeyError/depthExceeded``, ``HDKeyError/invalidDerivedKey(childNumber:)``.
        public func derivedChild(_ component: DerivationPath.Component) throws(HDKeyError) -> ExtendedPublicKey {
            let child = component.childNumber
            guard !component.isHardened else { throw .hardenedDerivationFromPublicKey(childNumber: child) }
            guard depth < UInt8.max else { throw .depthExceeded }
            let (left, right) = BIP32.childHMAC(
                chainCode: chainCode, data: publicKey.compressedRepresentation + bigEndian(child))
            guard left.withUnsafeBytes({ Secp256k1.checkScalar($0) }) != .tooLarge else {
                throw .invalidDerivedKey(childNumber: child)
            }
            let context: OpaquePointer
            do { context = try Secp256k1Context.get() } catch { throw .invalidKey(.backend(error)) }
            // K_child = IL·G + K_parent; fails only for IL ≥ n or the point at infinity.
            var point = publicKey.key
            let status = left.withUnsafePointer { secp256k1_ec_pubkey_tweak_add(context, &point, $0) }
            guard status == 1 else { throw .invalidDerivedKey(childNumber: child) }
            return ExtendedPublicKey(
                publicKey: Secp256k1.Signing.PublicKey(key: point, context: context), chainCode: right,
                depth: depth + 1, parentFingerprint: fingerprint, childNumber: child, network: network)
        }

        public var description: String { "BIP32.ExtendedPublicKey(\(extendedKey()))" }
    }
}
