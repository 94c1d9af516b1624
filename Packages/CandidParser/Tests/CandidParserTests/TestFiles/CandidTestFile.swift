import Candid

@testable import CandidParser

/// A Candid test file (`*.test.did` of the official suite): type definitions, then assertions
/// that an input (text or `blob "…"`) decodes at some types, fails to, or equals another input.
struct CandidTestFile: Sendable {
    enum Input: Sendable, Hashable {
        case text(String)
        case binary([UInt8])
    }

    enum Expectation: Sendable, Hashable {
        /// `assert input : (types)`.
        case decodes
        /// `assert input !: (types)`.
        case fails
        /// `assert input == other : (types)`.
        case equals(Input)
        /// `assert input != other : (types)`.
        case differs(Input)
    }

    struct Assertion: Sendable, Hashable {
        var input: Input
        var expectation: Expectation
        var types: [CandidType]
        var description: String?
        var line: Int
    }

    var environment: CandidTypeEnvironment
    var assertions: [Assertion]

    init(parsing text: String) throws(CandidParseError) {
        var tokens = try TokenStream(text)
        environment = CandidTypeEnvironment()
        assertions = []
        while !tokens.isAtEnd {
            let token = tokens.current
            if tokens.acceptKeyword("type") {
                let (name, type) = try tokens.typeDefinition()
                guard environment[name] == nil else { throw tokens.error("type \(name) is defined twice", at: token) }
                environment[name] = type.checked
            } else if tokens.acceptKeyword("assert") {
                let input = try Self.input(&tokens)
                var expectation = Expectation.decodes
                if tokens.accept(.doubleEquals) {
                    expectation = .equals(try Self.input(&tokens))
                    try tokens.expect(.colon)
                } else if tokens.accept(.notEquals) {
                    expectation = .differs(try Self.input(&tokens))
                    try tokens.expect(.colon)
                } else if tokens.accept(.notSubtype) {
                    expectation = .fails
                } else {
                    try tokens.expect(.colon)
                }
                let types = try tokens.tupleType()
                var description: String? = nil
                if case .text = tokens.current.kind { description = try tokens.string() }
                assertions.append(
                    Assertion(
                        input: input, expectation: expectation, types: types, description: description, line: token.line
                    ))
            } else {
                throw tokens.error("expected 'type' or 'assert', found \(tokens.describe(token))")
            }
            _ = tokens.accept(.semicolon)
        }
    }

    private static func input(_ tokens: inout TokenStream) throws(CandidParseError) -> Input {
        if tokens.acceptKeyword("blob") { return .binary(try tokens.textLiteral()) }
        return .text(try tokens.string())
    }
}
