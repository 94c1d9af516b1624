import Testing

/// Test vectors are written the way specifications print them: `"00 A4 04 00 07 A0…"`.
/// Spaces are ignored; a malformed literal is reported as a test issue instead of trapping.
func hex(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
    let digits = Array(text.filter { !$0.isWhitespace })
    guard digits.count.isMultiple(of: 2) else {
        Issue.record("odd number of hex digits in \"\(text)\"", sourceLocation: sourceLocation)
        return []
    }
    var result: [UInt8] = []
    result.reserveCapacity(digits.count / 2)
    for index in stride(from: 0, to: digits.count, by: 2) {
        guard let byte = UInt8(String(digits[index...index + 1]), radix: 16) else {
            Issue.record("invalid hex digits in \"\(text)\"", sourceLocation: sourceLocation)
            return []
        }
        result.append(byte)
    }
    return result
}

/// `count` bytes of recognisable filler (00, 01, 02, …, wrapping), for large data fields.
func filler(_ count: Int, startingAt start: UInt8 = 0) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: Int(start) + $0) }
}
