/// One member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    /// The member's name.
    public var key: String
    /// Its value.
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
