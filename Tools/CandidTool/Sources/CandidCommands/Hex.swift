/// Hexadecimal bytes as `candid` prints and reads them.
enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    /// Lower-case digits without separators, as `didc encode` prints them.
    static func encode(_ bytes: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            result.append(digits[Int(byte >> 4)])
            result.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Accepts either case, an optional `0x`, and whitespace anywhere (so pasted dumps such as
    /// `44 49 44 4c` work).
    static func decode(_ text: String) throws(CandidToolError) -> [UInt8] {
        var digits = Array(text.utf8.filter { $0 != 0x20 && $0 != 0x0a && $0 != 0x0d && $0 != 0x09 })
        if digits.count >= 2, digits[0] == UInt8(ascii: "0"), digits[1] | 0x20 == UInt8(ascii: "x") {
            digits.removeFirst(2)
        }
        guard digits.count % 2 == 0 else {
            throw .invalidInput("hex input has an odd number of digits (\(digits.count))")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = value(of: digits[index]), let low = value(of: digits[index + 1]) else {
                let bad = value(of: digits[index]) == nil ? digits[index] : digits[index + 1]
                throw .invalidInput("hex input has a non-hex character '\(Character(Unicode.Scalar(bad)))'")
            }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func value(of digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
