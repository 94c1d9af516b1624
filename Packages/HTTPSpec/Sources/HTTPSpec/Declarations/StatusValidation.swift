/// Which statuses count as success. Anything else becomes `HTTPError.badStatus`.
public struct StatusValidation: Sendable {
    public let accepts: @Sendable (Int) -> Bool

    public init(_ accepts: @escaping @Sendable (Int) -> Bool) { self.accepts = accepts }

    /// 200–299 only: a 3xx that reaches the client was not followed and is not a result.
    public static let successful = StatusValidation { (200..<300).contains($0) }

    public static func codes(_ codes: Set<Int>) -> StatusValidation { StatusValidation { codes.contains($0) } }

    public static func range(_ range: Range<Int>) -> StatusValidation { StatusValidation { range.contains($0) } }

    /// Every status is handed to the decoder; for endpoints that read the raw response.
    public static let any = StatusValidation { _ in true }
}
