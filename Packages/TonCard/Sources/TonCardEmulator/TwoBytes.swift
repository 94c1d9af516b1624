/// The card's 2-byte big-endian numbers (counts, sizes, indices, offsets).
enum TwoBytes {
    static func encode(_ value: Int) -> [UInt8] {
        let clamped = UInt16(clamping: value)
        return [UInt8(clamped >> 8), UInt8(truncatingIfNeeded: clamped)]
    }

    /// The number at `offset`, nil when the bytes are not there.
    static func decode(_ bytes: [UInt8], at offset: Int = 0) -> Int? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }
}
