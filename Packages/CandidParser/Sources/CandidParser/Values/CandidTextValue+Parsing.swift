import Candid

extension CandidTextValue {
    /// Parses one value (`opt record { a = 1 }`, `(5 : nat8)`).
    public init(parsing text: String) throws(CandidParseError) {
        var tokens = try TokenStream(text)
        let value = try tokens.annotatedValue()
        guard tokens.isAtEnd else {
            throw tokens.error("unexpected \(tokens.describe(tokens.current)) after the value")
        }
        self = value
    }

    /// Parses an argument list `(v1, v2, ...)`.
    public static func parseArguments(_ text: String) throws(CandidParseError) -> [CandidTextValue] {
        var tokens = try TokenStream(text)
        let values = try tokens.argumentValues()
        guard tokens.isAtEnd else {
            throw tokens.error("unexpected \(tokens.describe(tokens.current)) after the arguments")
        }
        return values
    }
}

extension CandidType {
    /// Parses a type (`record { name : text; tags : vec text }`); named types are left as
    /// references to resolve in an environment.
    public init(parsing text: String) throws(CandidParseError) {
        var tokens = try TokenStream(text)
        let type = try tokens.dataType()
        guard tokens.isAtEnd else { throw tokens.error("unexpected \(tokens.describe(tokens.current)) after the type") }
        self = type
    }

    /// Parses an argument type list `(nat, opt text)`.
    public static func parseArgumentTypes(_ text: String) throws(CandidParseError) -> [CandidType] {
        var tokens = try TokenStream(text)
        let types = try tokens.tupleType()
        guard tokens.isAtEnd else {
            throw tokens.error("unexpected \(tokens.describe(tokens.current)) after the types")
        }
        return types
    }
}
