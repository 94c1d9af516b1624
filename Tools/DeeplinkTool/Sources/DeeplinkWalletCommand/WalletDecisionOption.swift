import DeeplinkWalletEmulator

/// A `--decision` value: `approve`, `cancel` or `fail:CODE` (a result code other than 0 and 1).
enum WalletDecisionOption {
    static func parse(_ text: String) throws(WalletToolError) -> WalletDecision {
        switch text {
        case "approve": return .approve
        case "cancel": return .cancel
        default:
            guard text.hasPrefix("fail:"), let code = Int(text.dropFirst("fail:".count)), code != 0, code != 1,
                abs(code) <= 1_000_000_000
            else {
                throw .usage(
                    "--decision needs approve, cancel or fail:CODE (a result code other than 0 and 1, e.g. fail:2), not \"\(text.prefix(40))\""
                )
            }
            return .fail(code)
        }
    }
}
