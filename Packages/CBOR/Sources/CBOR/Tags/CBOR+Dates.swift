#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Tags 0 and 1 (RFC 8949 §3.4.1, §3.4.2): points in time.
extension CBOR {
    /// Tag 1 over the seconds since 1970: an integer when the date is a whole second (exact
    /// and shortest), otherwise a float.
    public init(epochDateTime date: Date) {
        let seconds = date.timeIntervalSince1970
        if seconds.rounded() == seconds, let whole = Int64(exactly: seconds) {
            self = .tagged(.epochDateTime, CBOR(whole))
        } else {
            self = .tagged(.epochDateTime, .float(seconds))
        }
    }

    /// Tag 0 over RFC 3339 text in UTC, such as `2013-03-21T20:04:00Z`; `nil` for dates
    /// outside the years 0000–9999 that RFC 3339 can write.
    public init?(standardDateTime date: Date) {
        guard let text = RFC3339.string(secondsSince1970: date.timeIntervalSince1970) else { return nil }
        self = .tagged(.standardDateTime, .text(text))
    }

    /// The date of a tag 0 (RFC 3339 text) or tag 1 (integer or float seconds) item.
    public var dateValue: Date? {
        switch self {
        case .tagged(.standardDateTime, .text(let text)):
            return RFC3339.secondsSince1970(text).map { Date(timeIntervalSince1970: $0) }
        case .tagged(.epochDateTime, let seconds):
            return CBOR.epochSeconds(seconds).map { Date(timeIntervalSince1970: $0) }
        default:
            return nil
        }
    }

    /// Seconds from an untagged number item: an integer or a finite float.
    static func epochSeconds(_ value: CBOR) -> Double? {
        switch value {
        case .unsigned(let seconds): return Double(seconds)
        case .negative(let n): return -1 - Double(n)
        case .float(let seconds) where seconds.isFinite: return seconds
        default: return nil
        }
    }
}
