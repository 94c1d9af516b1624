import Candid
import CryptoPrimitives

/// The Internet Computer's principal: Candid's `CandidPrincipal`, the one principal type of the
/// workspace (with `anonymous`, `managementCanister`, `principalClass` and byte order), plus the
/// self-authenticating principals of keys, which need SHA-224.
public typealias Principal = CandidPrincipal

extension CandidPrincipal {
    /// The principal of a key: SHA-224 of its DER SubjectPublicKeyInfo, then the class byte 0x02.
    public static func selfAuthenticating(derPublicKey: some Collection<UInt8>) -> CandidPrincipal {
        // 28 + 1 bytes: always within the 29-byte limit.
        try! CandidPrincipal(bytes: SHA224.hash(data: derPublicKey).bytes + [0x02])
    }
}
