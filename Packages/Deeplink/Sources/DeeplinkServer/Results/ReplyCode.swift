/// The `code` of the server's JSON reply to a wallet POST (§2.6, D5): 0 accepted, anything else
/// a failure whose text says why. 1 is §5's code for an unparsable body; the rest are this
/// server's.
public enum ReplyCode {
    public static let accepted = 0
    /// The body is not a login / notification body (HTTP 400; also 411, 413 and 408 on POST routes).
    public static let unparsable = 1
    /// The login or signature did not verify; the text is the `LoginVerificationError`.
    public static let refused = 2
    /// A result for this key already arrived.
    public static let duplicate = 3
    /// Too many results are unclaimed, or the server is stopping.
    public static let unavailable = 4
}
