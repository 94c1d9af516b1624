import Foundation
import HTTPSpec
import HTTPTypes

// The one place that knows HTTPSpec's request, response and error types: the rest of the
// transport works in plain values (method, URL, header pairs and bytes).

extension PinnedTLSTransport: Transport {
    /// The transport ends each exchange at its deadline itself, so the client runs the attempt
    /// in the calling task.
    public var enforcesTimeout: Bool { true }

    public func send(_ request: ClientRequest, timeout: Duration) async throws -> ClientResponse {
        let exchangeRequest = ExchangeRequest(
            method: request.method.rawValue, url: request.url.absoluteString,
            headers: request.headerFields.map { (name: $0.name.rawName, value: $0.value) },
            body: request.body.map { [UInt8]($0) }, timeout: timeout)
        let response: ExchangeResponse
        do throws(ExchangeFailure) {
            response = try await exchange(exchangeRequest)
        } catch {
            switch error {
            case .timedOut: throw HTTPError.timeout(request: request.summary, seconds: timeout.seconds)
            case .cancelled: throw HTTPError.cancelled(request: request.summary)
            case .failed(let failure):
                throw HTTPError.transport(request: request.summary, reason: failure.description)
            }
        }

        // `HTTPResponse.Status` traps on a code outside 0...999: such a server is broken.
        guard (0...999).contains(response.status) else {
            throw HTTPError.transport(
                request: request.summary, reason: "the server answered with status \(response.status)")
        }
        var fields = HTTPFields()
        for header in response.headers {
            // libcurl passes on what the server sent; a name HTTP does not allow is dropped.
            if let name = HTTPField.Name(header.name) { fields.append(HTTPField(name: name, value: header.value)) }
        }
        return ClientResponse(
            status: HTTPResponse.Status(code: response.status), headerFields: fields, body: Data(response.body))
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
