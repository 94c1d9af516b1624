/// The input of an endpoint that takes nothing, or the output of one that returns no body.
public struct Empty: Codable, Sendable, Equatable {
    public init() {}
}
