/// Upper-case hex rendering for descriptions and error messages.
///
/// Kept internal on purpose: the public surface of this module is the APDU model,
/// not a general-purpose hex utility, and descriptions are the only consumer.
enum Hex {
    private static let digits: [Character] = Array("0123456789ABCDEF")

    /// One byte as two upper-case hex digits, e.g. `0A`.
    static func byte(_ value: UInt8) -> String {
        String([digits[Int(value >> 4)], digits[Int(value & 0x0F)]])
    }

    /// A status word or other 16-bit value as four hex digits, e.g. `6A82`.
    static func word(_ value: UInt16) -> String {
        byte(UInt8(truncatingIfNeeded: value >> 8)) + byte(UInt8(truncatingIfNeeded: value))
    }

    /// Bytes separated by spaces, e.g. `A0 00 00 00 03`.
    ///
    /// When `limit` is given and exceeded, only the first `limit` bytes are shown followed by
    /// a count of the rest, so that a 64 KiB payload cannot turn one log line into megabytes.
    static func bytes(_ values: some Collection<UInt8>, limit: Int? = nil) -> String {
        var parts: [String] = []
        parts.reserveCapacity(min(values.count, limit ?? values.count))
        for value in values {
            if let limit, parts.count == limit { break }
            parts.append(byte(value))
        }
        var text = parts.joined(separator: " ")
        if let limit, values.count > limit {
            text += " … (+\(values.count - limit) bytes)"
        }
        return text
    }

    /// Bytes concatenated without separators, e.g. `9F1A` (used for tags).
    static func compact(_ values: some Collection<UInt8>) -> String {
        values.map(byte).joined()
    }
}
