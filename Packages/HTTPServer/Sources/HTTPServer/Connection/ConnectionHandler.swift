import HTTPTypes
import NIOCore
import NIOHTTP1

/// One connection's requests, after NIO's decoder and pipelining handler: collects a request's
/// body within the limit, hands the whole request to the responder in a task, and answers
/// refusals itself. The pipelining handler in front holds the next request back until the
/// current response has ended, so at most one request is in flight here.
///
/// Everything but the responder's task runs on the channel's event loop; the task writes its
/// response through the channel, whose writes come back through ``write(context:data:promise:)``.
final class ConnectionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private enum State {
        /// Between requests.
        case idle
        /// A request's head read; its body arriving.
        case receiving(head: HTTPRequestHead, request: HTTPRequest, body: ByteBuffer)
        /// The responder working, or its response being written.
        case responding(Task<Void, Never>)
        /// A refusal answered or the connection ending: whatever still arrives is dropped.
        case closing
    }

    private let limits: HTTPServerLimits
    private let responder: any HTTPResponder
    /// Where responder tasks run: this connection's event loop (set when the handler is added).
    private var executor: EventLoopTaskExecutor?
    private var state = State.idle
    /// Set by a response head that says `Connection: close`; acted on at its end.
    private var closesAfterResponse = false
    /// The peer half-closed: answer what is in flight, then close.
    private var inputClosed = false
    private var requestTimer: Scheduled<Void>?

    /// The longest a refused connection is read (and dropped) after its answer, so that closing
    /// with unread bytes does not reset the connection before the client has read the answer.
    private static let drainTime = TimeAmount.seconds(2)

    init(limits: HTTPServerLimits, responder: any HTTPResponder) {
        self.limits = limits
        self.responder = responder
    }

    func handlerAdded(context: ChannelHandlerContext) {
        executor = EventLoopTaskExecutor(context.eventLoop)
        // The first request's time runs from the accept: a head sent a byte at a time is bounded too.
        startRequestTimer(context)
    }

    // MARK: - Inbound

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch (unwrapInboundIn(data), state) {
        case (.head(let head), .idle):
            received(head, context: context)
        case (.body(var chunk), .receiving(let head, let request, var body)):
            let total = body.readableBytes + chunk.readableBytes
            guard total <= limits.maxBodyBytes else {
                refuse(.init(reason: .bodyTooLarge(bytes: total, limit: limits.maxBodyBytes), head: request), context)
                return
            }
            state = .idle  // drops the state's reference so the append does not copy the buffer
            body.writeBuffer(&chunk)
            state = .receiving(head: head, request: request, body: body)
        case (.end, .receiving(let head, let request, let body)):
            let whole = ServerRequest(head: request, body: Array(buffer: body))
            respond(to: whole, version: head.version, keepAlive: limits.keepAlive && head.isKeepAlive, context)
        case (_, .closing):
            return
        case (.head, _), (.body, _), (.end, _):
            // The pipelining handler delivers one request at a time; nothing else arrives here.
            return
        }
    }

    private func received(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
        guard head.version.major == 1 else {
            refuse(.init(reason: .unsupportedVersion), context)
            return
        }
        guard let request = HeadConversion.request(from: head) else {
            refuse(.init(reason: .malformed(detail: "a method or header name is not a token")), context)
            return
        }
        if let announced = head.headers.first(name: "content-length").flatMap(Int.init),
            announced > limits.maxBodyBytes
        {
            refuse(.init(reason: .bodyTooLarge(bytes: announced, limit: limits.maxBodyBytes), head: request), context)
            return
        }
        if head.headers[canonicalForm: "expect"].contains(where: { $0.lowercased() == "100-continue" }) {
            context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .continue))))
                .whenFailure { _ in }
        }
        state = .receiving(head: head, request: request, body: context.channel.allocator.buffer(capacity: 0))
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        switch state {
        case .closing:
            // Bytes the decoder cannot read after a refusal: still drained (until the client
            // closes or the drain time ends), so the client reads the answer rather than a reset.
            break
        case .responding:
            // A client that broke its stream while we answer: nothing more can be read.
            context.close(promise: nil)
        case .idle, .receiving:
            if let parserError = error as? HTTPParserError {
                let reason: HTTPServerRefusal.Reason
                switch parserError {
                case .headerOverflow: reason = .headTooLarge(limit: limits.maxHeadBytes)
                case .invalidVersion: reason = .unsupportedVersion
                default: reason = .malformed(detail: "\(parserError)")
                }
                refuse(.init(reason: reason), context)
            } else {
                context.close(promise: nil)
            }
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let idle as IdleStateHandler.IdleStateEvent where idle == .read:
            switch state {
            case .idle, .closing: context.close(promise: nil)
            case .receiving(_, let request, _): refuse(.init(reason: .requestTimedOut, head: request), context)
            case .responding: break  // nothing to read while the answer is made
            }
        case ChannelEvent.inputClosed:
            inputClosed = true
            switch state {
            case .responding: break  // closed once the answer is out
            case .idle, .receiving, .closing: context.close(promise: nil)
            }
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        requestTimer?.cancel()
        if case .responding(let task) = state { task.cancel() }
        state = .closing
        context.fireChannelInactive()
    }

    // MARK: - Outbound

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let part = unwrapOutboundIn(data)
        switch part {
        case .head(let head) where head.status.code >= 200:
            closesAfterResponse = !head.isKeepAlive
            context.write(data, promise: promise)
        case .head, .body:
            context.write(data, promise: promise)
        case .end:
            let closes = closesAfterResponse || inputClosed
            closesAfterResponse = false
            guard closes else {
                // Idle before the pipelining handler sees the end and hands over the next request,
                // whose time runs from now.
                if case .responding = state { state = .idle }
                startRequestTimer(context)
                context.write(data, promise: promise)
                return
            }
            requestTimer?.cancel()
            requestTimer = nil
            let alreadyClosing: Bool
            if case .closing = state { alreadyClosing = true } else { alreadyClosing = false }
            state = .closing
            let bound = context.loopBound
            let written = context.write(data)
            written.cascade(to: promise)
            if !alreadyClosing {
                written.whenComplete { _ in bound.value.close(promise: nil) }
            }
        }
    }

    // MARK: - Answers

    private func respond(
        to request: ServerRequest, version: HTTPVersion, keepAlive: Bool, _ context: ChannelHandlerContext
    ) {
        let channel = context.channel
        let responder = self.responder
        let task = Task(executorPreference: executor) {
            let response = await responder.respond(to: request)
            guard !Task.isCancelled else { return }
            await ResponseWriter.send(response, on: channel, version: version, keepAlive: keepAlive)
        }
        state = .responding(task)
    }

    /// Answers `refusal` with the responder's refusal, then stops sending and drops what the
    /// client still sends until it closes or ``drainTime`` passes.
    private func refuse(_ refusal: HTTPServerRefusal, _ context: ChannelHandlerContext) {
        if case .closing = state { return }
        requestTimer?.cancel()
        requestTimer = nil
        state = .closing
        let response = responder.refuse(refusal)
        let bytes: [UInt8]
        switch response.body {
        case .bytes(let body): bytes = body
        case .streamed: bytes = Array(refusal.description.utf8)
        }
        let head = HeadConversion.responseHead(response, version: .http1_1, closes: true, contentLength: bytes.count)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: bytes)))), promise: nil)
        let bound = context.loopBound
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            let context = bound.value
            context.close(mode: .output, promise: nil)
            context.eventLoop.scheduleTask(in: Self.drainTime) { bound.value.close(promise: nil) }
        }
    }

    private func startRequestTimer(_ context: ChannelHandlerContext) {
        requestTimer?.cancel()
        guard let limit = limits.requestTimeout else { return }
        let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
        let boundContext = context.loopBound
        requestTimer = context.eventLoop.scheduleTask(in: TimeAmount(limit)) {
            bound.value.requestTimedOut(boundContext.value)
        }
    }

    private func requestTimedOut(_ context: ChannelHandlerContext) {
        requestTimer = nil
        switch state {
        case .receiving(_, let request, _):
            refuse(.init(reason: .requestTimedOut, head: request), context)
        case .responding(let task):
            task.cancel()
            state = .closing
            context.close(promise: nil)
        case .idle:
            // Nothing of the next request came in time (or only part of its head).
            state = .closing
            context.close(promise: nil)
        case .closing:
            break
        }
    }
}
