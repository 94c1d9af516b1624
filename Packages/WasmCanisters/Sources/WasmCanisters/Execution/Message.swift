/// One message as the system API sees it while it runs: what came in, and the answer so far.
struct Message {
    let entry: EntryPoint
    let argument: [UInt8]
    /// The caller's principal bytes.
    let caller: [UInt8]
    let methodName: String
    /// The message's time in nanoseconds since 1970, fixed for the whole message.
    let time: UInt64
    /// The instructions the message may execute.
    let budget: UInt64
    /// A certificate covering the canister's certified data (queries only).
    let dataCertificate: [UInt8]?
    var replyData: [UInt8] = []
    var answer: Answer?
    /// Set by `accept_message` in `canister_inspect_message`.
    var accepted = false

    enum Answer: Equatable {
        case replied
        case rejected(String)
    }
}
