import Deeplink
import DeeplinkVerification

/// Turns one connection's request into a result and a reply (§5): `POST /login`, `/transfer`,
/// `/transaction`, `/sign`, `GET /callback`; 404 for other paths, 405 for other methods.
///
/// Keys: a POST's `key` query item when the URL carries one (for `/login` it is the `uuID` the
/// dapp issued, and the body must name the same one), else the body's `uuID` (login), `tx_id`
/// (transfer, transaction) or `message` (sign); a callback's `callBackId` (MYKEY route) or its
/// `key` item (SimpleWallet route).
struct CallbackRouter: Sendable {
    /// The query item that carries the dapp's key in the URLs the server hands out.
    static let keyItem = "key"

    let verifier: LoginVerifier
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

        var method: String { self == .callback ? "GET" : "POST" }
    }

    func serve(_ connection: LoopbackConnection) async {
        let reply: HTTPReply
        do {
            let (head, rest) = try await connection.readHead()
            reply = try await handle(head, rest: rest, on: connection)
        } catch let failure as HTTPFailure {
            events.yield(.rejected(method: "", path: "", status: failure.status, reason: failure.reason))
            reply = .text(failure.status, failure.reason)
        } catch {
            // The peer left, or the connection timed out: nobody to answer.
            return
        }
        await connection.write(reply)
        if reply.status >= 400 { await connection.finishAfterError() }
    }

    private func handle(_ head: RequestHead, rest: [UInt8], on connection: LoopbackConnection) async throws -> HTTPReply
    {
        guard let route = Route(rawValue: head.path) else {
            return rejected(head, .text(404, "no such path; expected one of \(Route.allCases.map(\.rawValue))"))
        }
        guard head.method == route.method else {
            var reply = HTTPReply.text(405, "\(route.rawValue) takes \(route.method) only")
            reply.headers = [("Allow", route.method)]
            return rejected(head, reply)
        }
        if route == .callback { return await handleCallback(head) }
        let body: [UInt8]
        do {
            body = try await connection.readBody(of: head, alreadyRead: rest)
        } catch let failure as HTTPFailure {
            // POST routes answer in the reply shape a wallet reads (§2.6), whatever the status.
            return rejected(
                head, .json(failure.status, ServerReply(code: ReplyCode.unparsable, text: failure.reason).jsonText))
        }
        let contentType = head.values("content-type").first
        let key = try? keyItem(of: head)
        switch route {
        case .login: return await handleLogin(head, body: body, contentType: contentType, expectedUUID: key ?? nil)
        case .transfer, .transaction, .sign:
            return await handleNotification(route, head, body: body, contentType: contentType, key: key ?? nil)
        case .callback: return rejected(head, .text(500, "unreachable"))
        }
    }

    private func handleLogin(_ head: RequestHead, body: [UInt8], contentType: String?, expectedUUID: String?) async
        -> HTTPReply
    {
        let login: LoginBody
        do {
            login = try LoginBody(body: body, contentType: contentType)
        } catch {
            return unparsable(head, error)
        }
        let outcome: LoginOutcome
        do {
            outcome = .verified(try await verifier.verify(login, expectedUUID: expectedUUID), body: login)
        } catch {
            outcome = .refused(error, body: login)
        }
        let key = expectedUUID ?? login.uuID
        events.yield(.login(key: key, outcome))
        let delivery = await deliver { () async throws(CallbackServerError) in
            try await logins.deliver(outcome, for: key)
        }
        // A refusal says why first: a replayed login is refused as replayed, not as a duplicate key.
        if let error = outcome.refusal {
            return .json(200, ServerReply(code: ReplyCode.refused, text: error.description).jsonText)
        }
        return .json(200, delivery.jsonText)
    }

    private func handleNotification(
        _ route: Route, _ head: RequestHead, body: [UInt8], contentType: String?, key: String?
    ) async -> HTTPReply {
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
            return unparsable(head, error)
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

    private func handleCallback(_ head: RequestHead) async -> HTTPReply {
        // The parsers read the query; any origin in front of the target does.
        let url = "http://127.0.0.1" + head.target
        let callback: ReceivedCallback
        let key: String
        do {
            if FieldNames.hasItem("callBackId", in: head.query ?? "") {
                let mykey = try MYKEYCallback(parsing: url)
                (callback, key) = (.mykey(mykey), mykey.callbackID)
            } else {
                let simple = try SimpleWalletCallback(parsing: url)
                guard let item = simple.items.last(where: { $0.name == Self.keyItem }) else {
                    return rejected(head, .text(400, "the callback has no \"\(Self.keyItem)\" item and no callBackId"))
                }
                (callback, key) = (.simpleWallet(simple), item.value)
            }
        } catch {
            return rejected(head, .text(400, error.description))
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

    private func unparsable(_ head: RequestHead, _ error: DeeplinkError) -> HTTPReply {
        rejected(head, .json(400, ServerReply(code: ReplyCode.unparsable, text: error.description).jsonText))
    }

    private func rejected(_ head: RequestHead, _ reply: HTTPReply) -> HTTPReply {
        let reason = String(decoding: reply.body.prefix(200), as: UTF8.self)
        events.yield(.rejected(method: head.method, path: head.path, status: reply.status, reason: reason))
        return reply
    }

    /// The `key` item of a POST target, form-decoded; nil when absent.
    private func keyItem(of head: RequestHead) throws -> String? {
        guard let query = head.query else { return nil }
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
