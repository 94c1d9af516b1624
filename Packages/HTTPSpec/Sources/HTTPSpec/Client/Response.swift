/// A decoded value together with the raw response it came from.
public struct Response<Output: Sendable>: Sendable {
    public let value: Output
    public let raw: ClientResponse
    /// Attempts made, 1 when the first one answered.
    public let attempts: Int
}
