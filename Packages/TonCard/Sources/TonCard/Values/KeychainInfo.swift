/// The keychain's totals (getKeyChainInfo, spec §4.6): number of keys, bytes occupied and bytes
/// free out of the card's 32767.
public struct KeychainInfo: Sendable, Hashable {
    public let numberOfKeys: Int
    public let occupiedSize: Int
    public let freeSize: Int
}
