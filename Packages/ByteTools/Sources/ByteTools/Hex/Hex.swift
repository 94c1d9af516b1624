/// Base16 (hex) text, the one implementation every package uses: lower-case by default on
/// output, either case on input.
///
/// Output can be upper-case, separated (`A0 00 00 00 03`) and cut after a number of bytes with a
/// count of the rest, so a log line about a 64 KiB payload stays short. Input is strict by
/// default (digits only, an even number of them); ``decode(lenient:)`` also takes what people
/// paste: a `0x` prefix and whitespace anywhere.
public enum Hex {
    @usableFromInline static let lowerDigits: [UInt8] = Array("0123456789abcdef".utf8)
    @usableFromInline static let upperDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// The hex of `bytes`: `uppercase` picks the digit case, `separator` goes between bytes, and
    /// when `limit` is given and exceeded only the first `limit` bytes are shown, followed by
    /// `… (+N bytes)`.
    @inlinable
    public static func encode<Bytes: Sequence>(
        _ bytes: Bytes, uppercase: Bool = false, separator: String = "", limit: Int? = nil
    ) -> String where Bytes.Element == UInt8 {
        let separatorBytes = Array(separator.utf8)
        var utf8: [UInt8] = []
        utf8.reserveCapacity(Swift.min(bytes.underestimatedCount, limit ?? Int.max) &* (2 &+ separatorBytes.count))
        var shown = 0
        var omitted = 0
        for byte in bytes {
            if let limit, shown >= limit {
                omitted &+= 1
                continue
            }
            if shown > 0 { utf8.append(contentsOf: separatorBytes) }
            append(byte, uppercase: uppercase, to: &utf8)
            shown &+= 1
        }
        var text = String(decoding: utf8, as: UTF8.self)
        if omitted > 0 { text += (text.isEmpty ? "" : " ") + "… (+\(omitted) bytes)" }
        return text
    }

    /// Appends the two ASCII digits of `byte` to `output`: the building block for encoders that
    /// write hex into a byte buffer of their own (percent-encoding, escapes in text formats).
    @inlinable
    public static func append(_ byte: UInt8, uppercase: Bool = false, to output: inout [UInt8]) {
        let digits = uppercase ? upperDigits : lowerDigits
        output.append(digits[Int(byte >> 4)])
        output.append(digits[Int(byte & 0x0f)])
    }

    /// One byte as two digits, e.g. `0a` or `0A`.
    @inlinable
    public static func encode(byte: UInt8, uppercase: Bool = false) -> String {
        encode(CollectionOfOne(byte), uppercase: uppercase)
    }

    /// The bytes of a hex string made only of digits (`"00ff"`, `"00FF"`).
    ///
    /// - Throws: ``HexDecodingError/invalidCharacter(_:position:)`` at the first non-digit,
    ///   ``HexDecodingError/oddDigitCount(_:)`` when a digit is left over.
    public static func decode(_ text: some StringProtocol) throws(HexDecodingError) -> [UInt8] {
        try bytes(
            fromDigits: text.unicodeScalars, firstPosition: 0, skippingWhitespace: false, capacity: text.utf8.count / 2)
    }

    /// The bytes of hex as people paste it: an optional `0x` prefix and whitespace (spaces,
    /// tabs, line breaks) anywhere, so dumps such as `44 49 44 4c` work. Positions in errors
    /// count characters of the original text.
    public static func decode(lenient text: some StringProtocol) throws(HexDecodingError) -> [UInt8] {
        let scalars = Array(text.unicodeScalars)
        var start = scalars.firstIndex { !isWhitespace($0) } ?? scalars.count
        if scalars[start...].starts(with: ["0", "x"]) || scalars[start...].starts(with: ["0", "X"]) {
            start += 2
        }
        return try bytes(
            fromDigits: scalars[start...], firstPosition: start, skippingWhitespace: true, capacity: scalars.count / 2)
    }

    /// The one digit loop behind both decoders: pairs digits into bytes, skips whitespace when
    /// asked, and reports a bad character at its position in the caller's text (`firstPosition`
    /// is the position of the first scalar given).
    private static func bytes<Scalars: Sequence<Unicode.Scalar>>(
        fromDigits scalars: Scalars, firstPosition: Int, skippingWhitespace: Bool, capacity: Int
    ) throws(HexDecodingError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(capacity)
        var high: UInt8 = 0
        var digitCount = 0
        var position = firstPosition
        for scalar in scalars {
            defer { position += 1 }
            if skippingWhitespace, isWhitespace(scalar) { continue }
            guard let nibble = value(of: scalar) else { throw .invalidCharacter(scalar, position: position) }
            if digitCount & 1 == 0 {
                high = nibble
            } else {
                output.append(high << 4 | nibble)
            }
            digitCount += 1
        }
        guard digitCount & 1 == 0 else { throw .oddDigitCount(digitCount) }
        return output
    }

    /// Whether every character of `text` is a hex digit (either case); true for empty text. The
    /// digit count is not checked, so a caller can tell "wrong length" from "not hex".
    public static func isDigits(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy { value(ofASCII: $0) != nil }
    }

    /// The value of one hex digit, or nil for any other character.
    @inlinable
    public static func value(of scalar: Unicode.Scalar) -> UInt8? {
        scalar.isASCII ? value(ofASCII: UInt8(truncatingIfNeeded: scalar.value)) : nil
    }

    /// The value of one hex digit given as an ASCII byte (for parsers that scan UTF-8), or nil
    /// for any other byte.
    @inlinable
    public static func value(ofASCII byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte &- 0x30
        case 0x61...0x66: return byte &- 0x61 &+ 10
        case 0x41...0x46: return byte &- 0x41 &+ 10
        default: return nil
        }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }
}
