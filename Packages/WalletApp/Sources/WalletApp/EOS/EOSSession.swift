/// Who logged in: the account the chain confirmed, the permission whose key signed, and that key.
public struct EOSSession: Sendable, Equatable {
    public let account: String
    /// `active`, `owner`, or MYKEY's reserved key.
    public let permission: String
    /// The signer's key, `EOS…`.
    public let publicKey: String

    public init(account: String, permission: String, publicKey: String) {
        self.account = account
        self.permission = permission
        self.publicKey = publicKey
    }
}
