/// Reads HTTP/1.1 requests off a connection one after another (keep-alive), bounded: a head
/// of at most 64 KiB and a body of at most 16 MiB, framed by `Content-Length`.
struct RequestReader {
    /// What came off the connection.
    enum Next {
        case request(LoopbackTLSServer.Request, closeAfter: Bool)
        /// A request this server cannot read (over a bound, chunked, malformed); it answers
        /// with an error status and closes.
        case unreadable(status: Int, reason: String)
        /// The peer closed the connection (or it failed) between requests.
        case closed
    }

    static let maximumHeadSize = 64 * 1024
    static let maximumBodySize = 16 * 1024 * 1024

    private let connection: ServerConnection
    private var buffered: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 16 * 1024)

    init(connection: ServerConnection) { self.connection = connection }

    mutating func next() -> Next {
        guard let headEnd = readUntilHeadEnd() else {
            return buffered.count > Self.maximumHeadSize
                ? .unreadable(status: 431, reason: "request head over \(Self.maximumHeadSize) bytes") : .closed
        }
        let head = String(decoding: buffered[..<headEnd], as: UTF8.self)
        buffered.removeFirst(headEnd + 4)
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3 else { return .unreadable(status: 400, reason: "malformed request line") }
        var host: String?
        var length = 0
        var closeAfter = false
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            switch name {
            case "host": host = value
            case "content-length":
                guard let parsed = Int(value), parsed >= 0 else {
                    return .unreadable(status: 400, reason: "bad Content-Length")
                }
                length = parsed
            case "transfer-encoding":
                return .unreadable(status: 501, reason: "this test server reads Content-Length bodies only")
            case "connection": closeAfter = value.lowercased() == "close"
            default: break
            }
        }
        guard length <= Self.maximumBodySize else {
            return .unreadable(status: 413, reason: "request body over \(Self.maximumBodySize) bytes")
        }
        guard readUntilBuffered(length) else { return .closed }
        let body = Array(buffered[..<length])
        buffered.removeFirst(length)
        let request = LoopbackTLSServer.Request(
            method: String(requestLine[0]), target: String(requestLine[1]), host: host, body: body,
            headerLines: lines)
        return .request(request, closeAfter: closeAfter)
    }

    /// Reads until the buffer holds a whole head; the offset of its blank line, or nil when the
    /// peer closed or the head outgrew its bound.
    private mutating func readUntilHeadEnd() -> Int? {
        // Bounded: each round adds bytes, and the buffer may not outgrow the head's bound.
        while true {
            if let end = Self.find([13, 10, 13, 10], in: buffered) { return end }
            guard buffered.count <= Self.maximumHeadSize, readMore() else { return nil }
        }
    }

    private mutating func readUntilBuffered(_ count: Int) -> Bool {
        // Bounded: each round adds bytes until `count`, itself bounded, are there.
        while buffered.count < count {
            guard readMore() else { return false }
        }
        return true
    }

    private mutating func readMore() -> Bool {
        let count = connection.read(into: &chunk)
        guard count > 0 else { return false }
        buffered.append(contentsOf: chunk[..<count])
        return true
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        return (0...(bytes.count - pattern.count)).first { start in
            bytes[start..<start + pattern.count].elementsEqual(pattern)
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs (optional whitespace around a field value).
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
