import Candid

/// A canister method as a typed Swift function: its name, whether it is a query or an update,
/// its argument type and its reply type, each mapped to Candid by Candid's Codable bridge.
/// Group them in a ``CanisterClient`` so a client of a whole canister is a thin file:
///
/// ```swift
/// struct Account: Codable, Sendable { var owner: CandidPrincipal; var subaccount: [UInt8]? }
///
/// struct Ledger {
///     static let balance = ICPFunction<Account, BigUInt>("icrc1_balance_of", .query)
///     static let symbol = ICPFunction<NoArguments, String>("icrc1_symbol", .query)
///     let client: CanisterClient
///     func balance(of account: Account) async throws(AgentError) -> BigUInt {
///         try await client(Self.balance, account)
///     }
/// }
/// ```
///
/// One argument and one reply value (the first); ``ICPMethod`` states a method's whole Candid
/// signature and takes argument lists and several results.
public struct ICPFunction<Arguments: Encodable & Sendable, Reply: Decodable & Sendable>: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Answered by one node, signed by it; read-only.
        case query
        /// Executed by the subnet, certified.
        case update
    }

    public let method: String
    public let kind: Kind

    public init(_ method: String, _ kind: Kind = .update) {
        self.method = method
        self.kind = kind
    }

    /// The Candid message of `arguments`: no argument at all for ``NoArguments``.
    func encode(_ arguments: Arguments) throws(AgentError) -> [UInt8] {
        if arguments is NoArguments { return Array("DIDL".utf8) + [0, 0] }
        do { return try CandidEncoder().encode(arguments) } catch {
            throw .candid("the arguments of \(method): \(error)")
        }
    }

    func decode(_ reply: [UInt8]) throws(AgentError) -> Reply {
        do { return try CandidDecoder().decode(Reply.self, from: reply) } catch {
            throw .candid("the reply of \(method): \(error)")
        }
    }
}

/// The arguments of a method that takes none: `()`.
public struct NoArguments: Codable, Sendable, Hashable {
    public init() {}
}

/// One canister, called through an agent with ``ICPFunction``s.
public struct CanisterClient: Sendable {
    public let agent: Agent
    public let canister: Principal
    /// The canister every request is routed by, when it is not ``canister``: a client of the
    /// management canister (`aaaaa-aa`) names the canister it acts on here.
    public let effectiveCanister: Principal?

    public init(agent: Agent, canister: Principal, effectiveCanister: Principal? = nil) {
        self.agent = agent
        self.canister = canister
        self.effectiveCanister = effectiveCanister
    }

    /// Calls `function` with `arguments` and decodes its verified reply.
    public func callAsFunction<Arguments, Reply>(_ function: ICPFunction<Arguments, Reply>, _ arguments: Arguments)
        async throws(AgentError) -> Reply
    {
        let message = try function.encode(arguments)
        let reply: [UInt8]
        switch function.kind {
        case .query:
            reply = try await agent.query(
                canister, method: function.method, argument: message, effectiveCanister: effectiveCanister)
        case .update:
            reply = try await agent.call(
                canister, method: function.method, argument: message, effectiveCanister: effectiveCanister)
        }
        return try function.decode(reply)
    }

    /// Calls a function that takes no arguments.
    public func callAsFunction<Reply>(_ function: ICPFunction<NoArguments, Reply>) async throws(AgentError) -> Reply {
        try await callAsFunction(function, NoArguments())
    }
}
