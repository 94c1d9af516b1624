import DeeplinkWalletEmulator
import EOSChain

/// A `--chain-fault` value: `garbage` (200 with bytes that are not JSON), `unavailable` (503),
/// `other-account:NAME` (the account's permissions under another name).
enum ChainFaultOption {
    static let help = "garbage, unavailable, other-account:NAME"

    static func parse(_ text: String) throws(WalletToolError) -> ChainStubFault {
        switch text {
        case "garbage": return .garbage
        case "unavailable": return .unavailable
        default:
            if text.hasPrefix("other-account:") {
                do {
                    return .answerForAccount(try EOSName(String(text.dropFirst("other-account:".count))))
                } catch {
                    throw .usage("--chain-fault other-account:NAME: \(error)")
                }
            }
            throw .usage("unknown chain fault \"\(text.prefix(40))\"; one of: \(help)")
        }
    }
}
