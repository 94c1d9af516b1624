/// The bytes libFuzzer hands a target, as an array.
public func fuzzBytes(_ start: UnsafeRawPointer, _ count: Int) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: start, count: count))
}

/// A property the decoder promises (a value it accepted re-encodes, a printed interface parses
/// again) that does not hold: a bug as real as a crash, so it ends the run the same way and
/// libFuzzer writes the input as a crash artifact.
public func fuzzExpect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("fuzz property violated: \(message())") }
}
