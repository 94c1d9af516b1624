import HTTPTypes

/// Parameters every endpoint of an ``API`` sends, taken from the API value itself — an API key, a
/// version, a locale — so no endpoint's input has to carry them (NetworkKit's parameters resolved
/// from the API root).
///
/// ```swift
/// struct Giphy: API {
///     var baseURL: URL
///     var apiKey: String
///     var sharedParameters: SharedParameters { SharedParameters(query: [("api_key", apiKey)]) }
/// }
/// ```
///
/// Query items come after the endpoint's own; an item or header field the endpoint or its input
/// also sets is sent once, with the endpoint's value.
public struct SharedParameters: Sendable {
    /// Name and value of each query item, in order (percent-encoded when sent).
    public var query: [(name: String, value: String)]
    public var headerFields: HTTPFields

    public init(query: [(name: String, value: String)] = [], headerFields: HTTPFields = [:]) {
        self.query = query
        self.headerFields = headerFields
    }

    /// None.
    public static let none = SharedParameters()
}
