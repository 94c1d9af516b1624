import Deeplink

/// What the emulator did with one request: what it POSTed and what the server said, and which
/// callback URL it opened (fetched for http(s), returned for a custom scheme).
public struct WalletAnswer: Sendable {
    /// The request as the wallet read it.
    public var request: DeeplinkRequest
    /// The server URL POSTed to, when a POST was sent.
    public var postedTo: String?
    /// The bytes POSTed, as text.
    public var postedBody: String?
    /// The HTTP status of the POST.
    public var postStatus: Int?
    /// The server's `{"code":…}` reply, when it was one.
    public var serverReply: ServerReply?
    /// The callback URL the wallet opened (or, for a custom scheme, would open).
    public var callbackURL: String?
    /// The HTTP status of the callback GET, for http(s) callbacks.
    public var callbackStatus: Int?
    /// The made-up transaction id of a transfer or transaction.
    public var txID: String?
    /// The `SIG_K1_…` of a login or sign action.
    public var signature: String?
    /// The login body, when one was built or replayed.
    public var loginBody: LoginBody?

    public init(request: DeeplinkRequest) {
        self.request = request
    }
}
