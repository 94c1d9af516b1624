/// A JSON number kept as its token text (RFC 8259 grammar), e.g. `1.0000`, `-3`, `1.5e9`.
///
/// The text is what a signature or a re-serialisation must see; conversions to integers (and, in
/// BigNum-based packages, exact decimals) are offered on top and never go through `Double`.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The token exactly as parsed or built.
    public let text: String

    /// A token that follows the RFC 8259 number grammar; nil otherwise.
    public init?(text: String) {
        guard JSONNumber.isValidToken(Array(text.utf8)) else { return nil }
        self.text = text
    }

    /// A token already checked by ``scanToken(_:from:)``, or built from a value whose text is a token.
    init(uncheckedText text: String) { self.text = text }

    /// The integer in base 10.
    public init<T: BinaryInteger>(_ value: T) { self.text = String(value) }

    public var description: String { text }

    /// Whether the token is a non-negative integer written `0` or `[1-9][0-9]*` — the only number
    /// form accepted where the token text itself matters (login timestamps, §4.1).
    public var isPlainNonNegativeInteger: Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "0") { return bytes.count == 1 }
        return bytes.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// The value as `Int64` when the token is an integer (no fraction, no exponent) in range.
    public var int64Value: Int64? {
        let bytes = Array(text.utf8)
        guard !bytes.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") })
        else { return nil }
        return Int64(text)
    }

    /// RFC 8259: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isValidToken(_ bytes: [UInt8]) -> Bool {
        var index = 0
        return scanToken(bytes, from: &index) == nil && index == bytes.count && !bytes.isEmpty
    }

    /// Scans a number token starting at `index`, leaving `index` after it. Returns nil on success
    /// or what was expected at `index` on failure; shared with the parser so both agree.
    static func scanToken(_ bytes: [UInt8], from index: inout Int) -> String? {
        func isDigit(_ i: Int) -> Bool {
            i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { return "a digit" }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { return "a digit after the decimal point" }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard isDigit(index) else { return "a digit in the exponent" }
            while isDigit(index) { index += 1 }
        }
        return nil
    }
}
