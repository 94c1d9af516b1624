/// An EOSIO account, permission or table name as the chain encodes it (a base-32 `name`): up to 12
/// characters from `a–z`, `1–5` and `.`, and an optional 13th from `a–j`, `1–5` and `.`, not ending
/// in `.` .
///
/// Names reach the chain from outside (a login's `account`, a manager actor read from another
/// account): checking them first keeps malformed text out of request bodies and gives a clear
/// error instead of the chain's.
public struct EOSName: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public let text: String

    /// - Throws: `EOSChainError.invalidName` when `text` is not a valid name.
    public init(_ text: String) throws(EOSChainError) {
        guard Self.isValid(text) else { throw .invalidName(String(text.prefix(32))) }
        self.text = text
    }

    /// A name written in this module's source, known to be valid (checked by a test).
    init(constant text: StaticString) {
        self.text = "\(text)"
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard Self.isValid(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not an EOSIO name"))
        }
        self.text = text
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    public var description: String { text }

    public static func < (lhs: EOSName, rhs: EOSName) -> Bool { lhs.text < rhs.text }

    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard (1...13).contains(bytes.count), bytes.last != UInt8(ascii: ".") else { return false }
        for (position, byte) in bytes.enumerated() {
            let isDigit = (UInt8(ascii: "1")...UInt8(ascii: "5")).contains(byte)
            let letters: ClosedRange<UInt8> =
                position == 12 ? UInt8(ascii: "a")...UInt8(ascii: "j") : UInt8(ascii: "a")...UInt8(ascii: "z")
            guard isDigit || letters.contains(byte) || byte == UInt8(ascii: ".") else { return false }
        }
        return true
    }
}
