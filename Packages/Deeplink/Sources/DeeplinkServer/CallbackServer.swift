import Deeplink
import DeeplinkVerification
import Foundation
import HTTPServer

/// The dapp's side of a SimpleWallet/MYKEY exchange on the loopback interface (spec §5): the
/// server a wallet POSTs logins and notifications to, and the `http://` callback it opens.
///
/// ```swift
/// let server = try await CallbackServer.start(verifier: LoginVerifier(chain: chain))
/// let request = LoginRequest(dappName: "d", dappIcon: "https://d/i.png", uuID: "u1",
///                            loginUrl: server.postURL(.login), callback: server.callbackURL(for: "u1"))
/// // … the wallet answers …
/// let outcome = try await server.result(for: "u1", timeout: .seconds(10))
/// await server.stop()
/// ```
///
/// Results are kept by key until claimed (see ``ServerResultLimits``); a second result for a key
/// is refused to its sender; every wait has a deadline on the injected clock; ``stop()`` closes the
/// listener, releases every waiter with ``CallbackServerError/stopped`` and ends ``events``.
public final class CallbackServer: Sendable {
    /// `http://127.0.0.1:<port>`: the address really listened on.
    public let baseURL: URL
    /// Every request handled, in arrival order; finished by ``stop()``. Holds the newest
    /// ``ServerResultLimits/bufferedEvents`` when nobody reads it.
    public let events: AsyncStream<CallbackServerEvent>

    private let server: HTTPServer
    private let router: CallbackRouter

    private init(server: HTTPServer, router: CallbackRouter, baseURL: URL, events: AsyncStream<CallbackServerEvent>) {
        self.server = server
        self.router = router
        self.baseURL = baseURL
        self.events = events
    }

    /// Binds 127.0.0.1 and starts serving.
    ///
    /// - Parameters:
    ///   - verifier: checks logins (§4.6) and sign notifications (§4.2); its replay guard decides
    ///     freshness and replays.
    ///   - bindings: who is bound to whom (MYKEY's binding, §3.4); nil binds nobody. With it, a
    ///     login under a ``loginURL(key:appUser:)`` binds the signer's account to that app user
    ///     or is answered with the conflict's code, and a transfer, transaction or sign from an
    ///     account bound to nobody is answered with 10007 and not kept.
    ///   - port: 0 for one the system picks.
    ///   - limits: the HTTP bounds (§5: 8 KiB head, 64 KiB body).
    ///   - resultLimits: how many unclaimed results and unread events are kept.
    ///   - clock: measures the deadlines of ``result(for:timeout:)`` and the other waits.
    /// - Throws: ``CallbackServerError/cannotListen(port:reason:)``.
    public static func start(
        verifier: LoginVerifier, bindings: (any AccountBindings)? = nil, port: UInt16 = 0,
        limits: CallbackServerLimits = .default,
        resultLimits: ServerResultLimits = .default, clock: any Clock<Duration> = ContinuousClock()
    ) async throws(CallbackServerError) -> CallbackServer {
        let sleep = sleeper(on: clock)
        let (events, continuation) = AsyncStream.makeStream(
            of: CallbackServerEvent.self, bufferingPolicy: .bufferingNewest(resultLimits.bufferedEvents))
        let router = CallbackRouter(
            verifier: verifier, bindings: bindings,
            appUsers: LoginAppUsers(capacity: 4 * resultLimits.unclaimedResults),
            logins: ResultMailbox(kind: "login", capacity: resultLimits.unclaimedResults, sleep: sleep),
            notifications: ResultMailbox(kind: "notification", capacity: resultLimits.unclaimedResults, sleep: sleep),
            callbacks: ResultMailbox(kind: "callback", capacity: resultLimits.unclaimedResults, sleep: sleep),
            events: continuation)
        let server: HTTPServer
        do {
            // 127.0.0.1, never a wildcard address (§5).
            server = try await HTTPServer.start(
                host: "127.0.0.1", port: Int(port), limits: limits.httpServerLimits, responder: router)
        } catch {
            continuation.finish()
            throw .cannotListen(port: port, reason: error.description)
        }
        return CallbackServer(server: server, router: router, baseURL: server.baseURL, events: events)
    }

    /// The port listened on.
    public var port: UInt16 { UInt16(truncatingIfNeeded: server.port) }

    /// Where a wallet POSTs for `action`: `loginUrl`, `transferUrl`, `contractUrl`, `signUrl`.
    ///
    /// - Parameters:
    ///   - action: which of the four POST routes.
    ///   - key: carried as the `key` item; results are then kept under it. For login it is the
    ///     `uuID` the dapp issued, and a body naming another `uuID` is refused as a mismatch.
    ///     Without it, results are kept under the body's `uuID` / `tx_id` / `message`.
    public func postURL(_ action: DeeplinkAction, key: String? = nil) -> String {
        let path: String
        switch action {
        case .login: path = CallbackRouter.Route.login.rawValue
        case .transfer: path = CallbackRouter.Route.transfer.rawValue
        case .transaction: path = CallbackRouter.Route.transaction.rawValue
        case .sign: path = CallbackRouter.Route.sign.rawValue
        }
        let url = baseURL.absoluteString + path
        guard let key else { return url }
        return SimpleWalletCallback.appending([QueryItem(name: CallbackRouter.keyItem, value: key)], to: url)
    }

    /// A SimpleWallet-route `callback` (§3.1) whose result is kept under `key`:
    /// `http://127.0.0.1:<port>/callback?key=<key>`; the wallet appends `result`, `txID`, `sign`.
    public func callbackURL(for key: String) -> String {
        SimpleWalletCallback.appending(
            [QueryItem(name: CallbackRouter.keyItem, value: key)],
            to: baseURL.absoluteString + CallbackRouter.Route.callback.rawValue)
    }

    /// A MYKEY-route callback (§3.2): `…/callback?action=<action>&callBackId=<id>`; its result is
    /// kept under `callbackID`.
    ///
    /// - Parameters:
    ///   - action: the request's action, echoed as the `action` item.
    ///   - callbackID: the request's `callbackId`.
    public func mykeyCallbackURL(action: DeeplinkAction, callbackID: String) -> String {
        MYKEYRoute.callbackURL(
            page: baseURL.absoluteString + CallbackRouter.Route.callback.rawValue, action: action,
            callbackID: callbackID)
    }

    /// The `loginUrl` of a login that binds: ``postURL(_:key:)`` for `.login` and `key`, with
    /// `appUser` recorded in the server (not in the URL, where a wallet could change it). The
    /// verified login that arrives under `key` binds its account to `appUser` through the
    /// server's ``AccountBindings``; without bindings the login is only verified.
    ///
    /// - Parameters:
    ///   - key: the `uuID` issued for this login.
    ///   - appUser: the dapp's id of the user logging in: 1 to 64 UTF-8 bytes, no control characters.
    /// - Throws: ``BindingError/invalidIdentifier(_:reason:)`` for an app user id it cannot keep.
    public func loginURL(key: String, appUser: String) throws(BindingError) -> String {
        try router.appUsers.record(appUser, for: key)
        return postURL(.login, key: key)
    }

    /// The login POSTed for `uuID` (or for the `key` of its login URL), verified or refused.
    ///
    /// - Throws: ``CallbackServerError/timedOut(kind:key:after:)`` when none arrives in time,
    ///   ``CallbackServerError/stopped``, ``CallbackServerError/alreadyClaimed(kind:key:)``,
    ///   ``CallbackServerError/alreadyWaiting(kind:key:)``, ``CallbackServerError/cancelled(kind:key:)``.
    public func result(for uuID: String, timeout: Duration) async throws(CallbackServerError) -> LoginOutcome {
        try await router.logins.wait(for: uuID, timeout: timeout)
    }

    /// The transfer, transaction or sign notification POSTed for `key`. Throws as ``result(for:timeout:)``.
    public func notification(for key: String, timeout: Duration) async throws(CallbackServerError)
        -> ReceivedNotification
    {
        try await router.notifications.wait(for: key, timeout: timeout)
    }

    /// The callback opened for `key` (a ``callbackURL(for:)`` key or a MYKEY `callBackId`).
    /// Throws as ``result(for:timeout:)``.
    public func callback(for key: String, timeout: Duration) async throws(CallbackServerError) -> ReceivedCallback {
        try await router.callbacks.wait(for: key, timeout: timeout)
    }

    /// Closes the listener and every connection (a request still being handled is cancelled),
    /// releases every waiter with ``CallbackServerError/stopped`` and finishes ``events``. Idempotent.
    public func stop() async {
        await server.stop()
        await router.logins.stop()
        await router.notifications.stop()
        await router.callbacks.stop()
        router.events.finish()
    }

    /// A sleep on `clock`, with the existential opened once here.
    private static func sleeper(on clock: some Clock<Duration>) -> @Sendable (Duration) async throws -> Void {
        { duration in try await clock.sleep(for: duration) }
    }
}
