import EOSChain
import EOSKeys

/// A verified login or signed message: who signed, with which key, as which permission.
public struct VerifiedSigner: Sendable, Hashable {
    public let account: EOSName
    public let publicKey: EOSPublicKey
    public let permission: SigningPermission
}
