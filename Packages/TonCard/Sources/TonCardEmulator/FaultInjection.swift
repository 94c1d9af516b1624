/// Faults a test can arm on an emulated card, to exercise a client's error paths.
struct FaultInjection: Sendable, Equatable {
    /// Answer the next `count` APDUs with `statusWord` without running them.
    var forcedStatusWord: UInt16?
    var forcedCount = 0
    /// Run the next this-many commands but lose their responses (an empty answer), as when the card
    /// leaves the field right after executing: spec §4.7 relies on such a loss being harmless.
    var lostResponses = 0
    /// After this many more APDUs the card is gone: later commands are not run and get an empty
    /// answer, which a channel reports as a transport failure.
    var apdusUntilRemoval: Int?

    /// Consumes one APDU's worth of faults: returns the forced answer, or nil to run the command.
    mutating func forcedResponse() -> [UInt8]? {
        guard forcedCount > 0, let word = forcedStatusWord else { return nil }
        forcedCount -= 1
        if forcedCount == 0 { forcedStatusWord = nil }
        return [UInt8(word >> 8), UInt8(truncatingIfNeeded: word)]
    }

    /// Whether this APDU's response is lost (counting it).
    mutating func responseLost() -> Bool {
        guard lostResponses > 0 else { return false }
        lostResponses -= 1
        return true
    }

    /// Whether the card has left the reader before this APDU (counting it towards the removal).
    mutating func isRemoved() -> Bool {
        guard let remaining = apdusUntilRemoval else { return false }
        if remaining > 0 {
            apdusUntilRemoval = remaining - 1
            return false
        }
        return true
    }
}
