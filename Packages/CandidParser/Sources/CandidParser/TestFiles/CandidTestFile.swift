import Candid

/// A Candid test file (`*.test.did` of the official suite): type definitions, then assertions
/// that an input (text or `blob "…"`) decodes at some types, fails to, or equals another input.
public struct CandidTestFile: Sendable {
    public enum Input: Sendable, Hashable {
        case text(String)
        case binary([UInt8])
    }

    public enum Expectation: Sendable, Hashable {
        /// `assert input : (types)`.
        case decodes
        /// `assert input !: (types)`.
        case fails
        /// `assert input == other : (types)`.
        case equals(Input)
        /// `assert input != other : (types)`.
        case differs(Input)
    }

    public struct Assertion: Sendable, Hashable {
        public var input: Input
        public var expectation: Expectation
        public var types: [CandidType]
        public var description: String?
        public var line: Int
    }

    public var environment: CandidTypeEnvironment
    public var assertions: [Assertion]

    public init(parsing text: String) throws(CandidParseError) {
        var tokens = try TokenStream(text)
        environment = CandidTypeEnvironment()
        assertions = []
        while !tokens.isAtEnd {
            let token = tokens.current
            if tokens.acceptKeyword("type") {
                let (name, type) = try tokens.typeDefinition()
                guard environment[name] == nil else { throw tokens.error("type \(name) is defined twice", at: token) }
                environment[name] = type
            } else if tokens.acceptKeyword("assert") {
                let input = try Self.input(&tokens)
                var expectation = Expectation.decodes
                if tokens.accept("==") {
                    expectation = .equals(try Self.input(&tokens))
                    try tokens.expect(":")
                } else if tokens.accept("!=") {
                    expectation = .differs(try Self.input(&tokens))
                    try tokens.expect(":")
                } else if tokens.accept("!:") {
                    expectation = .fails
                } else {
                    try tokens.expect(":")
                }
                let types = try tokens.tupleType()
                var description: String? = nil
                if case .text = tokens.current.kind { description = try tokens.string() }
                assertions.append(Assertion(input: input, expectation: expectation, types: types, description: description, line: token.line))
            } else {
                throw tokens.error("expected 'type' or 'assert', found \(tokens.describe(token))")
            }
            _ = tokens.accept(";")
        }
    }

    private static func input(_ tokens: inout TokenStream) throws(CandidParseError) -> Input {
        if tokens.acceptKeyword("blob") { return .binary(try tokens.textLiteral()) }
        return .text(try tokens.string())
    }
}
