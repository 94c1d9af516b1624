import CommandSupport
import Deeplink
import DeeplinkServer
import DeeplinkVerification

/// What `deeplink login` prints: the request, then how the wait ended, as text lines or as one
/// JSON object per event; and the error (with its exit status) for every ending but a login.
struct LoginReport {
    let json: Bool
    let io: CommandIO
    /// The SDK's `InitRequest.disableInstall`: report 10002 without the install hint.
    var disableInstall = false

    func request(_ request: LoginRequest, qr: String?, waitSeconds: Double) {
        if json {
            var members: JSONObject = [
                "event": "request", "url": .string(request.simpleWalletURL), "qr": .string(request.qrPayload),
                "uuID": .string(request.uuID ?? ""), "loginUrl": .string(request.loginUrl),
            ]
            if let callback = request.callback { members["callback"] = .string(callback) }
            io.write(JSONValue.object(members).jsonText + "\n")
            return
        }
        var text = "login request for \(request.dappName ?? "") (uuID \(request.uuID ?? ""))\n"
        text += "url: \(request.simpleWalletURL)\n"
        if let qr { text += qr.hasSuffix("\n") ? qr : qr + "\n" }
        text += "waiting up to \(Self.seconds(waitSeconds)) s for the wallet to post the login to \(request.loginUrl)\n"
        io.write(text)
    }

    func result(_ outcome: LoginWaitOutcome, uuID: String, timeout: Double) throws(DeeplinkToolError) {
        switch outcome {
        case .login(.verified(let signer, _)):
            let permission = signer.permission.rawValue
            if json {
                event(
                    "loggedIn",
                    [
                        "account": .string(signer.account.text), "permission": .string(permission),
                        "publicKey": .string(signer.publicKey.legacyString),
                    ])
            } else {
                io.write("logged in: \(signer.account) (\(permission) key \(signer.publicKey.legacyString))\n")
            }
        case .login(.refused(let reason, let body)):
            event("refused", ["account": .string(body.account), "reason": .string(reason.description)])
            // A node that could not be asked is not a verdict on the login: 70, as `verify` says.
            if case .chain(let error) = reason { throw .unavailable("login not verified: \(error)") }
            throw .invalidInput("login refused: \(reason)")
        case .login(.bindingRefused(let reason, _, let body)):
            // `login` starts its server without bindings; a dapp's server with them can say this.
            event(
                "refused",
                [
                    "account": .string(body.account), "reason": .string(reason.description),
                    "result": .number(JSONNumber(reason.replyCode)),
                ])
            throw .invalidInput("login not bound: \(reason)")
        case .declined(let callback):
            event(
                "cancelled",
                ["result": .number(JSONNumber(callback.result)), "reason": .string(ParseCommand.outcomeText(callback))])
            throw .invalidInput("the wallet did not log in: \(ParseCommand.outcomeText(callback))")
        case .failed(.timedOut(_, _, let waited)):
            // MYKEY's SDK reports a wallet that never answers as 10002, "not installed" (§3.3).
            let noWallet = NoWalletAnswer(waited: waited, disableInstall: disableInstall)
            var members: JSONObject = [
                "seconds": .string(Self.seconds(timeout)), "result": .number(JSONNumber(noWallet.code.rawValue)),
            ]
            if !disableInstall { members["hint"] = .string(NoWalletAnswer.installHint) }
            event("timedOut", members)
            throw .invalidInput("\(noWallet) (uuID \(uuID); the server is stopped)")
        case .failed(.cancelled), .failed(.stopped):
            event("interrupted", [:])
            throw .invalidInput("interrupted before a login arrived; the server is stopped")
        case .failed(let error):
            throw .unavailable("the callback server failed: \(error)")
        }
    }

    /// A JSON event line; nothing in text mode, where the error message says it.
    private func event(_ name: String, _ members: JSONObject) {
        guard json else { return }
        var object = members
        object["event"] = .string(name)
        io.write(JSONValue.object(object).jsonText + "\n")
    }

    /// `120`, or `0.05` for a fraction.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
