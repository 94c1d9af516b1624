import Deeplink

/// Why an EOS login did not give a session.
public enum EOSLoginError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The callback server could not listen.
    case serverUnavailable(String)
    /// A login arrived and failed verification (forged, wrong key, replayed, stale).
    case refused(String)
    /// No wallet answered within the wait: MYKEY's 10002 ("MYKEY not installed"), with the
    /// install hint unless the settings' `disableInstall` is set.
    case noWalletAnswered(NoWalletAnswer)
    /// The wallet answered the request with a cancel or an error code.
    case declined(String)

    /// The MYKEY result code, for the cases that have one (10002 when no wallet answered).
    public var resultCode: ResultCode? {
        if case .noWalletAnswered(let error) = self { return error.code }
        return nil
    }

    public var description: String {
        switch self {
        case .serverUnavailable(let reason): return "the login callback server could not start: \(reason)"
        case .refused(let reason): return "the login was refused: \(reason)"
        case .noWalletAnswered(let error): return error.description
        case .declined(let outcome): return "the wallet declined the login (\(outcome))"
        }
    }
}
