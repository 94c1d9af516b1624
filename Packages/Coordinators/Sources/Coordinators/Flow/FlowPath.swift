/// Where a flow sits in the tree: the names of the coordinators from the root down.
public struct FlowPath: Sendable, Hashable, CustomStringConvertible {
    public let components: [String]

    public init(_ components: [String] = []) {
        self.components = components
    }

    /// The path of a child named `name` started here.
    public func appending(_ name: String) -> FlowPath {
        FlowPath(components + [name])
    }

    /// `App/Home/ICP`; the root is `/`.
    public var description: String {
        components.isEmpty ? "/" : components.joined(separator: "/")
    }

    /// Whether `self` is `other` or lies below it.
    public func isWithin(_ other: FlowPath) -> Bool {
        components.starts(with: other.components)
    }
}
