import Deeplink

/// Why an account and an app user could not be bound, or why a request from an account was not
/// accepted, in MYKEY's binding codes (spec §3.4, 10006–10010), plus the two failures that are no
/// verdict on the binding: an app user id the registry cannot keep, and a store that failed.
///
/// Accounts are EOS account names; app users are the dapp's own user ids (what MYKEY's
/// `InitRequest.UUID` / `userId` names).
public enum BindingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 10006: `account` is already bound to `appUser`; binding them again is refused.
    case alreadyBound(account: String, appUser: String)
    /// 10007: `account` is bound to no app user, so its transfer, transaction or sign is not
    /// this dapp's.
    case unbound(account: String)
    /// 10008: `appUser` is bound to `boundAccount`, while `account` is bound to nobody.
    case appUserBoundElsewhere(appUser: String, account: String, boundAccount: String)
    /// 10009: `account` is bound to `boundAppUser`, while `appUser` is bound to nobody.
    case accountBoundElsewhere(account: String, appUser: String, boundAppUser: String)
    /// 10010: both are bound, each to someone else.
    case mismatch(account: String, appUser: String, accountsAppUser: String, appUsersAccount: String)
    /// An app user id or account the registry cannot use as a key, and why.
    case invalidIdentifier(String, reason: String)
    /// The store under the registry failed; nothing was decided.
    case storeFailed(String)

    /// The MYKEY code a wallet is answered with; nil for the two failures that are not MYKEY's.
    public var resultCode: ResultCode? {
        switch self {
        case .alreadyBound: return .duplicateBound
        case .unbound: return .unbound
        case .appUserBoundElsewhere: return .dappBound
        case .accountBoundElsewhere: return .mykeyBound
        case .mismatch: return .boundInfoMismatch
        case .invalidIdentifier, .storeFailed: return nil
        }
    }

    /// The `code` of the server's reply: the MYKEY code, else ``ReplyCode/unavailable``.
    public var replyCode: Int { resultCode?.rawValue ?? ReplyCode.unavailable }

    public var description: String {
        switch self {
        case let .alreadyBound(account, appUser):
            return "\(ResultCode.duplicateBound): account \(Self.excerpt(account)) is already bound to app user "
                + "\"\(Self.excerpt(appUser))\""
        case let .unbound(account):
            return "\(ResultCode.unbound): account \(Self.excerpt(account)) is bound to no app user of this dapp"
        case let .appUserBoundElsewhere(appUser, account, boundAccount):
            return "\(ResultCode.dappBound): app user \"\(Self.excerpt(appUser))\" is bound to account "
                + "\(Self.excerpt(boundAccount)), and account \(Self.excerpt(account)) to nobody"
        case let .accountBoundElsewhere(account, appUser, boundAppUser):
            return "\(ResultCode.mykeyBound): account \(Self.excerpt(account)) is bound to app user "
                + "\"\(Self.excerpt(boundAppUser))\", and app user \"\(Self.excerpt(appUser))\" to nobody"
        case let .mismatch(account, appUser, accountsAppUser, appUsersAccount):
            return "\(ResultCode.boundInfoMismatch): account \(Self.excerpt(account)) is bound to app user "
                + "\"\(Self.excerpt(accountsAppUser))\" and app user \"\(Self.excerpt(appUser))\" to account "
                + "\(Self.excerpt(appUsersAccount))"
        case let .invalidIdentifier(value, reason):
            return "\"\(Self.excerpt(value))\" cannot be bound: \(reason)"
        case .storeFailed(let reason):
            return "the binding store failed: \(reason)"
        }
    }

    /// Ids can come from the network: cut them short in messages.
    static func excerpt(_ text: String) -> String {
        text.utf8.count > 64 ? String(text.prefix(61)) + "..." : text
    }
}
