import ByteTools
@preconcurrency import CSecp256k1

extension BIP32 {
    /// A BIP-32 extended private key: a secp256k1 private key plus the chain code that derives
    /// its children. Secret: `description` and reflection show only the public parts.
    public struct ExtendedPrivateKey: HierarchicalKey, CustomStringConvertible, CustomDebugStringConvertible,
        CustomReflectable
    {
        public let privateKey: Secp256k1.Signing.PrivateKey
        /// 32 bytes; together with the public key it derives every non-hardened child, so keep it private too.
        public let chainCode: [UInt8]
        /// 0 for the master key.
        public let depth: UInt8
        /// The first 4 bytes of the parent's key identifier (0 for the master key).
        public let parentFingerprint: UInt32
        /// This key's child number (index + 2³¹ when hardened; 0 for the master key).
        public let childNumber: UInt32

        /// The master key of `seed` (HMAC-SHA512 keyed with "Bitcoin seed").
        ///
        /// - Throws: ``HDKeyError/invalidSeedLength(_:)`` outside 16...64 bytes;
        ///   ``HDKeyError/invalidDerivedKey(childNumber:)`` in the 2⁻¹²⁷ case of an invalid master key.
        public init<Bytes: Collection>(seed: Bytes) throws(HDKeyError) where Bytes.Element == UInt8 {
            guard (16...64).contains(seed.count) else { throw .invalidSeedLength(seed.count) }
            let (left, right) = BIP32.childHMAC(chainCode: Array("Bitcoin seed".utf8), data: Array(seed))
            do {
                privateKey = try Secp256k1.Signing.PrivateKey(secret: left)
            } catch .backend(let error) {
                throw .invalidKey(.backend(error))
            } catch {
                throw .invalidDerivedKey(childNumber: 0)
            }
            chainCode = right
            depth = 0
            parentFingerprint = 0
            childNumber = 0
        }

        /// From `xprv…` or `tprv…` text.
        ///
        /// - Throws: ``HDKeyError`` naming the check that failed (checksum, version, prefix,
        ///   depth-0 fields, key range).
        public init(extendedKey text: String) throws(HDKeyError) {
            let parsed = try BIP32.parse(text)
            guard parsed.isPrivate else { throw .versionKeyMismatch(version: parsed.network.publicVersion) }
            do {
                privateKey = try Secp256k1.Signing.PrivateKey(rawRepresentation: parsed.keyData.dropFirst())
            } catch {
                throw .invalidKey(error)
            }
            chainCode = parsed.chainCode
            depth = parsed.depth
            parentFingerprint = parsed.parentFingerprint
            childNumber = parsed.childNumber
            network = parsed.network
        }

        private init(
            privateKey: Secp256k1.Signing.PrivateKey, chainCode: [UInt8], depth: UInt8, parentFingerprint: UInt32,
            childNumber: UInt32, network: Network
        ) {
            self.privateKey = privateKey
            self.chainCode = chainCode
            self.depth = depth
            self.parentFingerprint = parentFingerprint
            self.childNumber = childNumber
            self.network = network
        }

        /// The network whose version bytes this key was read with (mainnet for keys made from a seed).
        public private(set) var network: Network = .mainnet

        public var publicKey: Secp256k1.Signing.PublicKey { privateKey.publicKey }

        /// The first 4 bytes of HASH160 of the compressed public key: children's parent fingerprint.
        public var fingerprint: UInt32 { BIP32.fingerprint(of: publicKey.compressedRepresentation) }

        /// The matching extended public key.
        public var extendedPublicKey: ExtendedPublicKey {
            ExtendedPublicKey(
                publicKey: publicKey, chainCode: chainCode, depth: depth, parentFingerprint: parentFingerprint,
                childNumber: childNumber, network: network)
        }

        /// `xprv…` (or `tprv…`) text.
        public func extendedKey(network: Network? = nil) -> String {
            BIP32.serialize(
                version: (network ?? self.network).privateVersion, depth: depth, parentFingerprint: parentFingerprint,
                childNumber: childNumber, chainCode: chainCode, keyData: [0] + privateKey.rawRepresentation)
        }

        /// The child at `component` (CKDpriv).
        ///
        /// - Throws: ``HDKeyError/depthExceeded``; ``HDKeyError/invalidDerivedKey(childNumber:)``.
        public func derivedChild(_ component: DerivationPath.Component) throws(HDKeyError) -> ExtendedPrivateKey {
            guard depth < UInt8.max else { throw .depthExceeded }
            let child = component.childNumber
            let data =
                (component.isHardened ? [0] + privateKey.rawRepresentation : publicKey.compressedRepresentation)
                + bigEndian(child)
            let (left, right) = BIP32.childHMAC(chainCode: chainCode, data: data)
            guard left.withUnsafeBytes({ Secp256k1.checkScalar($0) }) != .tooLarge else {
                throw .invalidDerivedKey(childNumber: child)
            }
            let context: OpaquePointer
            do { context = try Secp256k1Context.get() } catch { throw .invalidKey(.backend(error)) }
            // k_child = IL + k_parent (mod n), computed in place in the new key's wiped memory.
            var status: Int32 = 0
            let tweaked = SecretBytes(count: 32) { buffer in
                privateKey.secret.withUnsafeBytes { buffer.copyMemory(from: $0) }
                guard let secret = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                status = left.withUnsafePointer { secp256k1_ec_seckey_tweak_add(context, secret, $0) }
            }
            guard status == 1 else { throw .invalidDerivedKey(childNumber: child) }
            let key: Secp256k1.Signing.PrivateKey
            do { key = try Secp256k1.Signing.PrivateKey(secret: tweaked) } catch {
                throw .invalidDerivedKey(childNumber: child)
            }
            return ExtendedPrivateKey(
                privateKey: key, chainCode: right, depth: depth + 1, parentFingerprint: fingerprint,
                childNumber: child, network: network)
        }

        public var description: String {
            "BIP32.ExtendedPrivateKey(depth: \(depth), childNumber: \(DerivationPath.Component(childNumber: childNumber)), publicKey: \(Hex.encode(publicKey.compressedRepresentation)))"
        }
        public var debugDescription: String { description }
        public var customMirror: Mirror {
            Mirror(
                self, children: ["depth": depth, "childNumber": childNumber, "publicKey": publicKey],
                displayStyle: .struct)
        }
    }
}
