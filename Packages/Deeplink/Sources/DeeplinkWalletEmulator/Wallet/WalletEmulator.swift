import Deeplink
import EOSChain
import EOSKeys
import Foundation
import HTTPSpec

/// A wallet that answers SimpleWallet requests the way MYKEY does (§2.6, §3, §4.1, §4.2): it reads
/// a `simplewallet://` URL or QR text, signs or pays as ``WalletDecision`` says, POSTs the body to
/// the dapp server's URL, and opens the callback — fetching it when it is http(s), returning it
/// otherwise. ``WalletFault``s make it misbehave on purpose.
///
/// Login: `timestamp + account + uuID + ref` signed with SHA-256 (§4.1); the timestamp (Unix
/// seconds from `now`) is a JSON number under protocol `SimpleWallet` and a string under `MYKEY`
/// / `MYKEYSimple`. Transfer and transaction: a made-up id (``TransactionID``), `result=1&txID=`.
/// Sign: the message's SHA-256 signed (§4.2), `sign=`. A callback with `callBackId` is answered on
/// the MYKEY route (§3.2) with a JSON payload.
public actor WalletEmulator {
    public let account: EOSName
    public nonisolated let publicKey: EOSPublicKey
    public let ref: String
    private let key: EOSPrivateKey
    private let protocolOverride: String?
    private let http: WalletHTTP
    private let sleep: @Sendable (Duration) async throws -> Void
    private let now: @Sendable () -> Int64
    private var lastLogin: LoginBody?

    /// - Parameters:
    ///   - account: the account the wallet logs in as and pays from.
    ///   - key: the key it signs with (a MYKEY account's reserved key, or an active/owner key).
    ///   - ref: the wallet name that goes into logins and notifications.
    ///   - protocol: the `protocol` of the wallet's POST bodies; nil answers with the request's.
    ///   - transport: how POSTs and callbacks travel; HTTPSpec's default, libcurl (`CurlTransport`).
    ///   - clock: what ``WalletFault/delay(_:)`` waits on.
    ///   - now: Unix seconds for login timestamps and QR expiry.
    ///   - timeout: per HTTP exchange.
    public init(
        account: EOSName, key: EOSPrivateKey, ref: String = "mykey", protocol: String? = nil,
        transport: any Transport = CurlTransport(), clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }, timeout: Duration = .seconds(10)
    ) {
        self.account = account
        self.key = key
        self.publicKey = key.publicKey
        self.ref = ref
        self.protocolOverride = `protocol`
        self.http = WalletHTTP(transport: transport, timeout: timeout)
        self.sleep = Self.sleeper(on: clock)
        self.now = now
    }

    /// Reads `text` (a `simplewallet://` URL or QR text, §1c) and answers it.
    ///
    /// - Throws: ``WalletEmulatorError``; a dapp's refusal is not an error but the answer's
    ///   ``WalletAnswer/serverReply``.
    public func answer(
        _ text: String, decision: WalletDecision = .approve, faults: [WalletFault] = []
    ) async throws(WalletEmulatorError) -> WalletAnswer {
        let request: DeeplinkRequest
        do {
            request = try QRPayload.parse(text, now: now())
        } catch {
            throw .unreadableRequest(error)
        }
        var answer = WalletAnswer(request: request)
        var outcome = CallbackOutcome(decision)
        if outcome == .success {
            switch request {
            case .login(let login): try await answerLogin(login, faults: faults, into: &answer)
            case .transfer(let transfer):
                try await notify(request, url: transfer.transferUrl, faults: faults, into: &answer)
            case .transaction(let transaction):
                try await notify(request, url: transaction.contractUrl, faults: faults, into: &answer)
            case .sign(let sign): try await answerSign(sign, faults: faults, into: &answer)
            }
            // MYKEY tells the dapp's page what its server said about the binding (§3.4): the
            // callback carries the code instead of success.
            if let code = answer.serverReply?.code, Self.bindingCodes.contains(code) {
                outcome = .failure(ResultCode(rawValue: code))
            }
        }
        try await openCallback(request.common.callback, outcome: outcome, into: &answer)
        return answer
    }

    /// MYKEY's binding codes (§3.4): 10006 already bound … 10010 both bound but not matching.
    static let bindingCodes = ResultCode.duplicateBound.rawValue...ResultCode.boundInfoMismatch.rawValue

    /// The account the wallet acts as: its own, or the last ``WalletFault/actAs(_:)``'s.
    private func actingAccount(_ faults: [WalletFault]) -> String {
        var name = account
        for case .actAs(let other) in faults { name = other }
        return name.text
    }

    // MARK: - Actions

    private func answerLogin(_ request: LoginRequest, faults: [WalletFault], into answer: inout WalletAnswer)
        async throws(WalletEmulatorError)
    {
        let body: LoginBody
        if faults.contains(where: { if case .replayLastLogin = $0 { return true } else { return false } }) {
            guard let lastLogin else { throw .nothingToReplay }
            body = lastLogin
        } else {
            body = try freshLogin(for: request, faults: faults)
            lastLogin = body
        }
        answer.loginBody = body
        answer.signature = body.sign
        try await post(Array(body.jsonText.utf8), to: request.loginUrl, faults: faults, into: &answer)
    }

    private func freshLogin(for request: LoginRequest, faults: [WalletFault]) throws(WalletEmulatorError) -> LoginBody {
        var skew: Int64 = 0
        var uuID = request.uuID ?? ""
        for fault in faults {
            if case .timestampSkew(let seconds) = fault { skew += seconds }
            if case .wrongUUID(let other) = fault { uuID = other }
        }
        let protocolName = protocolOverride ?? request.protocol
        // §4.1: a JSON number for SimpleWallet, a string for MYKEY's protocols.
        let form: LoginBody.TimestampForm = protocolName == "SimpleWallet" ? .jsonNumber : .jsonString
        var body = LoginBody(
            account: actingAccount(faults), uuID: uuID, ref: ref, sign: "", timestampText: String(now() + skew),
            timestampForm: form, protocol: protocolName, version: request.version)
        body.sign = try signature(for: body.signedText, faults: faults)
        if faults.contains(where: { if case .tamperAfterSigning = $0 { return true } else { return false } }) {
            body.ref += "x"
        }
        return body
    }

    private func notify(
        _ request: DeeplinkRequest, url: String?, faults: [WalletFault], into answer: inout WalletAnswer
    ) async throws(WalletEmulatorError) {
        let txID = TransactionID.madeUp(for: request)
        answer.txID = txID
        guard let url, !url.isEmpty else { return }
        let notification = TransactionNotification(
            txID: txID, account: actingAccount(faults), ref: ref, protocol: protocolOverride ?? request.common.protocol,
            version: request.common.version)
        try await post(Array(notification.jsonText.utf8), to: url, faults: faults, into: &answer)
    }

    private func answerSign(_ request: SignRequest, faults: [WalletFault], into answer: inout WalletAnswer)
        async throws(WalletEmulatorError)
    {
        var notification = SignNotification(
            message: request.message, sign: try signature(for: request.message, faults: faults),
            account: actingAccount(faults),
            ref: ref, protocol: protocolOverride ?? request.protocol, version: request.version)
        answer.signature = notification.sign
        if faults.contains(where: { if case .tamperAfterSigning = $0 { return true } else { return false } }) {
            notification.message += " "
        }
        guard let url = request.signUrl, !url.isEmpty else { return }
        try await post(Array(notification.jsonText.utf8), to: url, faults: faults, into: &answer)
    }

    private func signature(for text: String, faults: [WalletFault]) throws(WalletEmulatorError) -> String {
        var signer = key
        for case .wrongKey(let other) in faults { signer = other }
        do {
            return try signer.signature(for: Array(text.utf8)).string
        } catch {
            throw .signingFailed(error)
        }
    }

    // MARK: - Transport

    private func post(_ body: [UInt8], to url: String, faults: [WalletFault], into answer: inout WalletAnswer)
        async throws(WalletEmulatorError)
    {
        for case .delay(let duration) in faults {
            // Cancellation while delayed ends the answer without a POST.
            do { try await sleep(duration) } catch { throw .transport(url: url, reason: "cancelled while delayed") }
        }
        if faults.contains(where: { if case .dropPost = $0 { return true } else { return false } }) { return }
        let garbage = faults.contains(where: { if case .garbagePost = $0 { return true } else { return false } })
        let bytes = garbage ? Array("{\"this is\": not a body".utf8) : body
        let response = try await http.post(bytes, contentType: "application/json", to: url)
        answer.postedTo = url
        answer.postedBody = String(decoding: bytes, as: UTF8.self)
        answer.postStatus = response.status.code
        answer.serverReply = try? ServerReply(json: String(decoding: response.body, as: UTF8.self))
    }

    /// §3.1 / §3.2: `result` (and `txID` / `sign` on success) appended to the dapp's callback, or
    /// the MYKEY route's `payload` when the callback carries `callBackId`.
    private func openCallback(_ callback: String?, outcome: CallbackOutcome, into answer: inout WalletAnswer)
        async throws(WalletEmulatorError)
    {
        guard let callback, !callback.isEmpty else { return }
        let url: String
        if callback.lowercased().contains("callbackid=") {
            url = MYKEYCallback.url(callback: callback, outcome: outcome, payload: mykeyPayload(outcome, answer))
        } else {
            url = SimpleWalletCallback.url(
                callback: callback, outcome: outcome, txID: answer.txID, sign: signOnly(answer))
        }
        answer.callbackURL = url
        guard WalletHTTP.isHTTP(url) else { return }
        answer.callbackStatus = try await http.get(url).status.code
    }

    /// `sign` goes on the callback of a sign action only; a login's signature travels in its body.
    private func signOnly(_ answer: WalletAnswer) -> String? {
        if case .sign = answer.request { return answer.signature }
        return nil
    }

    private func mykeyPayload(_ outcome: CallbackOutcome, _ answer: WalletAnswer) -> JSONValue? {
        switch outcome {
        case .cancelled: return nil
        case .failure(let code): return .object(["errorMsg": .string(code.meaning)])
        case .success:
            if let body = answer.loginBody, case .login = answer.request { return .object(body.jsonObject) }
            if let txID = answer.txID { return .object(["txId": .string(txID)]) }
            if let sign = signOnly(answer) { return .object(["sign": .string(sign)]) }
            return nil
        }
    }

    private static func sleeper(on clock: some Clock<Duration>) -> @Sendable (Duration) async throws -> Void {
        { duration in try await clock.sleep(for: duration) }
    }
}

extension CallbackOutcome {
    init(_ decision: WalletDecision) {
        switch decision {
        case .approve: self = .success
        case .cancel: self = .cancelled
        case .fail(let code): self = CallbackOutcome(result: code)
        }
    }
}
