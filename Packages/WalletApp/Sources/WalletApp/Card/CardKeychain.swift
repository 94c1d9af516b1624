import ByteTools
import TonCard

/// The card's keychain as the keychain screen lists it: each key's place, length and HMAC (its
/// name), and the totals.
public struct CardKeychain: Sendable, Hashable {
    /// The keys in the card's order.
    public let keys: [KeychainKey]
    /// Number of keys, bytes occupied and bytes free.
    public let info: KeychainInfo

    public init(keys: [KeychainKey], info: KeychainInfo) {
        self.keys = keys
        self.info = info
    }

    /// How many leading bytes of a key's HMAC the list shows: enough to tell keys apart at a
    /// glance, short enough for one line.
    public static let hmacPrefixBytes = 8

    /// The keychain screen's text: the totals, then one line per key.
    public var text: String {
        let totals =
            "\(info.numberOfKeys) \(info.numberOfKeys == 1 ? "key" : "keys"), "
            + "\(info.occupiedSize) bytes occupied, \(info.freeSize) bytes free"
        guard !keys.isEmpty else { return "The keychain is empty (\(totals))." }
        let lines = keys.map { key in
            "#\(key.index)  \(key.length) \(key.length == 1 ? "byte" : "bytes")  HMAC \(Hex.encode(key.hmac.bytes.prefix(Self.hmacPrefixBytes), uppercase: true))…"
        }
        return ([totals] + lines).joined(separator: "\n")
    }
}
