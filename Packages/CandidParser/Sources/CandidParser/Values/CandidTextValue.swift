import BigInt
import Candid

/// A value as written in Candid text, before it is given a type: number literals stay
/// literals until the expected type says whether `42` is a `nat8` or an `int`.
public indirect enum CandidTextValue: Sendable, Hashable {
    case integer(BigInt)
    /// A literal with a fraction or exponent.
    case float(Double)
    case bool(Bool)
    case null
    case text(String)
    case blob([UInt8])
    case opt(CandidTextValue)
    case vec([CandidTextValue])
    case record([CandidTextField])
    case variant(CandidTextField)
    case principal(CandidPrincipal)
    case service(CandidPrincipal)
    case function(CandidPrincipal, method: String)
    /// `(value : type)`.
    case annotated(CandidTextValue, CandidType)
}
