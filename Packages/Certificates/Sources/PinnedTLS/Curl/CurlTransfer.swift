import CCurl
import Synchronization

/// One exchange on libcurl: its easy handle, configured for a pinned https request, what
/// libcurl's callbacks collect while it runs (headers, body, the chain check's refusal), and how
/// it ends. A ``CurlTransferLoop`` runs it; whatever ends it first (its outcome, the caller's
/// cancellation) completes it, and the rest find it completed.
final class CurlTransfer: @unchecked Sendable {
    // @unchecked: the handle and the collected response are touched by libcurl's callbacks on
    // the loop's thread while the transfer runs, and read there once it has ended; the caller's
    // side only reaches `completion`, which is behind a lock.

    /// What the caller waits on.
    typealias Outcome = Result<ExchangeResponse, ExchangeFailure>

    let easy: UnsafeMutableRawPointer
    let url: CurlURL
    let verifier: PinnedChainVerifier
    let timeout: Duration
    private let headerList: RequestHeaderList
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private let maximumBodySize: Int
    private let connectTimeout: Duration

    private var responseHeaders: [(name: String, value: String)] = []
    private var headerBytes = 0
    private var body: [UInt8] = []
    /// Set by the chain check: why the server was refused. libcurl then reports the failed
    /// handshake with words of its own that do not say why.
    private var refusal: String?
    /// Set when the chain check was still running at the request's deadline.
    private var checkOverran = false
    /// Set by the header or body callback that stopped a response over its limit.
    private var overLimit: PinnedTLSError?
    private var started: ContinuousClock.Instant?

    private let completion = Mutex(Completion())

    private struct Completion: Sendable {
        var continuation: CheckedContinuation<Outcome, Never>?
        var cancelled = false
        var finished = false
    }

    init(_ request: ExchangeRequest, options: PinnedTLSOptions, verifier: PinnedChainVerifier) throws(PinnedTLSError) {
        try CurlLibrary.ensureInitialised()
        url = try CurlURL(request.url)
        let method = request.method
        let sendsBody = request.body != nil || ["POST", "PUT", "PATCH"].contains(method)
        headerList = try RequestHeaderList(request.headers, hasBody: sendsBody)
        guard let easy = curl_easy_init() else { throw .setupFailed(reason: "curl_easy_init failed") }
        self.easy = easy
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        self.verifier = verifier
        self.timeout = request.timeout
        self.connectTimeout = min(options.connectTimeout, request.timeout)
        self.maximumBodySize = options.maximumResponseBodySize

        try configureConnection(reusesConnections: options.reusesConnections)
        try configureRequest(method: method, body: sendsBody ? request.body ?? [] : nil)
        try configureResponse()
    }

    deinit {
        // The loop has removed the handle from its multi handle before letting go of it.
        curl_easy_cleanup(easy)
        errorBuffer.deallocate()
    }

    /// Where and how to connect: https only, HTTP/1.1, no proxy, TLS 1.2 or later with the
    /// chain judged by this transfer's check alone.
    private func configureConnection(reusesConnections: Bool) throws(PinnedTLSError) {
        let this = Unmanaged.passUnretained(self).toOpaque()
        try set(ccurl_easy_set_pointer(easy, CURLOPT_CURLU, UnsafeMutableRawPointer(url.handle)), "CURLOPT_CURLU")
        try set(ccurl_easy_set_string(easy, CURLOPT_PROTOCOLS_STR, "https"), "CURLOPT_PROTOCOLS_STR")
        // An empty proxy overrides https_proxy and friends: a pinned client talks to the server.
        try set(ccurl_easy_set_string(easy, CURLOPT_PROXY, ""), "CURLOPT_PROXY")
        try set(ccurl_easy_set_long(easy, CURLOPT_NOSIGNAL, 1), "CURLOPT_NOSIGNAL")
        try set(ccurl_easy_set_long(easy, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1)), "CURLOPT_HTTP_VERSION")
        try set(ccurl_easy_set_long(easy, CURLOPT_SSLVERSION, Int(CURL_SSLVERSION_TLSv1_2)), "CURLOPT_SSLVERSION")
        // Peer verification on, so OpenSSL aborts the handshake when the check says no; but no
        // CA file or folder (the system trust store plays no part) and no host name check by
        // libcurl: the chain check below decides alone, names included, as the policy says.
        try set(ccurl_easy_set_long(easy, CURLOPT_SSL_VERIFYPEER, 1), "CURLOPT_SSL_VERIFYPEER")
        try set(ccurl_easy_set_long(easy, CURLOPT_SSL_VERIFYHOST, 0), "CURLOPT_SSL_VERIFYHOST")
        try set(ccurl_easy_set_string(easy, CURLOPT_CAINFO, nil), "CURLOPT_CAINFO")
        try set(ccurl_easy_set_string(easy, CURLOPT_CAPATH, nil), "CURLOPT_CAPATH")
        // A resumed TLS session skips the certificate, and so the check; every new connection
        // gets a full handshake.
        try set(ccurl_easy_set_long(easy, CURLOPT_SSL_SESSIONID_CACHE, 0), "CURLOPT_SSL_SESSIONID_CACHE")
        try set(ccurl_easy_set_ssl_ctx_callback(easy, installChainCheck), "CURLOPT_SSL_CTX_FUNCTION")
        try set(ccurl_easy_set_pointer(easy, CURLOPT_SSL_CTX_DATA, this), "CURLOPT_SSL_CTX_DATA")
        if !reusesConnections {
            try set(ccurl_easy_set_long(easy, CURLOPT_FORBID_REUSE, 1), "CURLOPT_FORBID_REUSE")
        }
        try set(ccurl_easy_set_long(easy, CURLOPT_TIMEOUT_MS, Self.milliseconds(timeout)), "CURLOPT_TIMEOUT_MS")
        try set(
            ccurl_easy_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(connectTimeout)),
            "CURLOPT_CONNECTTIMEOUT_MS")
        try set(ccurl_easy_set_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer), "CURLOPT_ERRORBUFFER")
    }

    /// The method, headers and body. HEAD asks for no body back (libcurl would wait for one);
    /// a body is copied into libcurl, which sends it with a `Content-Length`.
    private func configureRequest(method: String, body: [UInt8]?) throws(PinnedTLSError) {
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
    private func configureResponse() throws(PinnedTLSError) {
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

    private func set(_ code: CURLcode, _ option: String) throws(PinnedTLSError) {
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

    /// One header line as libcurl hands it over, CRLF included. A status line starts the
    /// fields afresh, so an interim `100 Continue` leaves none behind.
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Int {
        headerBytes += bytes.count
        guard headerBytes <= PinnedTLSOptions.maximumResponseHeaderSize else {
            overLimit = .responseHeadersTooLarge(limit: PinnedTLSOptions.maximumResponseHeaderSize)
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

    /// The chain check's verdict, kept so the failed handshake can be reported in its words.
    func recordRefusal(_ reason: String) {
        refusal = reason
    }

    /// The request's deadline passed while the chain check ran: the exchange timed out.
    func recordCheckOverran() {
        checkOverran = true
    }

    /// What is left of the request's timeout (all of it before the transfer started).
    var remainingTime: Duration {
        guard let started else { return timeout }
        return timeout - (ContinuousClock.now - started)
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
        if code == CURLE_OK {
            var status = 0
            _ = ccurl_easy_get_long(easy, CURLINFO_RESPONSE_CODE, &status)
            return .success(ExchangeResponse(status: status, headers: responseHeaders, body: body))
        }
        if checkOverran { return .failure(.timedOut) }
        if let refusal { return .failure(.failed(.serverRefused(host: url.host, reason: refusal))) }
        if let overLimit { return .failure(.failed(overLimit)) }
        let words = errorBuffer[0] == 0 ? CurlLibrary.text(of: code) : String(cString: errorBuffer)
        switch code {
        case CURLE_FILESIZE_EXCEEDED:
            return .failure(.failed(.responseBodyTooLarge(limit: maximumBodySize)))
        case CURLE_OPERATION_TIMEDOUT:
            // The connect timeout is shorter than the request's and fired first.
            if connectTimeout < timeout, let started, ContinuousClock.now - started < timeout {
                return .failure(.failed(.connectFailed(host: url.host, port: url.port, reason: words)))
            }
            return .failure(.timedOut)
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST:
            return .failure(.failed(.connectFailed(host: url.host, port: url.port, reason: words)))
        case CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE:
            return .failure(.failed(.connectionClosedEarly(host: url.host)))
        default:
            return .failure(.failed(.protocolFailure(host: url.host, reason: words)))
        }
    }
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
