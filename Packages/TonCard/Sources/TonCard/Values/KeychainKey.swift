/// A key in the card's keychain as the card reports it: where it is stored, how long it is and
/// the HMAC that names it (GET_KEY_INDEX_IN_STORAGE_AND_LEN and GET_HMAC, spec §4.6).
public struct KeychainKey: Sendable, Hashable {
    /// Position in the card's key table, 0…1022. It changes when an earlier key is deleted.
    public let index: Int
    /// Length in bytes, 1…8192.
    public let length: Int
    /// `HMAC-SHA256(K_hmac, key)`, the key's stable name.
    public let hmac: KeyHMAC
}
