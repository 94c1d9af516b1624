import Deeplink
import DeeplinkDesktop

/// A URL handed to `deeplink open`, checked before anyone is contacted: the desktop passes
/// whatever a web page or another program asked it to open, so only a bounded request URL of a
/// delivered scheme without control characters goes on to the wallet.
struct OpenedURL {
    let text: String

    /// The longest URL accepted: what the Deeplink parsers accept (196 KiB + 4 KiB).
    static let maximumBytes = DeeplinkLimits.default.maxEncodedBytes

    init(_ text: String) throws(DeeplinkToolError) {
        guard text.utf8.count <= Self.maximumBytes else {
            throw .invalidInput("the URL has \(text.utf8.count) bytes; at most \(Self.maximumBytes) are accepted")
        }
        if let bad = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control || $0 == " " }) {
            throw .invalidInput(
                "the URL contains \(bad == " " ? "a space" : "the control character \(bad.escaped(asASCII: true))"); a URL has none"
            )
        }
        let scheme = text.firstIndex(of: ":").map { text[..<$0].lowercased() }
        guard let scheme, HandlerScheme.delivered.contains(scheme) else {
            let delivered = HandlerScheme.delivered.map { $0 + "://" }.joined(separator: ", ")
            throw .invalidInput(
                "deeplink open delivers only \(delivered) URLs, not \"\(DesktopError.shown(String(text.prefix(40))))\"")
        }
        // The wallet would refuse it too; refusing here says why without a wallet running.
        do {
            _ = try SimpleWalletURL.parse(text)
        } catch {
            throw .invalidInput("not a SimpleWallet request: \(error)")
        }
        self.text = text
    }
}
