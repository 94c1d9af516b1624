/// What the emulated user chooses on the wallet's confirmation screen.
public enum WalletDecision: Sendable, Hashable {
    /// Sign / pay, POST to the dapp server, callback with `result=1`.
    case approve
    /// Callback with `result=0`; nothing is POSTed.
    case cancel
    /// Callback with this `result` code (2, or a MYKEY code of §3.4); nothing is POSTed.
    case fail(Int)
}
