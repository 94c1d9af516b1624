import FlyingSocks
import Foundation

/// A bare client for the limit tests: writes bytes exactly as given and reads the reply until
/// the server closes (at most 1 MiB, within a deadline), so malformed requests reach the server
/// as they are.
enum RawHTTP {
    struct Reply {
        let status: Int
        let head: String
        let body: String
    }

    static func send(_ bytes: [UInt8], port: UInt16) async throws -> Reply {
        let socket = try await AsyncSocket.connected(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: 5)
        defer { try? socket.close() }
        try await socket.write(Data(bytes))
        var received: [UInt8] = []
        while received.count < 1 << 20 {
            guard let chunk = try? await socket.read(atMost: 4096) else { break }
            received += chunk
        }
        let text = String(decoding: received, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        let head = parts.first ?? ""
        let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? -1
        return Reply(status: status, head: head, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    static func send(_ text: String, port: UInt16) async throws -> Reply {
        try await send(Array(text.utf8), port: port)
    }
}
