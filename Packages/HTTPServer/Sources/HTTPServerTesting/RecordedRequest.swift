import Foundation

/// A request as the loopback server received it.
public struct RecordedRequest: Sendable {
    public let method: String
    /// The request target as sent: path and query, still percent-encoded.
    public let target: String
    /// Every header field in the order received.
    public let headers: [(name: String, value: String)]
    public let body: Data

    public init(method: String, target: String, headers: [(name: String, value: String)], body: Data) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
    }

    /// The path part of the target, still percent-encoded.
    public var path: String { String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]) }

    /// The query part of the target (after `?`), still percent-encoded, or "".
    public var query: String {
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return pieces.count == 2 ? String(pieces[1]) : ""
    }

    /// The first value of a header, by case-insensitive name.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    public var bodyText: String { String(decoding: body, as: UTF8.self) }
}
