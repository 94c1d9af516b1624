import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests, tours and benchmarks: an ephemeral port,
/// keep-alive, TCP_NODELAY (without it Nagle plus delayed ACK adds ~40 ms per keep-alive
/// request), Content-Length bodies, a scripted answer per request, and every request recorded.
/// Bounded: at most `maxConnections` connections and `maxRequestBytes` per request.
/// Call `stop()` when done; it closes every socket and waits for the threads.
public final class LoopbackServer: @unchecked Sendable {
    // @unchecked: mutable state is behind `lock`; sockets are owned by one thread each.
    public enum StartError: Error, CustomStringConvertible {
        case socket(String)

        public var description: String {
            switch self {
            case .socket(let reason): return "loopback server could not start: \(reason)"
            }
        }
    }

    public let port: UInt16
    public let maxConnections: Int
    public let maxRequestBytes: Int
    private let listener: Int32
    private let handler: @Sendable (RecordedRequest) -> ScriptedResponse
    private let lock = NSLock()
    private var recorded: [RecordedRequest] = []
    private var clients: Set<Int32> = []
    private var stopped = false
    private var connectionsAccepted = 0
    private let threads = DispatchGroup()

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Answers each request with `handler`, called on the connection's thread.
    public init(
        maxConnections: Int = 32, maxRequestBytes: Int = 8 << 20,
        handler: @escaping @Sendable (RecordedRequest) -> ScriptedResponse
    ) throws {
        self.handler = handler
        self.maxConnections = maxConnections
        self.maxRequestBytes = maxRequestBytes
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw StartError.socket("socket() failed, errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 128) == 0 else {
            close(fd)
            throw StartError.socket("bind/listen on 127.0.0.1 failed, errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        startThread { [self] in acceptLoop() }
    }

    /// Replays `responses` in order, then answers 404.
    public convenience init(responses: [ScriptedResponse]) throws {
        let queue = ResponseQueue(responses)
        try self.init { _ in queue.next() }
    }

    deinit { stop() }

    /// Every request received so far, in arrival order.
    public var requests: [RecordedRequest] { lock.withLock { recorded } }

    /// Connections accepted so far (keep-alive reuse shows as fewer connections than requests).
    public var connectionCount: Int { lock.withLock { connectionsAccepted } }

    /// Closes the listener and every connection, and waits (at most a second) for the threads.
    public func stop() {
        let open: Set<Int32>? = lock.withLock {
            if stopped { return nil }
            stopped = true
            return clients
        }
        guard let open else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        for fd in open { shutdown(fd, Int32(SHUT_RDWR)) }
        _ = threads.wait(timeout: .now() + 1)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func startThread(_ body: @escaping @Sendable () -> Void) {
        threads.enter()
        let group = threads
        let thread = Thread {
            body()
            group.leave()
        }
        thread.start()
    }

    private func acceptLoop() {
        defer { close(listener) }
        while !isStopped {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            var yes: Int32 = 1
            setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            let admitted: Bool = lock.withLock {
                guard !stopped, clients.count < maxConnections else { return false }
                clients.insert(client)
                connectionsAccepted += 1
                return true
            }
            guard admitted else {
                close(client)
                continue
            }
            startThread { [self] in serve(client) }
        }
    }

    /// One connection: read a request, answer it, repeat until the peer closes or asks to.
    private func serve(_ fd: Int32) {
        defer {
            lock.withLock { _ = clients.remove(fd) }
            close(fd)
        }
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while !isStopped {
            guard let (request, consumed) = Self.parse(buffer) else {
                if buffer.count > maxRequestBytes { return }
                let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count <= 0 { return }
                buffer.append(contentsOf: chunk[0..<count])
                continue
            }
            buffer.removeSubrange(buffer.startIndex..<buffer.startIndex + consumed)
            buffer = Data(buffer)
            lock.withLock { recorded.append(request) }
            let response = handler(request)
            if !sleep(response.delay) { return }
            if response.byteInterval > .zero {
                if !write(fd, response.serializedHead()) { return }
                for byte in response.body {
                    if !sleep(response.byteInterval) || !write(fd, Data([byte])) { return }
                }
            } else if !write(fd, response.serialized()) {
                return
            }
            let wantsClose = request.header("Connection")?.lowercased() == "close"
            if response.closesConnection || wantsClose { return }
        }
    }

    /// Waits in small steps so `stop()` is never held up by a scripted delay.
    private func sleep(_ delay: Duration) -> Bool {
        let deadline = ContinuousClock.now + delay
        while ContinuousClock.now < deadline {
            if isStopped { return false }
            usleep(2_000)
        }
        return true
    }

    private func write(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return true }
            var offset = 0
            while offset < raw.count {
                #if canImport(Glibc)
                    let sent = send(fd, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    let sent = send(fd, base + offset, raw.count - offset, 0)
                #endif
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    /// One complete request at the start of `buffer` and its length, or nil when more bytes
    /// are needed. Bodies are framed by Content-Length or chunked transfer coding.
    public static func parse(_ buffer: Data) -> (RecordedRequest, Int)? {
        let bytes = [UInt8](buffer)
        guard let headEnd = find([13, 10, 13, 10], in: bytes, from: 0) else { return nil }
        let head = String(decoding: bytes[0..<headEnd], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        let method = requestLine.first.map(String.init) ?? ""
        let target = requestLine.count > 1 ? String(requestLine[1]) : "/"
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append(
                (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        func header(_ name: String) -> String? { headers.first { $0.name.lowercased() == name }?.value }
        let bodyStart = headEnd + 4
        var body = Data()
        var end = bodyStart
        if header("transfer-encoding")?.lowercased().contains("chunked") == true {
            var cursor = bodyStart
            while true {
                guard let lineEnd = find([13, 10], in: bytes, from: cursor) else { return nil }
                let sizeText =
                    String(decoding: bytes[cursor..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
                guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else { return nil }
                cursor = lineEnd + 2
                if size == 0 {
                    guard let trailerEnd = find([13, 10], in: bytes, from: cursor) else { return nil }
                    end = trailerEnd + 2
                    break
                }
                guard bytes.count >= cursor + size + 2 else { return nil }
                body.append(contentsOf: bytes[cursor..<cursor + size])
                cursor += size + 2
            }
        } else {
            let length = Int(header("content-length") ?? "0") ?? 0
            guard bytes.count >= bodyStart + length else { return nil }
            body = Data(bytes[bodyStart..<bodyStart + length])
            end = bodyStart + length
        }
        let request = RecordedRequest(
            method: method, target: target, headers: headers, body: body, raw: Data(bytes[0..<end]))
        return (request, end)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0] && Array(bytes[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }
}

/// Hands out scripted responses in order, then 404s.
final class ResponseQueue: @unchecked Sendable {
    // @unchecked: state is behind `lock`.
    private let lock = NSLock()
    private var responses: [ScriptedResponse]

    init(_ responses: [ScriptedResponse]) { self.responses = responses }

    func next() -> ScriptedResponse {
        lock.withLock {
            responses.isEmpty
                ? ScriptedResponse.text("no scripted response left", status: 404) : responses.removeFirst()
        }
    }
}
