@preconcurrency import CSecp256k1

/// BIP-32 hierarchical deterministic secp256k1 keys: a master key from a seed, child keys along
/// a ``DerivationPath``, and the `xprv`/`xpub` (`tprv`/`tpub`) text forms.
public enum BIP32 {
    /// Which version bytes extended keys use.
    public enum Network: Sendable, Hashable {
        case mainnet, testnet

        var privateVersion: UInt32 { self == .mainnet ? 0x0488_ADE4 : 0x0435_8394 }
        var publicVersion: UInt32 { self == .mainnet ? 0x0488_B21E : 0x0435_87CF }

        static func of(version: UInt32) -> (network: Network, isPrivate: Bool)? {
            for network in [Network.mainnet, .testnet] {
                if version == network.privateVersion { return (network, true) }
                if version == network.publicVersion { return (network, false) }
            }
            return nil
        }
    }

    /// HMAC-SHA512 keyed with the chain code, split into (IL, IR).
    static func childHMAC(chainCode: [UInt8], data: [UInt8]) -> (left: SecretBytes, right: [UInt8]) {
        var output = HMAC<SHA512>.authenticationCode(for: data, using: SymmetricKey(data: chainCode)).bytes
        let left = SecretBytes(output[0..<32])
        let right = Array(output[32..<64])
        for index in output.indices { output[index] = 0 }
        return (left, right)
    }

    /// The first 4 bytes of HASH160 (RIPEMD-160 of SHA-256) of a serialised public key, read big-endian.
    static func fingerprint(of serializedPublicKey: [UInt8]) -> UInt32 {
        let hash = RIPEMD160.hash(data: SHA256.hash(data: serializedPublicKey).bytes).bytes
        return hash.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The 78-byte serialisation: version, depth, parent fingerprint, child number, chain code, key data.
    static func serialize(
        version: UInt32, depth: UInt8, parentFingerprint: UInt32, childNumber: UInt32, chainCode: [UInt8],
        keyData: [UInt8]
    ) -> String {
        var payload = bigEndian(version)
        payload.append(depth)
        payload += bigEndian(parentFingerprint) + bigEndian(childNumber) + chainCode + keyData
        let text = Base58Check.encode(payload)
        for index in payload.indices { payload[index] = 0 }
        return text
    }

    struct ParsedExtendedKey {
        let network: Network
        let isPrivate: Bool
        let depth: UInt8
        let parentFingerprint: UInt32
        let childNumber: UInt32
        let chainCode: [UInt8]
        let keyData: [UInt8]
    }

    /// Decodes and checks the header fields shared by both key kinds (BIP-32 test vector 5).
    static func parse(_ text: String) throws(HDKeyError) -> ParsedExtendedKey {
        let payload: [UInt8]
        do { payload = try Base58Check.decode(text) } catch { throw .invalidEncoding(error) }
        guard payload.count == 78 else { throw .invalidExtendedKeyLength(payload.count) }
        let word = { (offset: Int) in payload[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
        let version = word(0)
        guard let (network, isPrivate) = Network.of(version: version) else { throw .unknownVersion(version) }
        let depth = payload[4]
        let parentFingerprint = word(5)
        let childNumber = word(9)
        if depth == 0 {
            guard parentFingerprint == 0 else { throw .zeroDepthWithParentFingerprint(parentFingerprint) }
            guard childNumber == 0 else { throw .zeroDepthWithChildNumber(childNumber) }
        }
        let keyData = Array(payload[45..<78])
        switch (isPrivate, keyData[0]) {
        case (true, 0x00), (false, 0x02), (false, 0x03): break
        case (true, 0x02), (true, 0x03), (false, 0x00): throw .versionKeyMismatch(version: version)
        case (true, let prefix): throw .invalidPrivateKeyPrefix(prefix)
        case (false, let prefix): throw .invalidKey(.invalidPointEncoding(prefix: prefix))
        }
        return ParsedExtendedKey(
            network: network, isPrivate: isPrivate, depth: depth, parentFingerprint: parentFingerprint,
            childNumber: childNumber, chainCode: Array(payload[13..<45]), keyData: keyData)
    }
}
