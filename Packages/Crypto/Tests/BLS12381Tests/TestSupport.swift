import BigNum
import ByteTools
import ByteToolsTesting
import CryptoPrimitives
import Foundation
import Testing

/// Every random test draws from ByteToolsTesting's SplitMix64, so a failure reproduces from its seed.
typealias SeededGenerator = SplitMix64

/// Bytes from hex that the test itself wrote; an invalid literal is a bug in the test.
func hex(_ text: String) -> [UInt8] {
    (try? Hex.decode(text.filter { !$0.isWhitespace })) ?? []
}

func hexString(_ bytes: some Sequence<UInt8>) -> String {
    Hex.encode(bytes)
}
