import HTTPTypes

/// Which statuses count as success. Anything else becomes `HTTPError.badStatus`.
public struct StatusValidation: Sendable {
    public let accepts: @Sendable (HTTPResponse.Status) -> Bool

    public init(_ accepts: @escaping @Sendable (HTTPResponse.Status) -> Bool) { self.accepts = accepts }

    /// 200–299 only: a 3xx that reaches the client was not followed and is not a result.
    public static let successful = StatusValidation { $0.kind == .successful }

    /// Exactly these statuses (`[.ok, .notModified]`; statuses compare by code).
    public static func codes(_ codes: Set<HTTPResponse.Status>) -> StatusValidation {
        StatusValidation { codes.contains($0) }
    }

    /// Statuses whose code is in `range`.
    public static func range(_ range: Range<Int>) -> StatusValidation { StatusValidation { range.contains($0.code) } }

    /// Every status is handed to the decoder; for endpoints that read the raw response.
    public static let any = StatusValidation { _ in true }
}
