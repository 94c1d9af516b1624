import Foundation

/// A fully built request, independent of any transport so interceptors and stubs can inspect it.
public struct HTTPRequest: Sendable, Equatable {
    public var method: HTTPMethod
    public var url: URL
    public var headers: HTTPHeaders
    public var body: Data?

    public init(method: HTTPMethod, url: URL, headers: HTTPHeaders = HTTPHeaders(), body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// "GET http://host/path", for error messages and logs.
    public var summary: String { "\(method) \(url.absoluteString)" }
}
