import ByteTools

/// APDU texts write bytes as ISO 7816 and card tooling do: upper-case digits, bytes separated by
/// spaces (`00 A4 04 00`), long payloads cut with a count of the rest.
extension Hex {
    static func spaced(_ bytes: some Sequence<UInt8>, limit: Int? = nil) -> String {
        encode(bytes, uppercase: true, separator: " ", limit: limit)
    }

    /// One byte as two upper-case digits, e.g. `6A`.
    static func upper(_ byte: UInt8) -> String {
        encode(byte: byte, uppercase: true)
    }
}
