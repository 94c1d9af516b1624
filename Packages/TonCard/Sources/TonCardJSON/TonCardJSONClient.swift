import TonCard

/// The original library's API for apps porting from TonNfcClientSwift (spec §4, §10.0): the same
/// operation names and argument labels, string arguments (hex, decimal, digits) and JSON answers.
///
/// It is a rendering of the typed `TonCard` API, not a second implementation: each call parses its
/// strings with the spec's type-3 errors, calls the typed operation, and renders the result with
/// `TonCardJSONFormat`. Where the original resolved a JSON string this returns it; where it
/// rejected one this throws `TonCardJSONFailure`, whose `json` is that string.
public final class TonCardJSONClient: Sendable {
    /// The typed client every call goes through.
    public let card: TonCard

    public init(card: TonCard) {
        self.card = card
    }

    /// Runs one typed operation and renders its value, or its error, as the original did.
    func respond<Value>(
        _ operation: () async throws(TonCardError) -> Value, rendering: (Value) -> String
    ) async throws(TonCardJSONFailure) -> String {
        do {
            return rendering(try await operation())
        } catch {
            throw TonCardJSONFailure(error)
        }
    }

    /// Runs an operation whose only answer is success: the original's `"done"`.
    func respondDone(_ operation: () async throws(TonCardError) -> Void) async throws(TonCardJSONFailure) -> String {
        try await respond(operation) { TonCardJSONFormat.message("done") }
    }
}
