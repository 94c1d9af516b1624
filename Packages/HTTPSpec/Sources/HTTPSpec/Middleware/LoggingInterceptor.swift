import Foundation
import HTTPTypes

/// Logs one line per request and one per response through the caller's function, with secrets
/// replaced by `<redacted>`: the named headers and query parameters (compared case-insensitively).
/// Bodies are never logged.
public struct LoggingInterceptor: Interceptor {
    public static let defaultRedactedHeaders: Set<HTTPField.Name> = Set(
        [.authorization, .proxyAuthorization, .cookie, .setCookie]
            // swift-http-types has no constant for X-API-Key; the text is a valid name, so the
            // optional is never nil.
            + [HTTPField.Name("X-API-Key")].compactMap { $0 })

    private let log: @Sendable (String) -> Void
    private let redactedHeaders: Set<HTTPField.Name>
    private let redactedQuery: Set<String>

    public init(
        redactingHeaders: Set<HTTPField.Name> = LoggingInterceptor.defaultRedactedHeaders,
        redactingQuery: Set<String> = ["api_key", "apikey", "token", "access_token", "password"],
        log: @escaping @Sendable (String) -> Void
    ) {
        self.log = log
        // Field names compare by their lowercased canonical form.
        self.redactedHeaders = redactingHeaders
        self.redactedQuery = Set(redactingQuery.map { $0.lowercased() })
    }

    public func intercept(
        _ request: ClientRequest, next: @Sendable (ClientRequest) async throws -> ClientResponse
    ) async throws -> ClientResponse {
        let headers = request.headerFields.map { field in
            "\(field.name.rawName): \(redactedHeaders.contains(field.name) ? "<redacted>" : field.value)"
        }
        log(
            "-> \(request.method.rawValue) \(redact(request.url.absoluteString))"
                + (headers.isEmpty ? "" : " [\(headers.joined(separator: ", "))]"))
        let start = ContinuousClock.now
        do {
            let response = try await next(request)
            log(
                "<- \(response.status.code) \(request.method.rawValue) \(redact(request.url.absoluteString)) (\(response.body.count) bytes, \(milliseconds(since: start)) ms)"
            )
            return response
        } catch {
            log(
                "<- failed \(request.method.rawValue) \(redact(request.url.absoluteString)) (\(milliseconds(since: start)) ms): \(error)"
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
