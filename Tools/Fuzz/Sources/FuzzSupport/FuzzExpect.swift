/// A property the decoder promises (a value it accepted re-encodes, a printed interface parses
/// again) that does not hold: a bug as real as a crash, so under libFuzzer it ends the run the
/// same way and libFuzzer writes the input as a crash artifact. Inside
/// ``FuzzViolations/collect(_:)`` (the seed replay test) it is reported instead, so one broken
/// property fails that input with its message rather than killing the whole test run.
public func fuzzExpect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    if let collector = FuzzViolations.collector {
        collector.record(message())
    } else {
        fatalError("fuzz property violated: \(message())")
    }
}
