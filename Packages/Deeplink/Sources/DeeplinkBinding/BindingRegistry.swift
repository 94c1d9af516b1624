import DeeplinkServer
import Storage

/// MYKEY's binding (spec §3.4) kept in a Storage key-value store: each EOS account bound to at
/// most one app user of the dapp and each app user to at most one account, both ways.
///
/// ```swift
/// let registry = BindingRegistry(store: try await SQLiteDataStore(path: "bindings.sqlite"))
/// try await registry.bind(account: "alice", appUser: "user-1")   // new: bound
/// try await registry.bind(account: "alice", appUser: "user-1")   // throws alreadyBound (10006)
/// try await registry.bind(account: "bob", appUser: "user-1")     // throws appUserBoundElsewhere (10008)
/// ```
///
/// A binding is two rows, `account:<name>` → app user and `appuser:<id>` → account, written one
/// after the other. A row whose partner does not point back (a writer stopped between the two
/// writes) counts as no binding and is overwritten by the next ``bind(account:appUser:)``, so an
/// interrupted write never leaves a half binding that refuses anyone. The actor orders this
/// registry's decisions; give each store one registry (two processes binding through one SQLite
/// file at once could both see a pair free).
public actor BindingRegistry: AccountBindings {
    /// The longest account or app user id, in UTF-8 bytes (Storage keys hold 100 with the prefix).
    public static let maximumIdentifierBytes = 64

    private let store: any DataStore

    public init(store: any DataStore) {
        self.store = store
    }

    /// Binds `account` to `appUser` when neither is bound; otherwise throws the MYKEY code's
    /// error (10006, 10008, 10009, 10010) and writes nothing.
    public func bind(account: String, appUser: String) async throws(BindingError) {
        try Self.validate(account)
        try Self.validate(appUser)
        let accountsUser = try await self.appUser(boundTo: account)
        let usersAccount = try await self.account(boundTo: appUser)
        switch (accountsUser, usersAccount) {
        case (nil, nil):
            try await write(appUser, under: Self.accountKey(account))
            try await write(account, under: Self.appUserKey(appUser))
        case (let user?, _) where user == appUser:
            throw .alreadyBound(account: account, appUser: appUser)
        case (nil, let other?):
            throw .appUserBoundElsewhere(appUser: appUser, account: account, boundAccount: other)
        case (let other?, nil):
            throw .accountBoundElsewhere(account: account, appUser: appUser, boundAppUser: other)
        case (let user?, let other?):
            throw .mismatch(account: account, appUser: appUser, accountsAppUser: user, appUsersAccount: other)
        }
    }

    /// The app user `account` is bound to, or nil.
    public func appUser(boundTo account: String) async throws(BindingError) -> String? {
        try Self.validate(account)
        guard let user = try await read(Self.accountKey(account)) else { return nil }
        return try await read(Self.appUserKey(user)) == account ? user : nil
    }

    /// The account `appUser` is bound to, or nil.
    public func account(boundTo appUser: String) async throws(BindingError) -> String? {
        try Self.validate(appUser)
        guard let account = try await read(Self.appUserKey(appUser)) else { return nil }
        return try await read(Self.accountKey(account)) == appUser ? account : nil
    }

    /// Ends `account`'s binding; returns the app user it was bound to, nil when it was bound to nobody.
    @discardableResult
    public func unbind(account: String) async throws(BindingError) -> String? {
        guard let user = try await appUser(boundTo: account) else { return nil }
        // The account's row first: once it is gone, the pair reads as unbound from both sides.
        try await remove(Self.accountKey(account))
        try await remove(Self.appUserKey(user))
        return user
    }

    /// Ends `appUser`'s binding; returns the account it was bound to, nil when it was bound to nobody.
    @discardableResult
    public func unbind(appUser: String) async throws(BindingError) -> String? {
        guard let account = try await account(boundTo: appUser) else { return nil }
        try await remove(Self.appUserKey(appUser))
        try await remove(Self.accountKey(account))
        return account
    }

    // MARK: - Rows

    private static func accountKey(_ account: String) -> String { "account:" + account }
    private static func appUserKey(_ appUser: String) -> String { "appuser:" + appUser }

    /// Non-empty, at most ``maximumIdentifierBytes`` bytes, no control characters.
    private static func validate(_ identifier: String) throws(BindingError) {
        if identifier.isEmpty { throw .invalidIdentifier(identifier, reason: "an id must not be empty") }
        let count = identifier.utf8.count
        if count > maximumIdentifierBytes {
            throw .invalidIdentifier(identifier, reason: "\(count) UTF-8 bytes; at most \(maximumIdentifierBytes)")
        }
        if identifier.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
            throw .invalidIdentifier(identifier, reason: "an id must not contain control characters")
        }
    }

    private func read(_ key: String) async throws(BindingError) -> String? {
        do {
            return try await store.fetchIfPresent(String.self, for: key)
        } catch {
            throw .storeFailed(error.description)
        }
    }

    private func write(_ value: String, under key: String) async throws(BindingError) {
        do {
            try await store.store(value, for: key)
        } catch {
            throw .storeFailed(error.description)
        }
    }

    private func remove(_ key: String) async throws(BindingError) {
        do {
            try await store.delete(key)
        } catch .keyNotFound {
            // Already gone (the other half of an interrupted unbind): the goal is reached.
        } catch {
            throw .storeFailed(error.description)
        }
    }
}
