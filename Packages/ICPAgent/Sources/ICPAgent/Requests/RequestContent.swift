/// The content of a request to the Internet Computer, as signed and sent: a call or a query to
/// a canister method, or a `read_state` of state tree paths.
public enum RequestContent: Sendable, Hashable {
    case call(CanisterCall)
    case query(CanisterCall)
    case readState(ReadState)

    /// The map the request id is computed over and the envelope carries.
    public var value: RequestValue {
        switch self {
        case .call(let call): return call.value(requestType: "call")
        case .query(let call): return call.value(requestType: "query")
        case .readState(let readState): return readState.value
        }
    }

    public var requestID: RequestID { RequestID(of: value) }

    public var sender: Principal {
        switch self {
        case .call(let call), .query(let call): return call.sender
        case .readState(let readState): return readState.sender
        }
    }

    /// Nanoseconds since the Unix epoch after which the replica refuses the request.
    public var ingressExpiry: UInt64 {
        switch self {
        case .call(let call), .query(let call): return call.ingressExpiry
        case .readState(let readState): return readState.ingressExpiry
        }
    }
}

/// A call or query of `method` on `canister` with a Candid-encoded `argument`.
public struct CanisterCall: Sendable, Hashable {
    public var canister: Principal
    public var method: String
    public var argument: [UInt8]
    public var sender: Principal
    public var ingressExpiry: UInt64
    /// Makes two otherwise identical calls distinct requests (and so both executed).
    public var nonce: [UInt8]?

    public init(
        canister: Principal, method: String, argument: [UInt8], sender: Principal, ingressExpiry: UInt64,
        nonce: [UInt8]? = nil
    ) {
        self.canister = canister
        self.method = method
        self.argument = argument
        self.sender = sender
        self.ingressExpiry = ingressExpiry
        self.nonce = nonce
    }

    func value(requestType: String) -> RequestValue {
        var fields: [String: RequestValue] = [
            "request_type": .text(requestType),
            "canister_id": .blob(canister.bytes),
            "method_name": .text(method),
            "arg": .blob(argument),
            "sender": .blob(sender.bytes),
            "ingress_expiry": .natural(ingressExpiry),
        ]
        if let nonce { fields["nonce"] = .blob(nonce) }
        return .map(fields)
    }
}

/// A `read_state` request for state tree paths (each a list of labels).
public struct ReadState: Sendable, Hashable {
    public var paths: [[[UInt8]]]
    public var sender: Principal
    public var ingressExpiry: UInt64

    public init(paths: [[[UInt8]]], sender: Principal, ingressExpiry: UInt64) {
        self.paths = paths
        self.sender = sender
        self.ingressExpiry = ingressExpiry
    }

    var value: RequestValue {
        .map([
            "request_type": .text("read_state"),
            "paths": .array(paths.map { path in .array(path.map(RequestValue.blob)) }),
            "sender": .blob(sender.bytes),
            "ingress_expiry": .natural(ingressExpiry),
        ])
    }
}
