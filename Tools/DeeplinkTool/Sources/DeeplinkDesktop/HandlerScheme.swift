/// A URL scheme `deeplink register-handler` can make `deeplink open` the handler of: RFC 3986's
/// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`, lowercased (schemes compare without case), and
/// one that `deeplink open` delivers — a handler that refuses every URL would only hide the
/// wallet that should answer it.
public struct HandlerScheme: Sendable, Hashable, CustomStringConvertible {
    public let name: String

    /// The schemes `deeplink open` delivers to a waiting wallet. Only the wallet's request scheme:
    /// the callback URLs of `deeplink login` are plain http://127.0.0.1 URLs a browser opens, and
    /// MYKEY's own `mykey://` route carries a closed encoding no wallet emulator can read.
    public static let delivered: [String] = ["simplewallet"]

    public static let simpleWallet = HandlerScheme(checked: "simplewallet")

    /// The longest scheme accepted (registered schemes are far shorter).
    public static let maximumLength = 64

    public init(_ text: String) throws(DesktopError) {
        guard !text.isEmpty, text.utf8.count <= Self.maximumLength else {
            throw .invalidScheme(text, reason: "a scheme has 1 to \(Self.maximumLength) characters")
        }
        let scalars = Array(text.unicodeScalars)
        guard scalars[0].isASCII, scalars[0].properties.isAlphabetic else {
            throw .invalidScheme(text, reason: "a scheme starts with a letter (RFC 3986)")
        }
        if let bad = scalars.first(where: {
            !($0.isASCII
                && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)))
        }) {
            throw .invalidScheme(
                text,
                reason: "\"\(bad.escaped(asASCII: true))\" is not allowed in a scheme (letters, digits, +, -, . only)")
        }
        let name = text.lowercased()
        guard Self.delivered.contains(name) else {
            throw .invalidScheme(
                text,
                reason: "deeplink open delivers only \(Self.delivered.map { $0 + "://" }.joined(separator: ", ")) URLs")
        }
        self.name = name
    }

    private init(checked name: String) { self.name = name }

    public var description: String { name }
}
