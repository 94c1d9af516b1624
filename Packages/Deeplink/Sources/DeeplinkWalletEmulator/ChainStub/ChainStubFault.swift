import EOSChain

/// How the chain stub misbehaves, for testing a verifier's handling of a broken node.
public enum ChainStubFault: Sendable, Hashable {
    /// Answer truthfully.
    case none
    /// Answer 200 with bytes that are not JSON.
    case garbage
    /// Answer 503 with nodeos's error shape.
    case unavailable
    /// Answer `get_account` with the right permissions under another account's name.
    case answerForAccount(EOSName)
}
