/// Values injected at the root of a flow tree and read by type below it: the stores, clients and
/// settings a flow needs, given through constructors rather than found through globals.
///
/// Keyed by the type they are added as: add a client as its protocol
/// (`adding(client, as: (any LedgerClient).self)`) and read it as that protocol; a test adds a
/// fake under the same type.
public struct FlowDependencies: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    public init() {}

    /// A copy holding `value` under `type`, replacing what was there.
    public func adding<Value: Sendable>(_ value: Value, as type: Value.Type = Value.self) -> FlowDependencies {
        var copy = self
        copy.values[ObjectIdentifier(type)] = value
        return copy
    }

    /// The value added under `type`, if any.
    public func value<Value>(of type: Value.Type) -> Value? {
        values[ObjectIdentifier(type)] as? Value
    }

    /// How many values are held.
    public var count: Int { values.count }
}
