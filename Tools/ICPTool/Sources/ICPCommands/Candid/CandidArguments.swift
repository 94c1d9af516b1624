import Candid
import CandidParser

/// Candid text arguments turned into a binary message: parsed, typed by the method's argument
/// types when a `.did` file gives them (so `(42)` is a `nat64` where the method says so),
/// otherwise by inference as in didc (`42` is `int`, annotate for other types: `42 : nat64`).
struct CandidArguments {
    var values: [CandidValue]
    var types: [CandidType]
    var environment: CandidTypeEnvironment

    /// - Parameters:
    ///   - text: the argument list, `(v1, v2)`.
    ///   - source: where the text came from, for messages (`the command line`, a file).
    ///   - signature: the method's argument types and their environment, if known.
    /// - Throws: status 1 naming the line and column where the text stops parsing, or the
    ///   argument and field that does not fit its type.
    init(text: String, source: String, signature: (types: [CandidType], environment: CandidTypeEnvironment)?)
        throws(ICPToolError)
    {
        let parsed: [CandidTextValue]
        do {
            parsed = try CandidTextValue.parseArguments(text)
        } catch {
            throw .invalidInput("invalid Candid arguments (\(source)) at \(error)")
        }
        let (types, environment) = signature ?? (parsed.map(\.inferredType), CandidTypeEnvironment())
        if signature != nil, parsed.count > types.count {
            throw .invalidInput("\(parsed.count) arguments (\(source)) for a method that takes \(types.count)")
        }
        do {
            values = try CandidTextValue.typed(parsed, as: types, in: environment)
        } catch {
            throw .invalidInput("the arguments (\(source)) do not fit the method's types: \(error)")
        }
        self.types = types
        self.environment = environment
    }

    /// The binary message (`DIDL…`).
    func encoded() throws(ICPToolError) -> [UInt8] {
        do { return try CandidBinary.encode(values, types: types, environment: environment) } catch {
            throw .invalidInput("the arguments cannot be encoded: \(error)")
        }
    }
}
