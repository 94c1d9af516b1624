/// A smart card implemented in Swift. The same object can sit behind `InProcessCardChannel` for
/// fast unit tests of a card client, or behind a real reader: the VirtualCard module serves it to
/// pcscd through vsmartcard's vpcd driver.
///
/// Calls come one at a time (a reader talks to one card strictly request by response), but may come
/// from different threads, so implementations keep their state behind a lock.
public protocol EmulatedCard: Sendable {
    /// The Answer-to-Reset the card gives on power-up and reset.
    var answerToReset: [UInt8] { get }

    /// Power-up or reset: volatile state (the selected application, a session, buffered response
    /// data) starts afresh, as it does on a real card.
    func reset()

    /// Power removed. The default does what `reset()` does.
    func powerOff()

    /// Processes one command APDU and returns the response: data followed by SW1 SW2. Malformed
    /// commands are answered with a status word (e.g. `6700`), never by trapping.
    func respond(to command: [UInt8]) -> [UInt8]
}

extension EmulatedCard {
    public func powerOff() {
        reset()
    }
}
