import Deeplink
import DeeplinkServer

/// How a `deeplink login` wait ended.
enum LoginWaitOutcome: Sendable {
    /// The wallet POSTed a login: verified or refused.
    case login(LoginOutcome)
    /// The wallet opened the callback with a cancel or a failure, and will POST nothing.
    case declined(CallbackOutcome)
    /// No login: the deadline passed, the wait was cancelled, or the server stopped.
    case failed(CallbackServerError)
}

/// Waits for the login POST and, beside it, for the callback the wallet opens (§3.1).
///
/// A wallet that cancels opens only the callback: waiting the whole timeout for a POST that will
/// never come would leave the person staring at a QR code that already got its answer. A wallet
/// that logs in POSTs first and opens the callback next: the server stays up for that callback
/// (at most ``callbackGrace``), so the wallet is not left with a refused connection.
enum LoginWait {
    /// How long the server waits for the callback once the login arrived.
    static let callbackGrace = Duration.seconds(3)

    private enum Event: Sendable {
        case login(LoginOutcome)
        case failed(CallbackServerError)
        case callback(ReceivedCallback?)
        case graceOver
    }

    static func outcome(of uuID: String, on server: CallbackServer, timeout: Duration) async -> LoginWaitOutcome {
        await withTaskGroup(of: Event.self) { group in
            group.addTask {
                do throws(CallbackServerError) {
                    return .login(try await server.result(for: uuID, timeout: timeout))
                } catch {
                    return .failed(error)
                }
            }
            group.addTask {
                // Errors here (deadline, cancellation) are the login wait's to report.
                .callback(try? await server.callback(for: uuID, timeout: timeout))
            }
            var login: LoginOutcome?
            var callbackSeen = false
            // At most three children (login, callback, grace), so at most three events: bounded.
            while let event = await group.next() {
                switch event {
                case .login(let outcome):
                    if callbackSeen {
                        group.cancelAll()
                        return .login(outcome)
                    }
                    login = outcome
                    group.addTask {
                        // Cancelled as soon as the callback comes; the sleep's end is the deadline.
                        try? await Task.sleep(for: callbackGrace)
                        return .graceOver
                    }
                case .failed(let error):
                    group.cancelAll()
                    return .failed(error)
                case .callback(let callback):
                    callbackSeen = true
                    if let login {
                        group.cancelAll()
                        return .login(login)
                    }
                    if let callback, callback.outcome != .success {
                        group.cancelAll()
                        return .declined(callback.outcome)
                    }
                case .graceOver:
                    if let login {
                        group.cancelAll()
                        return .login(login)
                    }
                }
            }
            // Unreachable: the login child always ends the loop. Kept total all the same.
            return login.map(LoginWaitOutcome.login) ?? .failed(.stopped)
        }
    }
}
