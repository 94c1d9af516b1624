import Testing

@testable import Deeplink

/// Mutated inputs must come back as values or typed errors: nothing traps, nothing hangs.
@Suite struct HostileInputTests {
    /// A fixed-seed generator so that a failure reproduces.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let alphabet = Array(#"{}[]":,\%+&=?#/ 0123456789abcdefxyzE.-u\"#.utf8) + [0xC3, 0xA9, 0xFF, 0x00]

    func mutations(of seed: String, count: Int, generator: inout SplitMix) -> [String] {
        let bytes = Array(seed.utf8)
        return (0..<count).map { _ in
            var copy = bytes
            for _ in 0..<Int.random(in: 1...4, using: &generator) where !copy.isEmpty {
                let position = Int.random(in: 0..<copy.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: copy[position] = Self.alphabet.randomElement(using: &generator) ?? 0
                case 1: copy.remove(at: position)
                default: copy.insert(Self.alphabet.randomElement(using: &generator) ?? 0, at: position)
                }
            }
            return String(decoding: copy, as: UTF8.self)
        }
    }

    @Test func mutatedRequestsAndURLsNeverTrap() throws {
        var generator = SplitMix(state: 42)
        for sample in SpecSamples.all {
            let url = try DeeplinkRequest(json: sample).simpleWalletURL
            for text in mutations(of: sample, count: 300, generator: &generator) {
                _ = try? DeeplinkRequest(json: text)
                _ = try? QRPayload.parse(text, now: 0)
                _ = try? LoginBody(json: text)
            }
            for text in mutations(of: url, count: 300, generator: &generator) {
                _ = try? SimpleWalletURL.parse(text)
            }
        }
    }

    @Test func mutatedCallbacksNeverTrap() {
        var generator = SplitMix(state: 7)
        let seeds = [
            #"myapp://cb?action=login&callBackId=A&result=1&payload={"uuID":"u","sign":"s","ref":"r","timestamp":1,"account":"a"}"#,
            "myapp://cb?action=login&callBackId=A&result=1&payload=%7B%22txId%22%3A%22x%22%7D",
            "app://x?action=transfer&result=1&txID=abc#frag",
        ]
        for seed in seeds {
            for text in mutations(of: seed, count: 500, generator: &generator) {
                if let callback = try? MYKEYCallback(parsing: text) {
                    _ = try? callback.loginBody()
                    _ = callback.txID
                    _ = callback.errorMessage
                }
                _ = try? SimpleWalletCallback(parsing: text)
            }
        }
    }
}
