/// RFC 3339 date-time text, the content of tag 0, converted to and from seconds since the epoch.
///
/// Written here rather than with a date formatter because the tag needs exactly RFC 3339 (no
/// locale, no lenient parsing), and because it must never trap on hostile text.
enum RFC3339 {
    /// Seconds since 1970-01-01T00:00:00Z for text such as `2013-03-21T20:04:00Z` or
    /// `2013-03-21T20:04:00.5+01:00`; `nil` when the text is not RFC 3339.
    static func secondsSince1970(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + digits)] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += digits
            return value
        }
        func expect(_ allowed: Set<UInt8>) -> Bool {
            guard index < bytes.count, allowed.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect([0x2d]), let month = number(2), expect([0x2d]), let day = number(2),
            expect([0x54, 0x74]), let hour = number(2), expect([0x3a]), let minute = number(2), expect([0x3a]),
            let second = number(2)
        else { return nil }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year), hour <= 23, minute <= 59,
            second <= 60
        else { return nil }
        var fraction = 0.0
        if index < bytes.count, bytes[index] == 0x2e {
            index += 1
            var scale = 0.1
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        var offsetSeconds = 0
        if expect([0x5a, 0x7a]) {
            offsetSeconds = 0
        } else if index < bytes.count, bytes[index] == 0x2b || bytes[index] == 0x2d {
            let negative = bytes[index] == 0x2d
            index += 1
            guard let offsetHour = number(2), expect([0x3a]), let offsetMinute = number(2), offsetHour <= 23,
                offsetMinute <= 59
            else { return nil }
            offsetSeconds = (offsetHour * 3600 + offsetMinute * 60) * (negative ? -1 : 1)
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        let whole = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Double(whole) + fraction
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fraction]Z` for years 0000–9999, with as many fraction digits as
    /// needed (up to nanoseconds); `nil` outside that range or for non-finite input.
    static func string(secondsSince1970 seconds: Double) -> String? {
        guard seconds.isFinite else { return nil }
        let whole = seconds.rounded(.down)
        // Years 0000...9999 span about ±2.5e11 seconds around 1970.
        guard whole >= -62_167_219_200, whole < 253_402_300_800 else { return nil }
        var nanoseconds = Int(((seconds - whole) * 1e9).rounded())
        var total = Int(whole)
        if nanoseconds >= 1_000_000_000 {
            nanoseconds -= 1_000_000_000
            total += 1
        }
        let days = floorDivide(total, 86_400)
        let secondOfDay = total - days * 86_400
        let (year, month, day) = civil(fromDaysSince1970: days)
        guard (0...9999).contains(year) else { return nil }
        var text =
            pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(secondOfDay / 3600, 2) + ":"
            + pad(secondOfDay % 3600 / 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if nanoseconds > 0 {
            var digits = pad(nanoseconds, 9)
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text + "Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    private static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of ``daysSince1970(year:month:day:)``.
    static func civil(fromDaysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
