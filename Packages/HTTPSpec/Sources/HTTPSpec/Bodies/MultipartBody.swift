import Foundation

/// A multipart/form-data body (RFC 7578): parts with names, optional file names and types.
public struct MultipartBody: BodyRepresentable, Equatable {
    public struct Part: Sendable, Equatable {
        public var name: String
        public var fileName: String?
        public var contentType: String?
        public var data: Data

        public init(name: String, fileName: String? = nil, contentType: String? = nil, data: Data) {
            self.name = name
            self.fileName = fileName
            self.contentType = contentType
            self.data = data
        }

        public init(name: String, value: String) {
            self.init(name: name, data: Data(value.utf8))
        }
    }

    public var parts: [Part]
    /// Fixed per body so the bytes are reproducible; a random default avoids clashes with content.
    public var boundary: String

    public init(parts: [Part] = [], boundary: String = "httpspec-" + UUID().uuidString) {
        self.parts = parts
        self.boundary = boundary
    }

    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    public var encoded: Data {
        var out = Data()
        for part in parts {
            out.append(Data("--\(boundary)\r\n".utf8))
            var disposition = "Content-Disposition: form-data; name=\"\(Self.quoted(part.name))\""
            if let fileName = part.fileName { disposition += "; filename=\"\(Self.quoted(fileName))\"" }
            out.append(Data((disposition + "\r\n").utf8))
            if let type = part.contentType { out.append(Data("Content-Type: \(type)\r\n".utf8)) }
            out.append(Data("\r\n".utf8))
            out.append(part.data)
            out.append(Data("\r\n".utf8))
        }
        out.append(Data("--\(boundary)--\r\n".utf8))
        return out
    }

    public func encodedBody() -> (Data, contentType: String) { (encoded, contentType) }

    /// RFC 7578 §4.2: quotes and line breaks in names are percent-encoded, as browsers do.
    static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}

/// One multipart part taken from the input; any `@Part` makes the body multipart/form-data.
/// `Data` is sent as is, strings as UTF-8; nil sends no part.
@propertyWrapper
public struct Part<Value: Sendable>: Sendable, RequestParameter {
    public var wrappedValue: Value
    public let name: String?
    public let fileName: String?
    public let contentType: String?

    public init(wrappedValue: Value, name: String? = nil, fileName: String? = nil, contentType: String? = nil) {
        self.wrappedValue = wrappedValue
        self.name = name
        self.fileName = fileName
        self.contentType = contentType
    }

    func apply(to builder: inout RequestBuilder, propertyName: String) throws(HTTPError) {
        let value: Any = wrappedValue
        if let optional = value as? OptionalProtocol, optional.isNone { return }
        let data: Data
        switch value {
        case let bytes as Data: data = bytes
        case let bytes as Data?: data = bytes ?? Data()
        case let text as any QueryRepresentable: data = Data(text.queryValues.joined(separator: ",").utf8)
        default: throw builder.invalid("part '\(propertyName)' of type \(Value.self) is neither Data nor text")
        }
        builder.parts.append(
            MultipartBody.Part(name: name ?? propertyName, fileName: fileName, contentType: contentType, data: data))
    }
}
