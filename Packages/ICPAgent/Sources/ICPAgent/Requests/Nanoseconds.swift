#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Times and durations as the Internet Computer writes them: whole nanoseconds in 64 bits. Every
/// conversion from seconds goes through here, clamped to `0 … 2^64 − 1` (NaN reads as 0), so no
/// clock or setting, however wrong, makes a conversion trap.
public enum Nanoseconds {
    /// `seconds` in nanoseconds, clamped.
    public static func from(seconds: Double) -> UInt64 {
        let nanoseconds = seconds * 1e9
        guard nanoseconds > 0 else { return 0 }
        // The largest Double below 2^64; anything at or above it is the top of the range.
        guard nanoseconds < 18_446_744_073_709_549_568 else { return .max }
        return UInt64(nanoseconds)
    }

    /// `date` in nanoseconds since the Unix epoch, clamped.
    package static func since1970(_ date: Date) -> UInt64 {
        from(seconds: date.timeIntervalSince1970)
    }
}
