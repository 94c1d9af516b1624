import Candid

@testable import CandidParser

/// Runs the assertions of a ``CandidTestFile``: binary inputs are decoded at the types with
/// ``CandidBinary/decode(_:as:environment:options:)``, textual ones parsed and typed; equality
/// compares the resulting values.
struct CandidTestRunner: Sendable {
    var options: CandidDecodingOptions

    init(options: CandidDecodingOptions = CandidDecodingOptions()) {
        self.options = options
    }

    /// The values `input` denotes at `types`, or why it does not denote any.
    func values(
        of input: CandidTestFile.Input, as types: [CandidType], in environment: CandidTypeEnvironment
    ) -> Result<[CandidValue], any Error> {
        switch input {
        case .binary(let bytes):
            do {
                return .success(try CandidBinary.decode(bytes, as: types, environment: environment, options: options))
            } catch {
                return .failure(error)
            }
        case .text(let text):
            do {
                let parsed = try CandidTextValue.parseArguments(text)
                return .success(try CandidTextValue.typed(parsed, as: types, in: environment))
            } catch {
                return .failure(error)
            }
        }
    }

    /// nil when the assertion holds, otherwise what went wrong.
    func check(_ assertion: CandidTestFile.Assertion, in environment: CandidTypeEnvironment) -> String? {
        let result = values(of: assertion.input, as: assertion.types, in: environment)
        switch assertion.expectation {
        case .decodes:
            if case .failure(let error) = result { return "expected to decode, failed: \(error)" }
        case .fails:
            if case .success(let values) = result { return "expected to fail, decoded \(CandidText.arguments(values))" }
        case .equals(let other), .differs(let other):
            let otherResult = values(of: other, as: assertion.types, in: environment)
            switch (result, otherResult) {
            case (.success(let left), .success(let right)):
                let equal = left == right
                if case .equals = assertion.expectation, !equal {
                    return "expected equal values: \(CandidText.arguments(left)) vs \(CandidText.arguments(right))"
                }
                if case .differs = assertion.expectation, equal {
                    return "expected different values, both \(CandidText.arguments(left))"
                }
            case (.failure(let error), _): return "left side failed: \(error)"
            case (_, .failure(let error)): return "right side failed: \(error)"
            }
        }
        return nil
    }
}
