import Foundation
import HTTPSpec

// The one place that knows HTTPSpec's request, response and error types: the rest of the
// transport works in plain values (method, URL, header pairs and bytes).

extension PinnedTLSTransport: Transport {
    /// The transport ends each exchange at its deadline itself, so the client runs the attempt
    /// in the calling task.
    public var enforcesTimeout: Bool { true }

    public func send(_ request: HTTPRequest, timeout: Duration) async throws -> HTTPResponse {
        let exchangeRequest = ExchangeRequest(
            method: request.method.rawValue, url: request.url.absoluteString,
            headers: request.headers.fields, body: request.body.map { [UInt8]($0) }, timeout: timeout)
        do throws(ExchangeFailure) {
            let response = try await exchange(exchangeRequest)
            return HTTPResponse(
                status: response.status, headers: HTTPHeaders(response.headers), body: Data(response.body))
        } catch {
            switch error {
            case .timedOut: throw HTTPError.timeout(request: request.summary, seconds: timeout.seconds)
            case .cancelled: throw HTTPError.cancelled(request: request.summary)
            case .failed(let failure):
                throw HTTPError.transport(request: request.summary, reason: failure.description)
            }
        }
    }
}

extension HTTPError {
    /// True when the pinned transport refused the server's certificate chain (no pinned key, or
    /// a pinned key on a chain that is expired, for another name or does not link), as opposed
    /// to a network failure: the case where an app should warn rather than retry.
    public var isPinnedTLSRefusal: Bool {
        guard case .transport(_, let reason) = self else { return false }
        return reason.hasPrefix(PinnedTLSError.refusalPrefix)
    }
}

extension Duration {
    /// The duration in seconds, as `HTTPError.timeout` reports it.
    fileprivate var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
