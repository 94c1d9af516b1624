/// A trap raised by the system API (a call not allowed where it was made, an access outside
/// memory, `ic0.trap` itself). Host functions throw it; WasmKit unwinds the message with it.
struct CanisterTrap: Error, CustomStringConvertible {
    /// The message the reject carries.
    let message: String
    /// True for `ic0.trap` (error code IC0503), false for a trap the system raised (IC0502).
    let isExplicit: Bool

    init(_ message: String, explicit: Bool = false) {
        self.message = message
        isExplicit = explicit
    }

    var description: String { message }
}
