/// The error `body` threw, typed, or nil when it returned: lets a test match an error's
/// associated values (`#expect(throws:)` compares whole values, and some hold the current time).
func caught<Failure: Error, Value>(_ body: () async throws(Failure) -> Value) async -> Failure? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error
    }
}

/// A small deterministic generator for the random-input tests, so a failure is reproducible.
struct SeededBytes {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt8 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 56)
    }
    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in next() } }
    mutating func below(_ bound: Int) -> Int { Int(next()) % bound }
}

/// `bytes` with the first occurrence of `original` replaced by `replacement` (same length).
func replacing(_ original: String, with replacement: String, in bytes: [UInt8]) -> [UInt8]? {
    let needle = Array(original.utf8)
    guard needle.count == replacement.utf8.count, bytes.count >= needle.count else { return nil }
    for start in 0...(bytes.count - needle.count) where bytes[start..<(start + needle.count)].elementsEqual(needle) {
        var changed = bytes
        changed.replaceSubrange(start..<(start + needle.count), with: Array(replacement.utf8))
        return changed
    }
    return nil
}
