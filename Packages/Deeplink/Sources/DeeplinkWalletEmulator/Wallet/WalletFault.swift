import EOSChain
import EOSKeys

/// A misbehaviour the emulator commits on purpose, so a dapp's refusals can be tested one by one.
public enum WalletFault: Sendable {
    /// Sign with this key instead of the account's (login: `keyNotAuthorized`).
    case wrongKey(EOSPrivateKey)
    /// Change a signed field after signing: the login's `ref`, the sign action's `message`
    /// (the recovered key is then some other key: `keyNotAuthorized`).
    case tamperAfterSigning
    /// POST the previous login body again instead of a new one (`replayed`).
    case replayLastLogin
    /// Answer a login with this `uuID` instead of the request's (`uuidMismatch`).
    case wrongUUID(String)
    /// Put `seconds` on the wallet's clock before writing the login timestamp (`timestampOutsideWindow`).
    case timestampSkew(seconds: Int64)
    /// Skip the POST to the dapp server; still open the callback.
    case dropPost
    /// POST bytes that are not a body at all (the server answers 400 with code 1).
    case garbagePost
    /// Wait this long on the emulator's clock before the POST.
    case delay(Duration)
    /// Log in, pay and sign as this account instead of the wallet's own, still with the wallet's
    /// key: a second account on a chain that gives both the same key. With the dapp's bindings
    /// (MYKEY §3.4) this is how one wallet presents an account bound elsewhere, or bound to
    /// nobody, and so meets each binding code (10006–10010).
    case actAs(EOSName)
}
