/// Who is bound to whom: EOS accounts and the dapp's app users, one to one (MYKEY's binding,
/// spec §3.4). The callback server asks it when it was started with one: a login for an app user
/// binds the pair or is answered with the conflict's code, and a transfer, transaction or sign
/// from an account bound to nobody is answered with 10007.
///
/// `BindingRegistry` (DeeplinkBinding) keeps bindings in a Storage key-value store; a dapp with
/// its own user database conforms its own type.
public protocol AccountBindings: Sendable {
    /// Binds `account` to `appUser` when neither is bound to anyone.
    ///
    /// - Throws: ``BindingError/alreadyBound(account:appUser:)`` for the same pair again,
    ///   ``BindingError/appUserBoundElsewhere(appUser:account:boundAccount:)``,
    ///   ``BindingError/accountBoundElsewhere(account:appUser:boundAppUser:)`` and
    ///   ``BindingError/mismatch(account:appUser:accountsAppUser:appUsersAccount:)`` for the
    ///   conflicts, ``BindingError/invalidIdentifier(_:reason:)`` and
    ///   ``BindingError/storeFailed(_:)``. Nothing is written when it throws.
    func bind(account: String, appUser: String) async throws(BindingError)

    /// The app user `account` is bound to, or nil.
    func appUser(boundTo account: String) async throws(BindingError) -> String?
}
