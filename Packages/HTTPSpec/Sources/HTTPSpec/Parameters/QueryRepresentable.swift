import Foundation

/// A value that can appear in a query or a form: zero, one or several strings.
/// Optionals give zero when nil; arrays give one per element.
public protocol QueryRepresentable: Sendable {
    var queryValues: [String] { get }
}

extension String: QueryRepresentable { public var queryValues: [String] { [self] } }
extension Substring: QueryRepresentable { public var queryValues: [String] { [String(self)] } }
extension Int: QueryRepresentable { public var queryValues: [String] { [String(self)] } }
extension Int64: QueryRepresentable { public var queryValues: [String] { [String(self)] } }
extension Int32: QueryRepresentable { public var queryValues: [String] { [String(self)] } }
extension UInt: QueryRepresentable { public var queryValues: [String] { [String(self)] } }
extension UInt64: QueryRepresentable { public var queryValues: [String] { [String(self)] } }
extension UInt32: QueryRepresentable { public var queryValues: [String] { [String(self)] } }
extension Double: QueryRepresentable { public var queryValues: [String] { [String(self)] } }
extension Bool: QueryRepresentable { public var queryValues: [String] { [self ? "true" : "false"] } }
extension UUID: QueryRepresentable { public var queryValues: [String] { [uuidString] } }

extension Optional: QueryRepresentable where Wrapped: QueryRepresentable {
    public var queryValues: [String] { self?.queryValues ?? [] }
}

extension Array: QueryRepresentable where Element: QueryRepresentable {
    public var queryValues: [String] { flatMap(\.queryValues) }
}

extension QueryRepresentable where Self: RawRepresentable, RawValue: QueryRepresentable {
    public var queryValues: [String] { rawValue.queryValues }
}
