import CCurl
import Foundation
import HTTPTypes
import Synchronization

/// One exchange on libcurl: its easy handle, configured from the request and the transport's
/// options, what libcurl's callbacks collect while it runs (headers, body, a chain check's
/// verdict), and how it ends. A ``CurlTransferLoop`` runs it; whatever ends it first (its
/// outcome, the caller's cancellation) completes it, and the rest find it completed.
final class CurlTransfer: @unchecked Sendable {
    // @unchecked: the handle and the collected response are touched by libcurl's callbacks on
    // the loop's thread while the transfer runs, and read there once it has ended; the caller's
    // side only reaches `completion`, which is behind a lock.

    /// What the caller waits on.
    typealias Outcome = Result<ClientResponse, CurlFailure>

    let easy: UnsafeMutableRawPointer
    let url: CurlURL
    let timeout: Duration
    /// Set when a chain check replaces OpenSSL's verification: the check's view of the exchange.
    let handshake: CurlHandshake?
    private let headerList: RequestHeaderList
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private let maximumBodySize: Int
    private let connectTimeout: Duration

    private var responseHeaders: [(name: String, value: String)] = []
    private var headerBytes = 0
    private var body = Data()
    /// Set by the header or body callback that stopped a response over its limit.
    private var overLimit: CurlFailure?
    private var started: ContinuousClock.Instant?

    private let completion = Mutex(Completion())

    private struct Completion: Sendable {
        var continuation: CheckedContinuation<Outcome, Never>?
        var cancelled = false
        var finished = false
    }

    init(_ request: ClientRequest, timeout: Duration, options: CurlTransportOptions) throws(CurlFailure) {
        try CurlLibrary.ensureInitialised()
        switch options.serverTrust {
        case .system:
            url = try CurlURL(request.url.absoluteString, schemes: ["http", "https"])
            handshake = nil
        case .replaced(let check):
            url = try CurlURL(request.url.absoluteString, schemes: ["https"])
            handshake = CurlHandshake(host: url.host, port: url.port, check: check, deadline: .now + timeout)
        }
        let method = request.method
        let sendsBody = request.body != nil || [.post, .put, .patch].contains(method)
        headerList = try RequestHeaderList(request.headerFields, hasBody: sendsBody)
        guard let easy = curl_easy_init() else { throw .setupFailed(reason: "curl_easy_init failed") }
        self.easy = easy
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        self.timeout = timeout
        self.connectTimeout = min(options.connectTimeout, timeout)
        self.maximumBodySize = options.maximumResponseBodySize

        try configureConnection(options)
        try configureRequest(method: method.rawValue, body: sendsBody ? request.body ?? Data() : nil)
        try configureResponse()
    }

    deinit {
        // The loop has removed the handle from its multi handle before letting go of it.
        curl_easy_cleanup(easy)
        errorBuffer.deallocate()
    }

    /// Where and how to connect: the URL's scheme (https only under a chain check, and never a
    /// redirect from https to http), HTTP/1.1, no proxy, TLS 1.2 or later.
    private func configureConnection(_ options: CurlTransportOptions) throws(CurlFailure) {
        try set(ccurl_easy_set_pointer(easy, CURLOPT_CURLU, UnsafeMutableRawPointer(url.handle)), "CURLOPT_CURLU")
        let secure = handshake != nil || url.isHTTPS
        let protocols = secure ? "https" : "http,https"
        try set(ccurl_easy_set_string(easy, CURLOPT_PROTOCOLS_STR, protocols), "CURLOPT_PROTOCOLS_STR")
        try set(ccurl_easy_set_string(easy, CURLOPT_REDIR_PROTOCOLS_STR, protocols), "CURLOPT_REDIR_PROTOCOLS_STR")
        if options.followsRedirects {
            try set(ccurl_easy_set_long(easy, CURLOPT_FOLLOWLOCATION, 1), "CURLOPT_FOLLOWLOCATION")
            try set(
                ccurl_easy_set_long(easy, CURLOPT_MAXREDIRS, CurlTransportOptions.maximumRedirects), "CURLOPT_MAXREDIRS"
            )
        }
        // An empty proxy overrides http_proxy and friends: the transport talks to the server.
        try set(ccurl_easy_set_string(easy, CURLOPT_PROXY, ""), "CURLOPT_PROXY")
        try set(ccurl_easy_set_long(easy, CURLOPT_NOSIGNAL, 1), "CURLOPT_NOSIGNAL")
        try set(ccurl_easy_set_long(easy, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1)), "CURLOPT_HTTP_VERSION")
        try set(ccurl_easy_set_long(easy, CURLOPT_SSLVERSION, Int(CURL_SSLVERSION_TLSv1_2)), "CURLOPT_SSLVERSION")
        if handshake != nil { try configureChainCheck() }
        if !options.reusesConnections {
            try set(ccurl_easy_set_long(easy, CURLOPT_FORBID_REUSE, 1), "CURLOPT_FORBID_REUSE")
        }
        try set(ccurl_easy_set_long(easy, CURLOPT_TIMEOUT_MS, Self.milliseconds(timeout)), "CURLOPT_TIMEOUT_MS")
        try set(
            ccurl_easy_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(connectTimeout)),
            "CURLOPT_CONNECTTIMEOUT_MS")
        try set(ccurl_easy_set_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer), "CURLOPT_ERRORBUFFER")
    }

    /// The chain check in place of OpenSSL's verification: peer verification stays on, so
    /// OpenSSL aborts the handshake when the check says no, but with no CA file or folder (the
    /// system trust store plays no part) and no host name check by libcurl: the check decides
    /// alone, names included.
    private func configureChainCheck() throws(CurlFailure) {
        let this = Unmanaged.passUnretained(self).toOpaque()
        try set(ccurl_easy_set_long(easy, CURLOPT_SSL_VERIFYPEER, 1), "CURLOPT_SSL_VERIFYPEER")
        try set(ccurl_easy_set_long(easy, CURLOPT_SSL_VERIFYHOST, 0), "CURLOPT_SSL_VERIFYHOST")
        try set(ccurl_easy_set_string(easy, CURLOPT_CAINFO, nil), "CURLOPT_CAINFO")
        try set(ccurl_easy_set_string(easy, CURLOPT_CAPATH, nil), "CURLOPT_CAPATH")
        // A resumed TLS session skips the certificate, and so the check; every new connection
        // gets a full handshake.
        try set(ccurl_easy_set_long(easy, CURLOPT_SSL_SESSIONID_CACHE, 0), "CURLOPT_SSL_SESSIONID_CACHE")
        try set(ccurl_easy_set_ssl_ctx_callback(easy, sslContextCallback), "CURLOPT_SSL_CTX_FUNCTION")
        try set(ccurl_easy_set_pointer(easy, CURLOPT_SSL_CTX_DATA, this), "CURLOPT_SSL_CTX_DATA")
    }

    /// The method, headers and body. HEAD asks for no body back (libcurl would wait for one);
    /// a body is copied into libcurl, which sends it with a `Content-Length`.
    private func configureRequest(method: String, body: Data?) throws(CurlFailure) {
        try set(ccurl_easy_set_pointer(easy, CURLOPT_HTTPHEADER, headerList.list), "CURLOPT_HTTPHEADER")
        if method == "HEAD" {
            try set(ccurl_easy_set_long(easy, CURLOPT_NOBODY, 1), "CURLOPT_NOBODY")
            return
        }
        if method != "GET" || body != nil {
            try set(ccurl_easy_set_string(easy, CURLOPT_CUSTOMREQUEST, method), "CURLOPT_CUSTOMREQUEST")
        }
        guard let body else { return }
        // The size first: without it libcurl would take the body for a C string and stop at a NUL.
        try set(
            ccurl_easy_set_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)), "CURLOPT_POSTFIELDSIZE")
        let copied =
            body.isEmpty
            ? ccurl_easy_set_string(easy, CURLOPT_COPYPOSTFIELDS, "")
            : body.withUnsafeBytes {
                ccurl_easy_set_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress))
            }
        try set(copied, "CURLOPT_COPYPOSTFIELDS")
    }

    /// Where the response goes: header lines and body chunks into this transfer, bounded.
    private func configureResponse() throws(CurlFailure) {
        let this = Unmanaged.passUnretained(self).toOpaque()
        // An announced Content-Length over the limit fails before any of the body is read.
        try set(
            ccurl_easy_set_off_t(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maximumBodySize)),
            "CURLOPT_MAXFILESIZE_LARGE")
        try set(
            ccurl_easy_set_data_callback(easy, CURLOPT_HEADERFUNCTION, headerLineCallback), "CURLOPT_HEADERFUNCTION")
        try set(ccurl_easy_set_pointer(easy, CURLOPT_HEADERDATA, this), "CURLOPT_HEADERDATA")
        try set(ccurl_easy_set_data_callback(easy, CURLOPT_WRITEFUNCTION, bodyBytesCallback), "CURLOPT_WRITEFUNCTION")
        try set(ccurl_easy_set_pointer(easy, CURLOPT_WRITEDATA, this), "CURLOPT_WRITEDATA")
    }

    /// CURL_MAX_HTTP_HEADER, libcurl's limit on one response header line (not in its headers).
    private static let libcurlHeaderLineLimit = 100 * 1024

    private func set(_ code: CURLcode, _ option: String) throws(CurlFailure) {
        guard code == CURLE_OK else {
            throw .setupFailed(reason: "libcurl refused \(option): \(CurlLibrary.text(of: code))")
        }
    }

    /// `duration` in whole milliseconds for libcurl, at least 1 (0 would mean no limit) and
    /// saturating for absurdly long durations.
    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 1 }
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000)
        if overflow { return Int.max }
        let (total, overflowed) = Int(whole).addingReportingOverflow(Int(attoseconds / 1_000_000_000_000_000))
        return overflowed ? Int.max : max(total, 1)
    }

    // MARK: While it runs (libcurl's callbacks, on the loop's thread)

    /// A new connection's OpenSSL context, before its handshake: the chain check installs itself.
    func installChainCheck(in sslContext: UnsafeMutableRawPointer) -> Bool {
        guard let handshake else { return false }
        return handshake.check.install(into: sslContext, for: handshake)
    }

    /// One header line as libcurl hands it over, CRLF included. A status line starts the
    /// fields afresh, so an interim `100 Continue` or a followed redirect leaves none behind.
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Int {
        headerBytes += bytes.count
        guard headerBytes <= CurlTransportOptions.maximumResponseHeaderSize else {
            overLimit = .responseHeadersTooLarge(limit: CurlTransportOptions.maximumResponseHeaderSize)
            return 0
        }
        var line = Substring(String(decoding: bytes, as: UTF8.self))
        // "\r\n" is one Character in Swift, a newline like "\n" alone.
        while line.last?.isNewline == true { line.removeLast() }
        if line.hasPrefix("HTTP/") {
            responseHeaders = []
        } else if let first = line.first, first == " " || first == "\t", let last = responseHeaders.popLast() {
            // An obsolete folded line continues the previous field (RFC 9112 §5.2).
            responseHeaders.append((last.name, last.value + " " + Self.trimmed(line)))
        } else if let colon = line.firstIndex(of: ":") {
            responseHeaders.append((String(line[..<colon]), Self.trimmed(line[line.index(after: colon)...])))
        }
        return bytes.count
    }

    /// A chunk of the body; returning less than its size makes libcurl end the transfer.
    func receiveBodyBytes(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard body.count + bytes.count <= maximumBodySize else {
            overLimit = .responseBodyTooLarge(limit: maximumBodySize)
            return 0
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    // MARK: Start and end

    /// Hands the transfer to `loop` and has `continuation` resumed with its outcome; resumes it
    /// at once when the caller was cancelled before.
    func begin(on loop: CurlTransferLoop, continuation: CheckedContinuation<Outcome, Never>) {
        let alreadyCancelled = completion.withLock { state in
            if state.cancelled {
                state.finished = true
                return true
            }
            state.continuation = continuation
            return false
        }
        if alreadyCancelled {
            continuation.resume(returning: .failure(.cancelled))
        } else {
            loop.submit(self)
        }
    }

    /// The caller's task was cancelled: the loop aborts the transfer if it runs.
    func cancel(on loop: CurlTransferLoop) {
        let running = completion.withLock { state in
            state.cancelled = true
            return state.continuation != nil && !state.finished
        }
        if running { loop.cancel(self) }
    }

    /// Whether the caller's task was cancelled: a transfer cancelled between being handed over
    /// and being started is never started.
    var isCancelled: Bool {
        completion.withLock { $0.cancelled }
    }

    /// Completes the transfer with `outcome` unless something completed it first.
    func finish(_ outcome: Outcome) {
        let continuation = completion.withLock { state -> CheckedContinuation<Outcome, Never>? in
            guard !state.finished else { return nil }
            state.finished = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: outcome)
    }

    /// Notes when libcurl started on it, to tell a connect timeout from the request's own.
    func markStarted() {
        started = .now
    }

    /// What libcurl's result `code` means for the caller, once the transfer is over.
    func outcome(of code: CURLcode) -> Outcome {
        if code == CURLE_OK { return response() }
        if let handshake {
            if handshake.checkOverran { return .failure(.timedOut) }
            if let refusal = handshake.refusal { return .failure(.chainRefused(description: refusal)) }
        }
        if let overLimit { return .failure(overLimit) }
        let words = errorBuffer[0] == 0 ? CurlLibrary.text(of: code) : String(cString: errorBuffer)
        switch code {
        case CURLE_FILESIZE_EXCEEDED:
            return .failure(.responseBodyTooLarge(limit: maximumBodySize))
        case CURLE_OPERATION_TIMEDOUT:
            // The connect timeout is shorter than the request's and fired first.
            if connectTimeout < timeout, let started, ContinuousClock.now - started < timeout {
                return .failure(.connectFailed(host: url.host, port: url.port, reason: words))
            }
            return .failure(.timedOut)
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST:
            return .failure(.connectFailed(host: url.host, port: url.port, reason: words))
        case CURLE_OUT_OF_MEMORY where body.isEmpty && headerBytes > 0:
            // How libcurl 7.88 refuses a header line over CURL_MAX_HTTP_HEADER while the head is
            // read (the status line before it was delivered); running out of memory for real while
            // reading a head is the unlikely other cause.
            return .failure(.responseHeaderLineTooLong(limit: Self.libcurlHeaderLineLimit))
        case CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE:
            return .failure(.connectionClosedEarly(host: url.host))
        default:
            return .failure(.protocolFailure(host: url.host, reason: words))
        }
    }

    /// The response as received; its header fields become `HTTPFields` only when read.
    private func response() -> Outcome {
        var status = 0
        _ = ccurl_easy_get_long(easy, CURLINFO_RESPONSE_CODE, &status)
        // `HTTPResponse.Status` traps on a code outside 0...999: such a server is broken.
        guard (0...999).contains(status) else {
            return .failure(.protocolFailure(host: url.host, reason: "the server answered with status \(status)"))
        }
        let headers = responseHeaders
        return .success(
            ClientResponse(status: HTTPResponse.Status(code: status), body: body) {
                var fields = HTTPFields()
                for header in headers {
                    // libcurl passes on what the server sent; a name HTTP does not allow is dropped.
                    if let name = HTTPField.Name(header.name) {
                        fields.append(HTTPField(name: name, value: header.value))
                    }
                }
                return fields
            })
    }
}

/// CURLOPT_SSL_CTX_FUNCTION: libcurl (its OpenSSL build) hands over the `SSL_CTX` of a new
/// connection before the handshake; `user` is the transfer, kept alive by the loop while it runs.
/// The context lives as long as its connection, which a later transfer may reuse; the check is
/// installed for the transfer that opened it, during whose handshake alone OpenSSL calls it.
private let sslContextCallback: ccurl_ssl_ctx_callback = { _, context, user in
    guard let context, let user else { return CURLE_FAILED_INIT }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue()
    return transfer.installChainCheck(in: context) ? CURLE_OK : CURLE_SSL_CERTPROBLEM
}

/// CURLOPT_HEADERFUNCTION: `user` is the transfer, kept alive by the loop while it runs.
private let headerLineCallback: ccurl_data_callback = { data, size, count, user in
    guard let user else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue()
    return transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: size * count))
}

/// CURLOPT_WRITEFUNCTION: `user` is the transfer, kept alive by the loop while it runs.
private let bodyBytesCallback: ccurl_data_callback = { data, size, count, user in
    guard let user else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue()
    return transfer.receiveBodyBytes(UnsafeRawBufferPointer(start: data, count: size * count))
}
