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
    /// Makes a certificate covering the canister's certified data (queries only). Called only
    /// when the canister asks for it: signing one costs a BLS signature, more than most queries.
    let dataCertificate: DataCertificate?
    var replyData: [UInt8] = []
    var answer: Answer?
    /// Set by `accept_message` in `canister_inspect_message`.
    var accepted = false

    enum Answer: Equatable {
        case replied
        case rejected(String)
    }
}

/// A query's data certificate, made the first time the canister asks for it and kept for the rest
/// of the message.
final class DataCertificate {
    private let make: () -> [UInt8]
    private var made: [UInt8]?

    init(_ make: @escaping () -> [UInt8]) { self.make = make }

    var bytes: [UInt8] {
        if let made { return made }
        let bytes = make()
        made = bytes
        return bytes
    }
}
