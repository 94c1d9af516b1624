import Foundation
import HTTPTypes

/// A fully built request, independent of any transport so interceptors and stubs can inspect it.
///
/// Method and header fields are swift-http-types' (`HTTPRequest.Method`, `HTTPFields`); the
/// target stays a Foundation `URL`, built and checked once by the client and read as it is by
/// every transport (URLSession wants a `URL`, a socket transport its host and port), rather than
/// split into the scheme, authority and path of an `HTTPRequest` head and parsed again.
public struct ClientRequest: Sendable, Equatable {
    public var method: HTTPRequest.Method
    public var url: URL
    public var headerFields: HTTPFields
    public var body: Data?

    public init(method: HTTPRequest.Method, url: URL, headerFields: HTTPFields = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headerFields = headerFields
        self.body = body
    }

    /// "GET http://host/path", for error messages and logs.
    public var summary: String { "\(method.rawValue) \(url.absoluteString)" }
}
