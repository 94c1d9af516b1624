/// An update call the replica accepted (``Agent/submit(_:method:argument:effectiveCanister:nonce:)``)
/// and what it takes to ask for its answer later: the request's id and the canister whose subnet
/// holds its status.
///
/// Its text form, `<request id in hex>@<effective canister>`, can be kept anywhere (a file, a
/// database, another process's command line) and read back with ``init(_:)``.
public struct SubmittedCall: Sendable, Hashable, LosslessStringConvertible {
    public let requestID: RequestID
    /// The canister the call was routed by; its subnet answers the status reads.
    public let effectiveCanister: Principal

    public init(requestID: RequestID, effectiveCanister: Principal) {
        self.requestID = requestID
        self.effectiveCanister = effectiveCanister
    }

    /// Reads the text form; nil unless it is 64 hex digits, `@` and a principal.
    public init?(_ description: String) {
        let parts = description.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let id = RequestID(hex: parts[0]),
            let canister = try? Principal(text: String(parts[1]))
        else { return nil }
        self.init(requestID: id, effectiveCanister: canister)
    }

    public var description: String { "\(requestID)@\(effectiveCanister)" }
}
