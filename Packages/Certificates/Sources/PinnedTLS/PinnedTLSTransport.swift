import Certificates
import Foundation
import HTTPSpec
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// A transport that only talks to servers whose certificate chain carries a key of its pin set,
/// for APIs declared with HTTPSpec exactly as with the default transport:
/// `Client(api, transport: try PinnedTLSTransport(pins: pins))`.
///
/// Why not URLSession: on Linux, swift-corelibs-foundation's URLSession (libcurl underneath)
/// offers no hook into the server's certificate chain, so it cannot pin. This transport is built
/// on SwiftNIO and NIOSSL instead, whose custom verification callback replaces BoringSSL's own
/// verification with a pin check of its own.
///
/// Each request gets a connection of its own (HTTP/1.1 with `Connection: close`, no pooling):
/// the pin is checked on every handshake and no connection outlives its exchange. Only `https`
/// URLs are accepted. The request is written after the handshake — and so the pin check — has
/// succeeded. Response bodies are held in memory up to ``PinnedTLSOptions/maximumResponseBodySize``.
///
/// Lifecycle: the transport holds no threads or connections between requests, so it needs no
/// shutdown. It runs on ``PinnedTLSOptions/eventLoopGroup`` or, by default, on SwiftNIO's shared
/// group that lives as long as the process.
///
/// Failures are `HTTPError`s: `.timeout` when the whole exchange (connect, handshake, request,
/// response) outlasts the request's timeout, `.cancelled` when the calling task is cancelled
/// (the connection is closed at once), and `.transport` with a ``PinnedTLSError`` description
/// otherwise; ``HTTPSpec/HTTPError/isPinnedTLSRefusal`` picks out a refused server.
public final class PinnedTLSTransport: Transport {
    /// The keys accepted.
    public let pins: PinSet
    public let options: PinnedTLSOptions
    private let verifier: PinnedChainVerifier
    private let tlsContext: NIOSSLContext
    private let group: any EventLoopGroup

    public init(pins: PinSet, options: PinnedTLSOptions = PinnedTLSOptions()) throws(PinnedTLSError) {
        self.pins = pins
        self.options = options
        self.verifier = PinnedChainVerifier(pins: pins, policy: options.trust)
        self.group = options.eventLoopGroup ?? MultiThreadedEventLoopGroup.singleton
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.minimumTLSVersion = .tlsv12
        // Not `.none`, which would skip the callback too; the name is checked by the verifier
        // (or not, as the trust policy says), so NIOSSL's own check after the handshake is off.
        configuration.certificateVerification = .noHostnameVerification
        // The callback decides alone; no system trust store is loaded or consulted.
        configuration.trustRoots = .certificates([])
        configuration.applicationProtocols = ["http/1.1"]
        do {
            tlsContext = try NIOSSLContext(configuration: configuration)
        } catch {
            throw .setupFailed(reason: "\(error)")
        }
    }

    /// The transport ends each exchange at its deadline itself, so the client runs the attempt
    /// in the calling task.
    public var enforcesTimeout: Bool { true }

    public func send(_ request: ClientRequest, timeout: Duration) async throws -> ClientResponse {
        let target: RequestTarget
        do {
            target = try RequestTarget(request.url)
        } catch {
            throw HTTPError.transport(request: request.summary, reason: error.description)
        }
        if Task.isCancelled { throw HTTPError.cancelled(request: request.summary) }

        let deadline = NIODeadline.now() + TimeAmount(clamping: timeout)
        let eventLoop = group.next()
        let exchange = Exchange(host: target.host, eventLoop: eventLoop)
        exchange.startTimer(deadline: deadline)
        connect(to: target, for: request, exchange: exchange, on: eventLoop, deadline: deadline)

        do {
            return try await withTaskCancellationHandler {
                try await exchange.response.get()
            } onCancel: {
                exchange.fail(.cancelled)
            }
        } catch let failure as Exchange.Failure {
            switch failure {
            case .timedOut: throw HTTPError.timeout(request: request.summary, seconds: timeout.seconds)
            case .cancelled: throw HTTPError.cancelled(request: request.summary)
            case .failed(let error): throw HTTPError.transport(request: request.summary, reason: error.description)
            }
        } catch {
            throw HTTPError.transport(request: request.summary, reason: "\(error)")
        }
    }

    /// Opens the connection with TLS (the pin check in its verification callback), HTTP/1.1
    /// coding and the exchange's handler, and hands the channel to the exchange.
    private func connect(
        to target: RequestTarget, for request: ClientRequest, exchange: Exchange, on eventLoop: any EventLoop,
        deadline: NIODeadline
    ) {
        let head = Self.head(for: request, target: target)
        let body = request.body
        let tlsContext = self.tlsContext
        let verifier = self.verifier
        let maximumBodySize = options.maximumResponseBodySize
        let connectTimeout = min(TimeAmount(clamping: options.connectTimeout), deadline - NIODeadline.now())
        let bootstrap = ClientBootstrap(group: eventLoop)
            .connectTimeout(max(connectTimeout, .nanoseconds(1)))
            .channelOption(.tcpOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                do {
                    let tls = try NIOSSLClientHandler(
                        context: tlsContext, serverHostname: target.serverNameIndication,
                        customVerificationCallbackWithMetadata: { certificates, promise in
                            Self.verify(
                                certificates, host: target.host, with: verifier, exchange: exchange, promise: promise)
                        })
                    let operations = channel.pipeline.syncOperations
                    try operations.addHandler(tls)
                    try operations.addHTTPClientHandlers()
                    try operations.addHandler(
                        ExchangeHandler(exchange: exchange, head: head, body: body, maximumBodySize: maximumBodySize))
                    return channel.eventLoop.makeSucceededVoidFuture()
                } catch {
                    return channel.eventLoop.makeFailedFuture(error)
                }
            }
        bootstrap.connect(host: target.host, port: target.port).whenComplete { result in
            switch result {
            case .success(let channel):
                exchange.connected(channel)
            case .failure(let error):
                if NIODeadline.now() >= deadline {
                    exchange.fail(.timedOut)
                } else {
                    exchange.fail(.failed(.connectFailed(host: target.host, port: target.port, reason: "\(error)")))
                }
            }
        }
    }

    /// Runs the pin check off the event loop (the verifier is async) and answers NIOSSL. A
    /// refusal's words are kept in the exchange, since the handshake error will not carry them.
    private static func verify(
        _ certificates: [NIOSSLCertificate], host: String, with verifier: PinnedChainVerifier, exchange: Exchange,
        promise: EventLoopPromise<NIOSSLVerificationResultWithMetadata>
    ) {
        var presented: [[UInt8]] = []
        for (index, certificate) in certificates.enumerated() {
            guard let der = try? certificate.toDERBytes() else {
                exchange.recordRefusal("certificate \(index) of the presented chain could not be encoded as DER")
                promise.succeed(.failed)
                return
            }
            presented.append(der)
        }
        Task {
            switch await verifier.verify(presented: presented, host: host) {
            case .accepted:
                // No chain handed back: nothing reads NIOSSL's copy of it.
                promise.succeed(.certificateVerified(VerificationMetadata(nil)))
            case .refused(let reason):
                exchange.recordRefusal(reason)
                promise.succeed(.failed)
            }
        }
    }

    /// The request head: the caller's headers, then `Host` unless given, `Content-Length` when
    /// there is a body or the method expects one, and `Connection: close` (one exchange per
    /// connection). Framing headers the caller set are replaced, since this transport writes
    /// the body itself.
    static func head(for request: ClientRequest, target: RequestTarget) -> HTTPRequestHead {
        var headers = NIOHTTP1.HTTPHeaders()
        for field in request.headerFields {
            switch field.name.canonicalName {
            case "content-length", "transfer-encoding", "connection": continue
            default: headers.add(name: field.name.rawName, value: field.value)
            }
        }
        if !headers.contains(name: "host") { headers.add(name: "Host", value: target.hostHeader) }
        if let body = request.body {
            headers.add(name: "Content-Length", value: String(body.count))
        } else if request.method == .post || request.method == .put || request.method == .patch {
            headers.add(name: "Content-Length", value: "0")
        }
        headers.add(name: "Connection", value: "close")
        return HTTPRequestHead(
            version: .http1_1, method: NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue),
            uri: target.requestTarget,
            headers: headers)
    }
}

extension TimeAmount {
    /// `duration` in nanoseconds, saturating instead of overflowing for absurdly long timeouts.
    init(clamping duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow {
            self = .nanoseconds(seconds < 0 ? .min : .max)
        } else {
            let (total, overflow) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
            self = .nanoseconds(overflow ? .max : total)
        }
    }
}

extension Duration {
    /// The duration in seconds, as `HTTPError.timeout` reports it.
    fileprivate var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
