import BigNum
import ByteTools
import Foundation

/// How a value of the state tree is shown: text when it is printable UTF-8, hex otherwise;
/// `time` also as a date and `reject_code` as a number.
enum StateValue {
    /// `bytes` as text when they are non-empty UTF-8 without control characters; nil otherwise.
    static func printableText(_ bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty, let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let printable = text.unicodeScalars.allSatisfy { scalar in
            !(scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value)) && !scalar.properties.isNoncharacterCodePoint
        }
        return printable ? text : nil
    }

    /// A LEB128 number that is the whole of `bytes`, if it is one.
    static func leb128(_ bytes: [UInt8]) -> UInt64? {
        var reader = ByteReader(bytes)
        guard let number = try? LEB128.decode(UInt64.self, from: &reader), reader.isAtEnd else { return nil }
        return number
    }

    /// Nanoseconds since the epoch as an ISO 8601 UTC time with nine fraction digits.
    static func date(nanoseconds: UInt64) -> String {
        let seconds = nanoseconds / 1_000_000_000
        let fraction = String(nanoseconds % 1_000_000_000)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        let whole = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        // `2024-05-31T15:28:37Z` → `2024-05-31T15:28:37.123456789Z`
        return whole.dropLast() + "." + String(repeating: "0", count: 9 - fraction.count) + fraction + "Z"
    }

    /// What a found value is shown as.
    struct Shown {
        /// Quoted text or `0x…` hex.
        var text: String
        /// The value as UTF-8 text, when printable.
        var utf8: String?
        /// For `time`: nanoseconds and the date.
        var time: (nanoseconds: UInt64, date: String)?
        /// For LEB128 values with a known meaning (`reject_code`).
        var number: UInt64?
    }

    /// `value` found at `path`.
    static func show(_ value: [UInt8], at path: [[UInt8]]) -> Shown {
        let last = path.last.map { String(decoding: $0, as: UTF8.self) }
        var shown = Shown(text: "")
        if path.count == 1, last == "time", let nanoseconds = leb128(value) {
            shown.time = (nanoseconds, date(nanoseconds: nanoseconds))
        } else if last == "reject_code", let number = leb128(value) {
            shown.number = number
        }
        if let time = shown.time {
            shown.text = "\(time.date) (\(time.nanoseconds) ns since the epoch)"
        } else if let number = shown.number {
            shown.text = String(number)
        } else if let text = printableText(value) {
            shown.utf8 = text
            shown.text = quoted(text)
        } else {
            shown.text = value.isEmpty ? "(empty)" : "0x" + Hex.encode(value) + " (\(value.count) bytes)"
        }
        return shown
    }

    /// Text in double quotes, with `"` and `\` escaped.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
