import ByteTools
import Testing

/// Test vectors are written the way specifications print them: `"00 A4 04 00 07 A0…"`.
/// Spaces are ignored; a malformed literal is reported as a test issue instead of trapping.
func hex(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
    do {
        return try Hex.decode(lenient: text)
    } catch {
        Issue.record("invalid hex literal \"\(text)\": \(error)", sourceLocation: sourceLocation)
        return []
    }
}

/// `count` bytes of recognisable filler (00, 01, 02, …, wrapping), for large data fields.
func filler(_ count: Int, startingAt start: UInt8 = 0) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: Int(start) + $0) }
}
