import BigNum

/// Percent-encoding as the routes need it: one strict encoder for everything this package emits
/// (§1a) and one form decoder for everything it reads (§1d rows 1 and 5).
public enum PercentEncoding {
    /// Encodes every byte outside ALPHA / DIGIT / `-._~` as `%XX` with uppercase hex (§1a).
    ///
    /// `&`, `=`, `+`, `?`, `/` and `#` inside values are therefore escaped; Foundation's
    /// `urlQueryAllowed` leaves most of them alone and would let a value split the query.
    public static func encode(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                Hex.append(byte, uppercase: true, to: &output)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Form-decodes `text`: `+` becomes a space, `%XX` (either hex case) becomes the byte, and the
    /// bytes must be UTF-8. `field` names the value in errors.
    ///
    /// - Throws: ``DeeplinkError/invalidPercentEncoding(field:offset:)`` for a `%` without two hex
    ///   digits; ``DeeplinkError/invalidUTF8(field:offset:)`` when the decoded bytes are not UTF-8.
    public static func formDecode(_ text: Substring, field: String) throws(DeeplinkError) -> String {
        let bytes = try formDecodeBytes(text, field: field)
        return try utf8String(bytes, field: field)
    }

    static func formDecodeBytes(_ text: Substring, field: String) throws(DeeplinkError) -> [UInt8] {
        let input = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "+") {
                output.append(UInt8(ascii: " "))
                index += 1
            } else if byte == UInt8(ascii: "%") {
                guard index + 2 < input.count,
                    let high = Hex.value(ofASCII: input[index + 1]), let low = Hex.value(ofASCII: input[index + 2])
                else { throw .invalidPercentEncoding(field: field, offset: index) }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    /// The bytes as a `String`, refusing invalid UTF-8 instead of repairing it, because a repaired
    /// value would no longer be what the sender signed or meant.
    static func utf8String(_ bytes: [UInt8], field: String) throws(DeeplinkError) -> String {
        if let string = String(validating: bytes, as: UTF8.self) { return string }
        throw .invalidUTF8(field: field, offset: firstInvalidUTF8Offset(bytes))
    }

    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: return offset
            }
        }
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
