/// What `/v1/chain/get_account` says about an account, as far as authorization goes: its
/// permissions and their authorities. Other fields of the answer (resources, balances) are ignored.
public struct EOSAccount: Sendable, Hashable, Codable {
    public let accountName: EOSName
    public let permissions: [EOSPermission]

    public init(accountName: EOSName, permissions: [EOSPermission]) {
        self.accountName = accountName
        self.permissions = permissions
    }

    /// The permission called `name` (`active`, `owner` …), if the account has one.
    public func permission(_ name: String) -> EOSPermission? {
        permissions.first { $0.permName.text == name }
    }

    enum CodingKeys: String, CodingKey {
        case accountName = "account_name"
        case permissions
    }
}

/// One named permission of an account and the authority that satisfies it.
public struct EOSPermission: Sendable, Hashable, Codable {
    public let permName: EOSName
    /// The parent permission; empty for `owner`.
    public let parent: String
    public let requiredAuth: EOSAuthority

    public init(permName: EOSName, parent: String, requiredAuth: EOSAuthority) {
        self.permName = permName
        self.parent = parent
        self.requiredAuth = requiredAuth
    }

    enum CodingKeys: String, CodingKey {
        case permName = "perm_name"
        case parent
        case requiredAuth = "required_auth"
    }
}

/// A weighted threshold of keys, other accounts' permissions and time waits.
public struct EOSAuthority: Sendable, Hashable, Codable {
    public let threshold: UInt32
    public let keys: [EOSKeyWeight]
    public let accounts: [EOSPermissionLevelWeight]
    public let waits: [EOSWaitWeight]

    public init(
        threshold: UInt32, keys: [EOSKeyWeight], accounts: [EOSPermissionLevelWeight] = [], waits: [EOSWaitWeight] = []
    ) {
        self.threshold = threshold
        self.keys = keys
        self.accounts = accounts
        self.waits = waits
    }
}

/// A key of an authority, as the chain prints it (`EOS…` or `PUB_K1_…`), and its weight. The text
/// is kept as received: a key the verifier cannot decode simply never matches.
public struct EOSKeyWeight: Sendable, Hashable, Codable {
    public let key: String
    public let weight: UInt16

    public init(key: String, weight: UInt16) {
        self.key = key
        self.weight = weight
    }
}

/// Another account's permission that counts towards an authority.
public struct EOSPermissionLevelWeight: Sendable, Hashable, Codable {
    public let permission: EOSPermissionLevel
    public let weight: UInt16

    public init(permission: EOSPermissionLevel, weight: UInt16) {
        self.permission = permission
        self.weight = weight
    }
}

/// `actor@permission`.
public struct EOSPermissionLevel: Sendable, Hashable, Codable {
    public let actor: EOSName
    public let permission: EOSName

    public init(actor: EOSName, permission: EOSName) {
        self.actor = actor
        self.permission = permission
    }
}

/// A delay that counts towards an authority.
public struct EOSWaitWeight: Sendable, Hashable, Codable {
    public let waitSec: UInt32
    public let weight: UInt16

    public init(waitSec: UInt32, weight: UInt16) {
        self.waitSec = waitSec
        self.weight = weight
    }

    enum CodingKeys: String, CodingKey {
        case waitSec = "wait_sec"
        case weight
    }
}
