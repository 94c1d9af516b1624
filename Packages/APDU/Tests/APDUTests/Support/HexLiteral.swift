import ByteTools
import ByteToolsTesting
import Testing

/// A hex literal written by the test (spaces and `0x` allowed); a malformed one is a test issue.
func hex(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
    hexLiteral(text, sourceLocation: sourceLocation)
}

/// `count` bytes of recognisable filler (00, 01, 02, …, wrapping), for large data fields.
func filler(_ count: Int, startingAt start: UInt8 = 0) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: Int(start) + $0) }
}
