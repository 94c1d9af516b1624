import ByteTools
import ByteToolsTesting
import Candid
import Testing

/// A hex literal written by the test (spaces and `0x` allowed); a malformed one is a test issue.
func hex(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
    hexLiteral(text, sourceLocation: sourceLocation)
}

func hexString(_ bytes: [UInt8]) -> String {
    Hex.encode(bytes)
}

/// `DIDL` followed by hex.
func didl(_ rest: String) -> [UInt8] { Array("DIDL".utf8) + hex(rest) }
