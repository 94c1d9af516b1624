import Deeplink
import FuzzSupport

/// The dapp's callback page the re-written callbacks go to.
private let callbackPage = "myapp://example.com/cb"

/// A SimpleWallet callback the package read, written again by the wallet side's writer
/// (`SimpleWalletCallback.url`), reads back with the same outcome, and on success the same
/// `txID` and `sign` (the writer sends those only on success, §3.1).
private func expectRoundTrip(_ callback: SimpleWalletCallback) {
    let url = SimpleWalletCallback.url(
        callback: callbackPage, outcome: callback.outcome, txID: callback.txID, sign: callback.sign)
    let again = try? SimpleWalletCallback(parsing: url)
    fuzzExpect(
        again?.outcome == callback.outcome, "a SimpleWallet callback's outcome does not survive rewriting:\n\(url)")
    if callback.outcome == .success {
        fuzzExpect(
            again?.txID == callback.txID && again?.sign == callback.sign,
            "a SimpleWallet callback's txID or sign does not survive rewriting:\n\(url)")
    }
}

/// A MYKEY callback the package read, written again (`MYKEYCallback.url`, the payload strictly
/// percent-encoded, §3.2 step 5), reads back with the same id, action and outcome, and unless
/// cancelled the same JSON payload and the same typed fields.
private func expectRoundTrip(_ callback: MYKEYCallback) {
    var items = [QueryItem(name: "callBackId", value: callback.callbackID)]
    if let action = callback.action { items.insert(QueryItem(name: "action", value: action), at: 0) }
    let page = SimpleWalletCallback.appending(items, to: callbackPage)
    var json: JSONValue?
    if case .json(let value, _)? = callback.payload { json = value }
    let url = MYKEYCallback.url(callback: page, outcome: callback.outcome, payload: json)
    guard let again = try? MYKEYCallback(parsing: url) else {
        fuzzExpect(false, "a rewritten MYKEY callback does not parse:\n\(url)")
        return
    }
    fuzzExpect(
        again.callbackID == callback.callbackID && again.action == callback.action && again.outcome == callback.outcome,
        "a MYKEY callback's id, action or outcome does not survive rewriting:\n\(url)")
    guard callback.outcome != .cancelled, let json else { return }
    if case .json(let value, _)? = again.payload {
        fuzzExpect(value == json, "a MYKEY callback's JSON payload does not survive rewriting:\n\(url)")
    } else {
        fuzzExpect(false, "a MYKEY callback's JSON payload reads back as \(String(describing: again.payload)):\n\(url)")
    }
    fuzzExpect(
        again.txID == callback.txID && again.sign == callback.sign && again.errorMessage == callback.errorMessage,
        "a MYKEY callback's txID, sign or errorMsg does not survive rewriting:\n\(url)")
    if let body = try? callback.loginBody() {
        let rewritten = try? again.loginBody()
        fuzzExpect(
            rewritten?.signedText == body.signedText && rewritten?.sign == body.sign,
            "a MYKEY login payload's signed text does not survive rewriting:\n\(url)")
    }
}

/// A login body written as JSON reads back with the same fields and, above all, the same
/// signed text: the signature covers `timestamp + account + uuID + ref` exactly as received (§4.1).
private func expectRoundTrip(_ login: LoginBody) {
    let json = login.jsonText
    guard let again = try? LoginBody(json: json) else {
        fuzzExpect(false, "a login body's JSON does not parse again:\n\(json)")
        return
    }
    fuzzExpect(
        again.signedText == login.signedText, "a login body's signed text changes when written as JSON:\n\(json)")
    fuzzExpect(
        again.account == login.account && again.uuID == login.uuID && again.ref == login.ref && again.sign == login.sign
            && again.timestampText == login.timestampText && again.protocol == login.protocol
            && again.version == login.version
            && again.publicKey == login.publicKey && again.dappKey == login.dappKey,
        "a login body's fields change when written as JSON:\n\(json)")
}

private let contentTypes: [String?] = [nil, "application/json", "application/x-www-form-urlencoded; charset=utf-8"]

/// Callbacks, login bodies, notifications, server replies and JSON values the Deeplink package
/// reads: each comes back the same through its own writers.
public enum FuzzDeeplinkCallback: FuzzTarget {
    public static let name = "fuzz-deeplink-callback"

    public static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let callback = try? SimpleWalletCallback(parsing: text) { expectRoundTrip(callback) }
        if let callback = try? MYKEYCallback(parsing: text) {
            expectRoundTrip(callback)
            var pending = MYKEYPendingCallbacks()
            pending.register(callbackID: callback.callbackID, action: .login)
            fuzzExpect(
                (try? pending.resolve(text)) != nil && !pending.contains(callback.callbackID),
                "a MYKEY callback that parses is not resolved by its pending request")
        }
        for contentType in contentTypes {
            if let login = try? LoginBody(body: bytes, contentType: contentType) { expectRoundTrip(login) }
            if let notification = try? SignNotification(body: bytes, contentType: contentType) {
                let again = try? SignNotification(
                    body: Array(notification.jsonText.utf8), contentType: "application/json")
                fuzzExpect(
                    again == notification, "a sign notification does not survive its JSON:\n\(notification.jsonText)")
            }
            if let notification = try? TransactionNotification(body: bytes, contentType: contentType) {
                let again = try? TransactionNotification(
                    body: Array(notification.jsonText.utf8), contentType: "application/json")
                fuzzExpect(
                    again == notification,
                    "a transaction notification does not survive its JSON:\n\(notification.jsonText)")
            }
        }
        if let reply = try? ServerReply(json: text) {
            fuzzExpect(
                (try? ServerReply(json: reply.jsonText)) == reply,
                "a server reply does not survive its JSON:\n\(reply.jsonText)")
        }
        if let value = try? JSONValue(parsing: text) {
            fuzzExpect(
                (try? JSONValue(parsing: value.jsonText)) == value,
                "a JSON value does not survive its text:\n\(value.jsonText)")
        }
    }
}
