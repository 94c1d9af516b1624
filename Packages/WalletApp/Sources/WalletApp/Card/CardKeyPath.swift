/// The card's Ed25519 key paths as the screens name them: `m/44'/396'/0'/0'/index'`, index 0 by
/// default (spec §6).
enum CardKeyPath {
    static func text(hdIndex: String?) -> String {
        "m/44'/396'/0'/0'/\(hdIndex ?? "0")'" + (hdIndex == nil ? ", the default path" : "")
    }
}
