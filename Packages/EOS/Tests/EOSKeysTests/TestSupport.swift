/// Bytes of a hex string written in a test; a malformed literal is a bug in the test itself.
func hex(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var characters = Array(text.utf8)[...]
    while characters.count >= 2 {
        // Test literals only; a non-hex digit is a typo, caught by the vectors not matching.
        let pair = String(decoding: characters.prefix(2), as: UTF8.self)
        bytes.append(UInt8(pair, radix: 16) ?? 0)
        characters = characters.dropFirst(2)
    }
    return bytes
}

/// Lower-case hex of bytes, for comparing with published vectors.
func hexString(_ bytes: some Sequence<UInt8>) -> String {
    let digits = Array("0123456789abcdef")
    return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] })
}

/// A small deterministic generator (SplitMix64), so that property tests see the same inputs on
/// every run and a failure can be reproduced.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &self) }
    }
}
