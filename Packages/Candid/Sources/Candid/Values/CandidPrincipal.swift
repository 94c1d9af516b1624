/// A principal (canister or user id): up to 29 bytes, written as lower-case base32 of
/// CRC-32 + bytes in groups of five (`aaaaa-aa` is the management canister).
public struct CandidPrincipal: Sendable, Hashable, CustomStringConvertible {
    /// The longest principal the Internet Computer issues; longer input is rejected.
    public static let maxByteCount = 29

    public let bytes: [UInt8]

    /// Throws when there are more than ``maxByteCount`` bytes.
    public init(bytes: [UInt8]) throws(CandidPrincipalError) {
        guard bytes.count <= CandidPrincipal.maxByteCount else { throw .tooLong(bytes.count) }
        self.bytes = bytes
    }

    /// Parses the textual form; the checksum and grouping must match exactly.
    public init(text: String) throws(CandidPrincipalError) {
        var bits: UInt64 = 0
        var bitCount = 0
        var decoded: [UInt8] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)
        for character in text.utf8 where character != UInt8(ascii: "-") {
            let lower = character >= 65 && character <= 90 ? character + 32 : character
            guard let digit = alphabet.firstIndex(of: lower) else { throw .invalidText(text) }
            bits = (bits << 5) | UInt64(digit)
            bitCount += 5
            if bitCount >= 8 {
                bitCount -= 8
                decoded.append(UInt8(truncatingIfNeeded: bits >> UInt64(bitCount)))
            }
            guard decoded.count <= CandidPrincipal.maxByteCount + 4 else { throw .invalidText(text) }
        }
        guard decoded.count >= 4 else { throw .invalidText(text) }
        let body = Array(decoded[4...])
        let principal = try CandidPrincipal(bytes: body)
        guard principal.description == text.lowercased() else { throw .invalidText(text) }
        self = principal
    }

    public var description: String {
        let checksum = CRC32.checksum(bytes)
        let data = [UInt8(checksum >> 24), UInt8((checksum >> 16) & 0xff), UInt8((checksum >> 8) & 0xff), UInt8(checksum & 0xff)] + bytes
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567")
        var text: [Character] = []
        var bits: UInt32 = 0
        var bitCount = 0
        for byte in data {
            bits = (bits << 8) | UInt32(byte)
            bitCount += 8
            while bitCount >= 5 {
                bitCount -= 5
                text.append(alphabet[Int((bits >> UInt32(bitCount)) & 31)])
            }
            bits &= (1 << UInt32(bitCount)) - 1
        }
        if bitCount > 0 { text.append(alphabet[Int((bits << UInt32(5 - bitCount)) & 31)]) }
        var grouped = ""
        for (index, character) in text.enumerated() {
            if index > 0, index % 5 == 0 { grouped.append("-") }
            grouped.append(character)
        }
        return grouped
    }
}
