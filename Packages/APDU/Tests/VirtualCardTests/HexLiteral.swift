import ByteTools
import ByteToolsTesting
import Testing

/// A hex literal written by the test (spaces and `0x` allowed); a malformed one is a test issue.
func hex(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
    hexLiteral(text, sourceLocation: sourceLocation)
}

/// The bytes `DiagnosticCard` hands out for `80 20`: 0, 1, 2 … wrapping at 256.
func filler(_ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: $0) }
}
