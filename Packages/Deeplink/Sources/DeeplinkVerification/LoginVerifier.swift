import Deeplink
import EOSChain
import EOSKeys

/// Verifies what a wallet sends back — a login (spec §4.1, §4.6) or a signed message (§4.2) —
/// against the account as the chain knows it.
///
/// For a login, in this order: the fields are usable and the `uuID` is the one the dapp issued;
/// the timestamp lies inside the replay guard's window and the `uuID` was not accepted before;
/// the signature over `timestamp + account + uuID + ref` (the text exactly as received, hashed with
/// SHA-256) parses and yields a key; that key can act alone for the account (`active`, then
/// `owner`, then a MYKEY account's reserved key); only then is the `uuID` claimed, so forged
/// attempts cannot use up a real login's `uuID`, and of two identical logins verified at once only
/// one is accepted.
public struct LoginVerifier: Sendable {
    private let resolver: AccountKeyResolver
    /// nil: no freshness or replay check (the caller keeps its own).
    public let replayGuard: LoginReplayGuard?

    /// - Parameters:
    ///   - chain: where accounts are looked up: `EOSChainClient` for a node, or a stub.
    ///   - mykeyManagers: manager contracts whose `keydata` rows are trusted (spec §4.6).
    ///   - replayGuard: the window and the memory of accepted `uuID`s.
    public init(
        chain: any EOSChainReading, mykeyManagers: Set<EOSName> = [MYKEYKeydataRow.mainnetManager],
        replayGuard: LoginReplayGuard? = LoginReplayGuard()
    ) {
        resolver = AccountKeyResolver(chain: chain, mykeyManagers: mykeyManagers)
        self.replayGuard = replayGuard
    }

    /// Verifies a login body.
    ///
    /// - Parameters:
    ///   - login: the body the wallet posted (or MYKEY's login callback payload).
    ///   - expectedUUID: the `uuID` of the login request the dapp issued, when it knows it.
    public func verify(_ login: LoginBody, expectedUUID: String? = nil) async throws(LoginVerificationError)
        -> VerifiedSigner
    {
        let account = try Self.accountName(login.account)
        if let expectedUUID, expectedUUID != login.uuID {
            throw .uuidMismatch(expected: expectedUUID, received: login.uuID)
        }
        var timestamp: Int64?
        if let replayGuard {
            let seconds = try Self.unixSeconds(login.timestampText)
            try await replayGuard.check(uuID: login.uuID, timestamp: seconds)
            timestamp = seconds
        }
        let signer = try await verifySignature(login.sign, over: Array(login.signedText.utf8), account: account)
        if let replayGuard, let timestamp {
            try await replayGuard.claim(uuID: login.uuID, timestamp: timestamp)
        }
        return signer
    }

    /// Verifies a signed message (the `sign` action): the signature over SHA-256 of the message's
    /// UTF-8 bytes, by a key that can act alone for the account (spec §4.2). No replay check: a
    /// message carries no `uuID` or timestamp of its own.
    public func verify(_ notification: SignNotification) async throws(LoginVerificationError) -> VerifiedSigner {
        try await verifySignature(
            notification.sign, over: Array(notification.message.utf8),
            account: try Self.accountName(notification.account))
    }

    /// Recovers the key that signed `message` and finds the permission it speaks for.
    private func verifySignature(_ text: String, over message: [UInt8], account: EOSName)
        async throws(LoginVerificationError) -> VerifiedSigner
    {
        let key: EOSPublicKey
        do {
            key = try EOSSignature(text).recoverPublicKey(for: message)
        } catch {
            throw .badSignature(error)
        }
        let permission = try await resolver.permission(of: key, in: account)
        return VerifiedSigner(account: account, publicKey: key, permission: permission)
    }

    private static func accountName(_ text: String) throws(LoginVerificationError) -> EOSName {
        do {
            return try EOSName(text)
        } catch {
            throw .malformed(field: "account", reason: error.description)
        }
    }

    /// The timestamp as Unix seconds: base-10 digits only (spec §4.6 step 7), at most 12 so the
    /// value stays far inside Int64; no unit conversion is ever applied.
    private static func unixSeconds(_ text: String) throws(LoginVerificationError) -> Int64 {
        let digits = text.utf8
        guard (1...12).contains(digits.count),
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let value = Int64(text)
        else {
            throw .malformed(field: "timestamp", reason: "\"\(text.prefix(24))\" is not Unix seconds in base 10")
        }
        return value
    }
}
