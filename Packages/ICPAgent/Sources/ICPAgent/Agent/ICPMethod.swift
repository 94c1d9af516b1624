import Candid

/// A canister method with its exact Candid signature: its name, how it is called, the types of
/// its arguments and results, and the definitions those types name. Where ``ICPFunction`` lets
/// the Swift types say what goes on the wire, an `ICPMethod` states it, so every Candid type can
/// be called (`nat` as `BigUInt`, variants, recursive types, `func` and `service` references)
/// and a reply is decoded with the spec's subtyping at the method's result types.
///
/// Clients generated from a `.did` file (`candid generate swift`, or the `CandidPlugin` build
/// plugin) hold one per method; by hand:
///
/// ```swift
/// let symbol = ICPMethod(name: "icrc1_symbol", kind: .query, arguments: [], results: [.text])
/// let text = try await client.call(symbol, returning: String.self)
/// ```
public struct ICPMethod: Sendable, Hashable {
    /// How the method is called: its annotation in the `.did` file.
    public enum Kind: Sendable, Hashable {
        /// `query`: answered by one node, signed by it; read-only.
        case query
        /// `composite_query`: a query that may call other canisters' queries; sent as a query.
        case compositeQuery
        /// No annotation: executed by the subnet and certified.
        case update
        /// `oneway`: an update whose caller expects no reply.
        case oneway
    }

    /// The method's name on the wire.
    public let name: String
    public let kind: Kind
    /// The argument types, in order.
    public let arguments: [CandidType]
    /// The result types, in order.
    public let results: [CandidType]
    /// Where the `.named` types of `arguments` and `results` resolve.
    public let environment: CandidTypeEnvironment

    public init(
        name: String, kind: Kind, arguments: [CandidType], results: [CandidType],
        environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) {
        self.name = name
        self.kind = kind
        self.arguments = arguments
        self.results = results
        self.environment = environment
    }
}

extension CanisterClient {
    /// Calls `method` with `arguments`, encoded at the method's argument types, and decodes the
    /// verified reply at its result types into the Swift types `returning`.
    ///
    /// Queries and composite queries go to the query endpoint, updates and oneway methods are
    /// submitted and their certified answer awaited (for a oneway method, only its acceptance
    /// matters: nothing is decoded).
    ///
    /// ```swift
    /// let (name, decimals) = try await client.call(nameAndDecimals, returning: String.self, UInt8.self)
    /// ```
    ///
    /// - Throws: ``AgentError/candid(_:)`` naming the method when the arguments do not fit its
    ///   argument types or the reply does not decode at its result types; the agent's errors for
    ///   the call itself (rejection, transport, verification).
    public func call<each Argument: Encodable, each Result: Decodable>(
        _ method: ICPMethod, _ arguments: repeat each Argument, returning results: repeat (each Result).Type
    ) async throws(AgentError) -> (repeat each Result) {
        let message: [UInt8]
        do {
            message = try CandidEncoder().encodeArguments(
                repeat each arguments, as: method.arguments, environment: method.environment)
        } catch {
            throw .candid("the arguments of \(method.name): \(error)")
        }
        let reply: [UInt8]
        switch method.kind {
        case .query, .compositeQuery:
            reply = try await agent.query(
                canister, method: method.name, argument: message, effectiveCanister: effectiveCanister)
        case .update:
            reply = try await agent.call(
                canister, method: method.name, argument: message, effectiveCanister: effectiveCanister)
        case .oneway:
            _ = try await agent.call(
                canister, method: method.name, argument: message, effectiveCanister: effectiveCanister)
            reply = Array("DIDL".utf8) + [0, 0]
        }
        do {
            return try CandidDecoder().decodeArguments(
                repeat each results, from: reply, as: method.results, environment: method.environment)
        } catch {
            throw .candid("the reply of \(method.name): \(error)")
        }
    }
}
