/// A row of a MYKEY manager contract's `keydata` table (spec §4.6): the account's key at one
/// index — 0 admin, 1 and 2 operation keys, 3 the reserved key that signs logins and messages.
/// `status` and `nonce` are read but their meaning is undocumented, so nothing depends on them.
public struct MYKEYKeydataRow: Sendable, Hashable, Codable {
    /// The row's index when the contract prints it.
    public let index: Int?
    public let key: Key

    public struct Key: Sendable, Hashable, Codable {
        public let pubkey: String
        public let status: Int?
        public let nonce: Int?

        public init(pubkey: String, status: Int? = nil, nonce: Int? = nil) {
            self.pubkey = pubkey
            self.status = status
            self.nonce = nonce
        }
    }

    public init(index: Int?, key: Key) {
        self.index = index
        self.key = key
    }

    /// The index of the reserved key among a MYKEY account's keys.
    public static let reservedKeyIndex = 3

    /// `mykeymanager`, MYKEY's manager contract on EOS mainnet.
    public static let mainnetManager = EOSName(constant: "mykeymanager")
}
