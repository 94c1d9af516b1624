/// A Candid `func` value: a method of a canister, as a canister hands out callbacks (the ICP
/// ledger's archived block ranges carry one that reads the archive).
///
/// Candid's own coders map it to and from the `func` value; its Candid *type* (arguments,
/// results, `query`) is not in the Swift type, so a record holding one states its type with
/// ``CandidTypeProviding`` (the encoder then writes that signature, the decoder checks it).
/// Other coders see `{ "canister": …, "method": … }`.
public struct CandidFunctionReference: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The canister that serves the method.
    public var canister: CandidPrincipal
    /// The method's name.
    public var method: String

    public init(canister: CandidPrincipal, method: String) {
        self.canister = canister
        self.method = method
    }

    /// `func "<canister>".<method>`, as Candid text writes it.
    public var description: String { CandidText.valueText(.function(canister, method: method)) }
}
