/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, fast, seedable generator.
///
/// Test machinery: every random property test and benchmark in the workspace draws reproducible
/// inputs from a printed seed through it, so a failure reproduces from its seed. It is **not**
/// cryptographically secure: never use it for keys, nonces or anything an attacker must not predict.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension SplitMix64 {
    /// A random byte.
    public mutating func byte() -> UInt8 {
        UInt8(truncatingIfNeeded: next())
    }

    /// `count` random bytes.
    public mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in byte() }
    }

    /// A value in `0..<bound` (`bound` must be positive). The slight modulo bias does not
    /// matter for test inputs.
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A value in `range`, uniformly.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// True `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool {
        int(in: 1...100) <= percent
    }
}
