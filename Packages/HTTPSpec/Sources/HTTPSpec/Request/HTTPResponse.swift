import Foundation

/// A response as received, before validation and decoding; available to users as raw access.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: Data

    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The body as UTF-8 text, with invalid sequences replaced, for messages.
    public var text: String { String(decoding: body, as: UTF8.self) }
}
