import BigNum
import ByteTools
import CryptoPrimitives

/// The MYKEY-native route, `mykey://mykey.org/protocol?param=…&appKey=…&userId=…` (§1b).
///
/// MYKEY's `param` is the output of a closed encoder (its Go core's `encodeParam`), so this
/// package builds the URL only through an encoder the caller injects, and never decodes it.
public enum MYKEYRoute {
    /// Turns the request JSON into MYKEY's `param` value.
    public typealias ParamEncoder = @Sendable (String) -> String

    public static let base = "mykey://mykey.org/protocol"
    /// The prefix hashed with the dapp name into a simple-mode appKey (MK-and `InitHandle`).
    public static let simpleModeAppKeyPrefix = "MYKEY-simple-wallet-app-key-prefix-&#%"

    /// The route URL. The encoder's output, `appKey` and `userId` are each strictly
    /// percent-encoded (§1a) — the identity for hex appKeys and UUID strings.
    public static func url(for request: DeeplinkRequest, appKey: String, userId: String, encoder: ParamEncoder)
        -> String
    {
        url(json: request.jsonText, appKey: appKey, userId: userId, encoder: encoder)
    }

    /// The route URL for request JSON that is already serialised.
    public static func url(json: String, appKey: String, userId: String, encoder: ParamEncoder) -> String {
        base + "?param=" + PercentEncoding.encode(encoder(json)) + "&appKey=" + PercentEncoding.encode(appKey)
            + "&userId=" + PercentEncoding.encode(userId)
    }

    /// The callback the SDK registers, `<page>?action=<action>&callBackId=<id>` (MK-and
    /// `MYKEY_WALLET_CALLBACK_URL_FORMAT`), built with the §3.1 append rules so that a page
    /// that already has a query still yields one well-formed query.
    public static func callbackURL(page: String, action: DeeplinkAction, callbackID: String) -> String {
        URLText.appending(
            [
                QueryItem(name: "action", value: action.rawValue).encoded,
                QueryItem(name: "callBackId", value: callbackID).encoded,
            ],
            to: page)
    }

    /// A fresh `callbackId`: 32 uppercase hex digits from 16 random bytes (§2.5).
    ///
    /// - Throws: `CryptoBackendError` when the system random source fails (not an input problem,
    ///   so not a ``DeeplinkError``).
    public static func newCallbackID() throws(CryptoBackendError) -> String {
        Hex.encode(try SecureRandom.bytes(count: 16), uppercase: true)
    }

    /// The simple-mode appKey (§1b): uppercase hex of MD5 of the UTF-8 of the prefix and the dapp
    /// name, as MYKEY's Android SDK derives it (`BiHu` → `7A7A18E917BDEF1CFDEA6602C56B6D37`). MD5
    /// names the key here; it authenticates nothing.
    public static func simpleModeAppKey(dappName: String) -> String {
        Hex.encode(Insecure.MD5.hash(data: Array((simpleModeAppKeyPrefix + dappName).utf8)).bytes, uppercase: true)
    }

    /// appKeys compare ASCII-case-insensitively: Android emits uppercase hex, iOS may emit lowercase.
    public static func appKeysMatch(_ lhs: String, _ rhs: String) -> Bool {
        FieldMatching.asciiLowercased(lhs).utf8.elementsEqual(FieldMatching.asciiLowercased(rhs).utf8)
    }
}
