import CryptoPrimitives

extension EOSSignature {
    /// Whether r and s both meet the EOSIO canonical rule: each, as 32 big-endian bytes, has its
    /// top bit clear and is not `0x00` followed by a byte with its top bit clear — that is, each
    /// lies in [2^247, 2^255), so its DER encoding is exactly 32 bytes long.
    ///
    /// Signatures this package makes are always canonical and low-S. Verification does not
    /// require either (as eosjs-ecc's `verify` does not), so a signer with another nonce schedule
    /// is still accepted.
    public var isCanonical: Bool {
        Self.isCanonicalComponent(r) && Self.isCanonicalComponent(s)
    }

    /// Whether s ≤ n/2, the form both EOSIO signers produce.
    public var isLowS: Bool { recoverableSignature.signature.isLowS }

    /// FC's `is_canonical` rule for one 32-byte component.
    static func isCanonicalComponent(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == 32 else { return false }
        return bytes[0] & 0x80 == 0 && !(bytes[0] == 0 && bytes[1] & 0x80 == 0)
    }
}
