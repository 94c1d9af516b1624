import Foundation
import HTTPTypes

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport: URLSession (libcurl on Linux). Redirects are not followed, so a 3xx
/// reaches the client and fails validation unless the endpoint accepts it.
public final class URLSessionTransport: Transport, @unchecked Sendable {
    // @unchecked: URLSession is thread-safe but not marked Sendable on every platform.
    private let session: URLSession

    public init(configuration: URLSessionConfiguration = .ephemeral, followRedirects: Bool = false) {
        session = URLSession(
            configuration: configuration, delegate: followRedirects ? nil : NoRedirects(), delegateQueue: nil)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// On Linux the exchange ends at its deadline without help (`URLSessionDeadline`); elsewhere
    /// the client bounds it.
    public var enforcesTimeout: Bool {
        #if canImport(FoundationNetworking)
            true
        #else
            false
        #endif
    }

    public func send(_ request: ClientRequest, timeout: Duration) async throws -> ClientResponse {
        var urlRequest = URLRequest(url: request.url)
        // GET is URLRequest's default; the setter normalizes the name with a locale-aware
        // comparison that cost ~7 µs per request on Linux.
        if request.method != .get { urlRequest.httpMethod = request.method.rawValue }
        for field in request.headerFields { urlRequest.addValue(field.value, forHTTPHeaderField: field.name.rawName) }
        urlRequest.httpBody = request.body
        let seconds = timeout.inSeconds
        // URLSession on Linux counts inactivity in whole seconds (0.15 s times out at once), so
        // its own timer is only a backstop a second after the real deadline.
        urlRequest.timeoutInterval = (seconds + 1).rounded(.up)
        #if canImport(FoundationNetworking)
            let deadline = URLSessionDeadline(session: session, timeout: timeout)
            urlRequest.mainDocumentURL = deadline.tag
        #endif
        // The async API: on Linux it is about twice as fast as a completion-handler task
        // (measured on loopback), and it cancels the transfer when the calling task is cancelled.
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            #if canImport(FoundationNetworking)
                let timedOut = deadline.end()
            #else
                let timedOut = false
            #endif
            let code = (error as NSError).code
            if timedOut || code == NSURLErrorTimedOut {
                throw HTTPError.timeout(request: request.summary, seconds: seconds)
            } else if code == NSURLErrorCancelled || Task.isCancelled {
                throw HTTPError.cancelled(request: request.summary)
            }
            throw HTTPError.transport(request: request.summary, reason: error.localizedDescription)
        }
        #if canImport(FoundationNetworking)
            _ = deadline.end()
        #endif
        guard let http = response as? HTTPURLResponse else {
            throw HTTPError.transport(request: request.summary, reason: "not an HTTP response")
        }
        // `HTTPResponse.Status` traps on a code outside 0...999; such an answer is a transport failure.
        guard (0...999).contains(http.statusCode) else {
            throw HTTPError.transport(request: request.summary, reason: "status \(http.statusCode) is outside 0...999")
        }
        return ClientResponse(status: HTTPResponse.Status(code: http.statusCode), body: data) {
            var fields = HTTPFields()
            for (name, value) in http.allHeaderFields {
                // Names and values are Strings in practice; interpolating `Any` is much slower.
                // A name that is not a valid field name cannot be represented and is left out.
                guard let name = HTTPField.Name(name as? String ?? "\(name)") else { continue }
                fields.append(HTTPField(name: name, value: value as? String ?? "\(value)"))
            }
            return fields
        }
    }
}

/// Refuses every redirect so the 3xx response itself is delivered.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
