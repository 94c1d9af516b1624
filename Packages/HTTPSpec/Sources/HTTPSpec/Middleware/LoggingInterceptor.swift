import Foundation

/// Logs one line per request and one per response through the caller's function, with secrets
/// replaced by `<redacted>`: the named headers and query parameters (compared case-insensitively).
/// Bodies are never logged.
public struct LoggingInterceptor: Interceptor {
    public static let defaultRedactedHeaders: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key",
    ]

    private let log: @Sendable (String) -> Void
    private let redactedHeaders: Set<String>
    private let redactedQuery: Set<String>

    public init(
        redactingHeaders: Set<String> = LoggingInterceptor.defaultRedactedHeaders,
        redactingQuery: Set<String> = ["api_key", "apikey", "token", "access_token", "password"],
        log: @escaping @Sendable (String) -> Void
    ) {
        self.log = log
        self.redactedHeaders = Set(redactingHeaders.map { $0.lowercased() })
        self.redactedQuery = Set(redactingQuery.map { $0.lowercased() })
    }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let headers = request.headers.map { field in
            "\(field.name): \(redactedHeaders.contains(field.name.lowercased()) ? "<redacted>" : field.value)"
        }
        log(
            "-> \(request.method) \(redact(request.url.absoluteString))"
                + (headers.isEmpty ? "" : " [\(headers.joined(separator: ", "))]"))
        let start = ContinuousClock.now
        do {
            let response = try await next(request)
            log(
                "<- \(response.status) \(request.method) \(redact(request.url.absoluteString)) (\(response.body.count) bytes, \(milliseconds(since: start)) ms)"
            )
            return response
        } catch {
            log(
                "<- failed \(request.method) \(redact(request.url.absoluteString)) (\(milliseconds(since: start)) ms): \(error)"
            )
            throw error
        }
    }

    func redact(_ url: String) -> String {
        guard let mark = url.firstIndex(of: "?") else { return url }
        let pairs = url[url.index(after: mark)...].split(separator: "&").map { pair -> String in
            let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            return redactedQuery.contains(name.lowercased()) ? "\(name)=<redacted>" : String(pair)
        }
        return url[..<mark] + "?" + pairs.joined(separator: "&")
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Int64 {
        let elapsed = ContinuousClock.now - start
        return elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    }
}
