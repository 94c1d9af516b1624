/// The rules every store applies to keys, so a key valid in one store is valid in all of them
/// (the disk store turns keys into file names, hence the length bound).
public enum StorageKey {
    /// Keys are 1...`maximumByteCount` bytes of UTF-8.
    public static let maximumByteCount = 100

    /// Throws ``StorageError/invalidKey(_:reason:)`` unless `key` is non-empty, at most
    /// ``maximumByteCount`` UTF-8 bytes and free of control characters.
    public static func validate(_ key: String) throws(StorageError) {
        if key.isEmpty { throw .invalidKey(key, reason: "keys must not be empty") }
        let count = key.utf8.count
        if count > maximumByteCount {
            throw .invalidKey(String(key.prefix(20)) + "…", reason: "\(count) UTF-8 bytes; at most \(maximumByteCount)")
        }
        if key.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
            throw .invalidKey(key, reason: "keys must not contain control characters")
        }
    }
}
