import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The calls a test makes to deeplink-wallet's control endpoint, with a deadline each.
enum ControlHTTP {
    struct Reply {
        var status: Int
        var body: String
        var headers: [String: String] = [:]
    }

    static func post(_ body: String, to url: URL) async throws -> Reply {
        var request = URLRequest(url: url, timeoutInterval: 30)
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        return try await send(request)
    }

    static func get(_ url: URL) async throws -> Reply {
        try await send(URLRequest(url: url, timeoutInterval: 30))
    }

    private static func send(_ request: URLRequest) async throws -> Reply {
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for (name, value) in http?.allHeaderFields ?? [:] {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        return Reply(status: http?.statusCode ?? 0, body: String(decoding: data, as: UTF8.self), headers: headers)
    }
}
