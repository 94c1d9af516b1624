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

/// The bytes `DiagnosticCard` hands out for `80 20`: 0, 1, 2 … wrapping at 256.
func filler(_ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: $0) }
}
