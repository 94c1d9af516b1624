/// A request line and its headers, read within ``CallbackServerLimits/maxHeadBytes``.
struct RequestHead: Sendable, Hashable {
    /// As sent (`GET`, `POST`, …); HTTP methods are case-sensitive.
    let method: String
    /// The path, without the query.
    let path: String
    /// The raw query after `?` (not decoded), or nil when the target has none.
    let query: String?
    /// The whole request target, for parsers that want the URL as sent.
    let target: String
    /// Header names ASCII-lowercased; values trimmed of spaces and tabs.
    let headers: [(name: String, value: String)]

    static func == (lhs: RequestHead, rhs: RequestHead) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target
            && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(method)
        hasher.combine(target)
    }

    /// Every value of header `name` (lowercase).
    func values(_ name: String) -> [String] {
        headers.filter { $0.name == name }.map(\.value)
    }

    /// Parses the bytes before the blank line (RFC 9112 §3, §5): `METHOD SP target SP HTTP/1.x`,
    /// then `name: value` lines. Anything else is a 400; another protocol version a 505.
    static func parse(_ bytes: ArraySlice<UInt8>) throws(HTTPFailure) -> RequestHead {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw HTTPFailure(status: 400, reason: "the request head is not UTF-8")
        }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
        guard let requestLine = lines.popFirst() else { throw HTTPFailure(status: 400, reason: "no request line") }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty,
            parts[0].utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        else {
            throw HTTPFailure(status: 400, reason: "the request line is not METHOD target HTTP/1.x")
        }
        guard parts[2].hasPrefix("HTTP/1.") else {
            throw HTTPFailure(status: 505, reason: "only HTTP/1.x is served")
        }
        let target = String(parts[1])
        // Origin form only (RFC 9112 §3.2.1): the server never acts as a proxy.
        guard target.hasPrefix("/") else { throw HTTPFailure(status: 400, reason: "the target is not a path") }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else {
                throw HTTPFailure(status: 400, reason: "a header line has no colon")
            }
            let name = line[..<colon]
            // RFC 9112 §5.1: no whitespace between the name and the colon, and a name is a token.
            guard !name.isEmpty, name.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
                throw HTTPFailure(status: 400, reason: "a header name is not a token")
            }
            let value = line[line.index(after: colon)...].trimmingSpacesAndTabs()
            headers.append((String(name).lowercased(), String(value)))
        }
        let query = target.firstIndex(of: "?")
        return RequestHead(
            method: String(parts[0]),
            path: String(target[..<(query ?? target.endIndex)]),
            query: query.map { String(target[target.index(after: $0)...]) },
            target: target,
            headers: headers)
    }
}

extension Substring {
    fileprivate func trimmingSpacesAndTabs() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
