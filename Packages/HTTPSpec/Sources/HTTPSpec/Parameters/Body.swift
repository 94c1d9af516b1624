import Foundation

/// The request body. `Data` is sent as is; `FormBody`, `MultipartBody` and `RawBody` encode
/// themselves; any other `Encodable` value is JSON written with the API's `JSONCoding`.
@propertyWrapper
public struct Body<Value: Sendable>: Sendable, RequestParameter {
    public var wrappedValue: Value
    /// Overrides the content type the body would get.
    public let contentType: String?

    public init(wrappedValue: Value, contentType: String? = nil) {
        self.wrappedValue = wrappedValue
        self.contentType = contentType
    }

    func apply(to builder: inout RequestBuilder, propertyName: String) throws(HTTPError) {
        let value: Any = wrappedValue
        if let optional = value as? OptionalProtocol, optional.isNone { return }
        let encoded: (Data, String)
        switch value {
        case let data as Data:
            encoded = (data, "application/octet-stream")
        case let body as any BodyRepresentable:
            encoded = body.encodedBody()
        case let encodable as any Encodable:
            do {
                encoded = (try builder.json.makeEncoder().encode(encodable), "application/json")
            } catch {
                throw builder.invalid("body '\(propertyName)' could not be encoded as JSON: \(error)")
            }
        default:
            throw builder.invalid("body '\(propertyName)' of type \(Value.self) is neither Data nor Encodable")
        }
        builder.body = encoded.0
        builder.contentType = contentType ?? encoded.1
    }
}

/// Lets `@Body var x: T?` send nothing when nil.
protocol OptionalProtocol {
    var isNone: Bool { get }
}

extension Optional: OptionalProtocol {
    var isNone: Bool { self == nil }
}

/// A body that knows its bytes and content type.
public protocol BodyRepresentable: Sendable {
    func encodedBody() -> (Data, contentType: String)
}

/// Bytes with an explicit content type, e.g. an image upload.
public struct RawBody: BodyRepresentable, Equatable {
    public var data: Data
    public var contentType: String

    public init(_ data: Data, contentType: String) {
        self.data = data
        self.contentType = contentType
    }

    public func encodedBody() -> (Data, contentType: String) { (data, contentType) }
}
