import BigNum
import ByteTools
import ByteToolsTesting
import CryptoPrimitives
import Foundation
import Testing

/// Every random test draws from ByteToolsTesting's SplitMix64, so a failure reproduces from its seed.
typealias SeededGenerator = SplitMix64

/// A hex literal written by the test (spaces and `0x` allowed); a malformed one is a test issue.
func hex(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
    hexLiteral(text, sourceLocation: sourceLocation)
}

func hexString(_ bytes: some Sequence<UInt8>) -> String {
    Hex.encode(bytes)
}
