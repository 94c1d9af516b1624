import ByteTools
import Testing

/// Bytes of a hex literal a test wrote the way specifications print them (`"00 A4 04 00"`,
/// `"0x4449444c"`). A malformed literal is a bug in the test: it is recorded as a test issue at
/// the caller, not silently turned into empty bytes, and never traps.
public func hexLiteral(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
    do {
        return try Hex.decode(lenient: text)
    } catch {
        Issue.record("invalid hex literal \"\(text)\": \(error)", sourceLocation: sourceLocation)
        return []
    }
}
