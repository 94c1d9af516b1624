import Deeplink
import DeeplinkVerification
import HTTPServer
import HTTPTypes

/// Turns each request HTTPServer reads into a result and a reply (§5): `POST /login`,
/// `/transfer`, `/transaction`, `/sign`, `GET /callback`; 404 for other paths, 405 for other
/// methods, 411 for a POST without `Content-Length`. The requests the server refuses itself
/// (431, 413, 400, 505, 408, 503) are answered through ``refuse(_:)``: in the wallet's reply shape
/// on POST routes, and logged as ``CallbackServerEvent/rejected(method:path:status:reason:)``
/// like every other rejection.
///
/// Keys: a POST's `key` query item when the URL carries one (for `/login` it is the `uuID` the
/// dapp issued, and the body must name the same one), else the body's `uuID` (login), `tx_id`
/// (transfer, transaction) or `message` (sign); a callback's `callBackId` (MYKEY route) or its
/// `key` item (SimpleWallet route).
struct CallbackRouter: HTTPResponder {
    /// The query item that carries the dapp's key in the URLs the server hands out.
    static let keyItem = "key"

    let verifier: LoginVerifier
    /// Who is bound to whom; nil when the dapp does not bind accounts to its users.
    let bindings: (any AccountBindings)?
    /// The app user each login key was issued for (``CallbackServer/loginURL(key:appUser:)``).
    let appUsers: LoginAppUsers
    let logins: ResultMailbox<LoginOutcome>
    let notifications: ResultMailbox<ReceivedNotification>
    let callbacks: ResultMailbox<ReceivedCallback>
    let events: AsyncStream<CallbackServerEvent>.Continuation

    enum Route: String, CaseIterable {
        case login = "/login"
        case transfer = "/transfer"
        case transaction = "/transaction"
        case sign = "/sign"
        case callback = "/callback"

        var method: HTTPRequest.Method { self == .callback ? .get : .post }

        /// The route `method` `path` is, when it is one (right path and right method).
        init?(method: HTTPRequest.Method, path: String) {
            guard let route = Route(rawValue: path), route.method == method else { return nil }
            self = route
        }
    }

    func respond(to request: ServerRequest) async -> ServerResponse {
        await handle(request).response
    }

    /// The server's own refusals, shaped like the router's: JSON replies on POST routes (the head
    /// was read: a body too large, or too slow), text otherwise, each logged as a rejection.
    func refuse(_ refusal: HTTPServerRefusal) -> ServerResponse {
        let method = refusal.head?.method.rawValue ?? ""
        let path = refusal.head.map { ServerRequest(head: $0).path } ?? ""
        let reply: HTTPReply
        if let head = refusal.head, let route = Route(method: head.method, path: path), route != .callback {
            reply = .json(
                refusal.status.code, ServerReply(code: ReplyCode.unparsable, text: refusal.description).jsonText)
        } else {
            reply = .text(refusal.status.code, refusal.description)
        }
        events.yield(.rejected(method: method, path: path, status: reply.status, reason: refusal.description))
        return reply.response
    }

    private func handle(_ request: ServerRequest) async -> HTTPReply {
        // Origin form only (RFC 9112 §3.2.1): the server is never a proxy.
        guard request.target.hasPrefix("/") else {
            return rejected(request, .text(400, "the target is not a path"))
        }
        guard let route = Route(rawValue: request.path) else {
            return rejected(request, .text(404, "no such path; expected one of \(Route.allCases.map(\.rawValue))"))
        }
        guard request.method == route.method else {
            var reply = HTTPReply.text(405, "\(route.rawValue) takes \(route.method.rawValue) only")
            reply.headerFields[.allow] = route.method.rawValue
            return rejected(request, reply)
        }
        if route == .callback { return await handleCallback(request) }
        // A POST needs Content-Length (a chunked body has none): the bound on the body is
        // decided from it before a byte is read. POST routes answer in the wallet's reply shape
        // (§2.6), whatever the status.
        guard request.headerFields[.contentLength] != nil else {
            return rejected(
                request,
                .json(411, ServerReply(code: ReplyCode.unparsable, text: "a POST needs Content-Length").jsonText))
        }
        let contentType = request.headerFields[values: .contentType].first
        let key = try? keyItem(of: request)
        switch route {
        case .login:
            return await handleLogin(request, contentType: contentType, expectedUUID: key ?? nil)
        case .transfer, .transaction, .sign:
            return await handleNotification(route, request, contentType: contentType, key: key ?? nil)
        case .callback: return rejected(request, .text(500, "unreachable"))
        }
    }

    private func handleLogin(_ request: ServerRequest, contentType: String?, expectedUUID: String?) async -> HTTPReply {
        let login: LoginBody
        do {
            login = try LoginBody(body: request.body, contentType: contentType)
        } catch {
            return unparsable(request, error)
        }
        let key = expectedUUID ?? login.uuID
        var outcome: LoginOutcome
        do {
            outcome = .verified(try await verifier.verify(login, expectedUUID: expectedUUID), body: login)
        } catch {
            outcome = .refused(error, body: login)
        }
        if case .verified(let signer, _) = outcome {
            outcome = await bind(signer, body: login, key: key)
        }
        events.yield(.login(key: key, outcome))
        let delivery = await deliver { () async throws(CallbackServerError) in
            try await logins.deliver(outcome, for: key)
        }
        // A refusal says why first: a replayed login is refused as replayed, not as a duplicate key.
        if let error = outcome.refusal {
            return .json(200, ServerReply(code: ReplyCode.refused, text: error.description).jsonText)
        }
        if let error = outcome.bindingRefusal {
            return .json(200, ServerReply(code: error.replyCode, text: error.description).jsonText)
        }
        return .json(200, delivery.jsonText)
    }

    /// A verified login for a key issued with an app user binds the signer's account to that user
    /// (MYKEY's authorize, §3.4); a conflict turns the outcome into ``LoginOutcome/bindingRefused(_:signer:body:)``.
    private func bind(_ signer: VerifiedSigner, body: LoginBody, key: String) async -> LoginOutcome {
        guard let bindings, let appUser = appUsers.appUser(for: key) else { return .verified(signer, body: body) }
        appUsers.remove(key)
        do {
            try await bindings.bind(account: signer.account.text, appUser: appUser)
            return .verified(signer, body: body)
        } catch {
            return .bindingRefused(error, signer: signer, body: body)
        }
    }

    /// With bindings, a transfer, transaction or sign from an account bound to nobody is not this
    /// dapp's: answered with 10007 (or the store's failure), never delivered as a result.
    private func unboundRefusal(account: String) async -> BindingError? {
        guard let bindings else { return nil }
        do {
            return try await bindings.appUser(boundTo: account) == nil ? .unbound(account: account) : nil
        } catch {
            return error
        }
    }

    private func handleNotification(
        _ route: Route, _ request: ServerRequest, contentType: String?, key: String?
    ) async -> HTTPReply {
        let body = request.body
        let notification: ReceivedNotification
        let resultKey: String
        do {
            switch route {
            case .sign:
                let sign = try SignNotification(body: body, contentType: contentType)
                let verification: Result<VerifiedSigner, LoginVerificationError>
                do {
                    verification = .success(try await verifier.verify(sign))
                } catch {
                    verification = .failure(error)
                }
                notification = .sign(sign, verification: verification)
                resultKey = key ?? sign.message
            default:
                let transaction = try TransactionNotification(body: body, contentType: contentType)
                notification = route == .transfer ? .transfer(transaction) : .transaction(transaction)
                resultKey = key ?? transaction.txID
            }
        } catch {
            return unparsable(request, error)
        }
        if let refusal = await unboundRefusal(account: notification.account) {
            return rejected(
                request, .json(200, ServerReply(code: refusal.replyCode, text: refusal.description).jsonText))
        }
        events.yield(.notification(key: resultKey, notification))
        let delivery = await deliver { () async throws(CallbackServerError) in
            try await notifications.deliver(notification, for: resultKey)
        }
        if case .sign(_, .failure(let error)) = notification {
            return .json(200, ServerReply(code: ReplyCode.refused, text: error.description).jsonText)
        }
        return .json(200, delivery.jsonText)
    }

    private func handleCallback(_ request: ServerRequest) async -> HTTPReply {
        // The parsers read the query; any origin in front of the target does.
        let url = "http://127.0.0.1" + request.target
        let callback: ReceivedCallback
        let key: String
        do {
            if FieldNames.hasItem("callBackId", in: request.query ?? "") {
                let mykey = try MYKEYCallback(parsing: url)
                (callback, key) = (.mykey(mykey), mykey.callbackID)
            } else {
                let simple = try SimpleWalletCallback(parsing: url)
                guard let item = simple.items.last(where: { $0.name == Self.keyItem }) else {
                    return rejected(
                        request, .text(400, "the callback has no \"\(Self.keyItem)\" item and no callBackId"))
                }
                (callback, key) = (.simpleWallet(simple), item.value)
            }
        } catch {
            return rejected(request, .text(400, error.description))
        }
        events.yield(.callback(key: key, callback))
        do {
            try await callbacks.deliver(callback, for: key)
        } catch {
            if case .duplicateResult = error { return .text(409, error.description) }
            return .text(503, error.description)
        }
        return .text(200, "OK")
    }

    /// The reply for a delivery attempt: accepted, or the mailbox's refusal with its code.
    private func deliver(_ body: () async throws(CallbackServerError) -> Void) async -> ServerReply {
        do {
            try await body()
            return .success
        } catch {
            if case .duplicateResult = error { return ServerReply(code: ReplyCode.duplicate, text: error.description) }
            return ServerReply(code: ReplyCode.unavailable, text: error.description)
        }
    }

    private func unparsable(_ request: ServerRequest, _ error: DeeplinkError) -> HTTPReply {
        rejected(request, .json(400, ServerReply(code: ReplyCode.unparsable, text: error.description).jsonText))
    }

    private func rejected(_ request: ServerRequest, _ reply: HTTPReply) -> HTTPReply {
        let reason = String(decoding: reply.body.prefix(200), as: UTF8.self)
        events.yield(
            .rejected(method: request.method.rawValue, path: request.path, status: reply.status, reason: reason))
        return reply
    }

    /// The `key` item of a POST target, form-decoded; nil when absent.
    private func keyItem(of request: ServerRequest) throws -> String? {
        guard let query = request.query else { return nil }
        return try QueryItem.parseForm(Substring(query)).last(where: { $0.name == Self.keyItem })?.value
    }
}

/// Query-item presence without decoding (a MYKEY payload after `payload=` is raw JSON).
enum FieldNames {
    /// Whether `query` has an item called `name` (ASCII case-insensitive) before any `payload=`.
    static func hasItem(_ name: String, in query: String) -> Bool {
        let lowered = name.lowercased() + "="
        for item in query.split(separator: "&") {
            let itemName = item.lowercased()
            if itemName.hasPrefix("payload=") { return false }
            if itemName.hasPrefix(lowered) { return true }
        }
        return false
    }
}
