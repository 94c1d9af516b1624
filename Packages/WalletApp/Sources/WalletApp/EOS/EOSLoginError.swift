/// Why an EOS login did not give a session.
public enum EOSLoginError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The callback server could not listen.
    case serverUnavailable(String)
    /// A login arrived and failed verification (forged, wrong key, replayed, stale).
    case refused(String)
    /// No login within the wait.
    case timedOut(seconds: Int64)
    /// The wallet answered the request with a cancel or an error code.
    case declined(String)

    public var description: String {
        switch self {
        case .serverUnavailable(let reason): return "the login callback server could not start: \(reason)"
        case .refused(let reason): return "the login was refused: \(reason)"
        case .timedOut(let seconds): return "no login arrived within \(seconds) s"
        case .declined(let outcome): return "the wallet declined the login (\(outcome))"
        }
    }
}
