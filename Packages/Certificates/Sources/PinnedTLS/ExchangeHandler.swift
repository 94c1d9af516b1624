import Foundation
import HTTPSpec
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOTLS

/// The last handler of a connection's pipeline: writes the request once the TLS handshake has
/// completed — which includes the pin check, so nothing of the request, body included, leaves
/// before the server's chain is accepted — and gathers the response within the body limit.
final class ExchangeHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundOut = HTTPClientRequestPart

    private let exchange: Exchange
    private let head: HTTPRequestHead
    private let body: Data?
    private let maximumBodySize: Int

    private var requestSent = false
    private var status: HTTPResponse.Status?
    private var headerFields = HTTPFields()
    private var received = Data()

    init(exchange: Exchange, head: HTTPRequestHead, body: Data?, maximumBodySize: Int) {
        self.exchange = exchange
        self.head = head
        self.body = body
        self.maximumBodySize = maximumBodySize
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .handshakeCompleted = event as? TLSUserEvent, !requestSent {
            requestSent = true
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            if let body, !body.isEmpty {
                context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
            }
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let responseHead):
            let announced = responseHead.headers.first(name: "content-length").flatMap(Int.init)
            if let announced, announced > maximumBodySize {
                exchange.fail(.failed(.responseBodyTooLarge(limit: maximumBodySize)))
                return
            }
            // `HTTPResponse.Status` traps on a code outside 0...999.
            guard responseHead.status.code <= 999 else {
                exchange.fail(
                    .failed(.protocolFailure(host: exchange.host, reason: "status \(responseHead.status.code)")))
                return
            }
            status = HTTPResponse.Status(code: Int(responseHead.status.code))
            var fields = HTTPFields()
            for (name, value) in responseHead.headers {
                // A name that is not a valid field name cannot be represented and is left out.
                if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
            }
            headerFields = fields
        case .body(let chunk):
            guard received.count + chunk.readableBytes <= maximumBodySize else {
                exchange.fail(.failed(.responseBodyTooLarge(limit: maximumBodySize)))
                return
            }
            received.append(contentsOf: chunk.readableBytesView)
        case .end:
            guard let status else {
                exchange.fail(.failed(.protocolFailure(host: exchange.host, reason: "a response without a head")))
                return
            }
            exchange.succeed(ClientResponse(status: status, headerFields: headerFields, body: received))
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        // Only counts if nothing else ended the exchange: after a response, a timeout or a
        // refusal this finds the promise already completed.
        exchange.fail(unlessRefused: .connectionClosedEarly(host: exchange.host))
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        exchange.fail(unlessRefused: .protocolFailure(host: exchange.host, reason: "\(error)"))
        context.close(promise: nil)
    }
}
