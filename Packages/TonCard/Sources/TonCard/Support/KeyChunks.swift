import TonCardProtocol

/// The host's keychain chunking (spec §4.6): 128-byte chunks (`DATA_PORTION_MAX_SIZE`) and a
/// shorter tail, for B2 reads and B4/B6 writes alike; indices and offsets as 2 big-endian bytes.
enum KeyChunks {
    static func ranges(length: Int) -> [Range<Int>] {
        let size = TonCardLimits.hostChunkSize
        guard length > 0 else { return [] }
        return stride(from: 0, to: length, by: size).map { $0..<min($0 + size, length) }
    }

    /// A value 0…65535 as 2 big-endian bytes (callers pass validated indices, sizes and offsets).
    static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
