import DeeplinkWalletEmulator
import EOSChain
import EOSKeys

/// A `--fault` value as written on the command line (or in a `fault` query item of `POST /open`):
/// `wrong-key`, `tamper`, `replay`, `wrong-uuid[:ID]`, `skew:SECONDS`, `drop-post`,
/// `garbage-post`, `delay:MILLISECONDS`, `act-as:NAME`.
enum WalletFaultOption: Sendable, Hashable {
    case wrongKey
    case tamper
    case replay
    case wrongUUID(String)
    case skew(Int64)
    case dropPost
    case garbagePost
    case delay(milliseconds: Int)
    case actAs(EOSName)

    /// The `uuID` a `wrong-uuid` login carries when none is given.
    static let defaultWrongUUID = "not-the-issued-uuid"
    /// The longest `delay:` accepted: longer than the dapp's wait is pointless.
    static let maximumDelayMilliseconds = 600_000

    static let help =
        "wrong-key, tamper, replay, wrong-uuid[:ID], skew:SECONDS, drop-post, garbage-post, delay:MILLISECONDS, act-as:NAME"

    init(parsing text: String) throws(WalletToolError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        let value = parts.count > 1 ? parts[1] : nil
        switch (name, value) {
        case ("wrong-key", nil): self = .wrongKey
        case ("tamper", nil): self = .tamper
        case ("replay", nil): self = .replay
        case ("wrong-uuid", nil): self = .wrongUUID(Self.defaultWrongUUID)
        case ("wrong-uuid", let id?) where !id.isEmpty && id.utf8.count <= 128: self = .wrongUUID(id)
        case ("skew", let seconds?):
            guard let skew = Int64(seconds), abs(skew) <= 10 * 365 * 86_400 else {
                throw .usage(
                    "--fault skew:SECONDS needs a whole number of seconds (at most ten years either way), not \"\(seconds.prefix(32))\""
                )
            }
            self = .skew(skew)
        case ("drop-post", nil): self = .dropPost
        case ("garbage-post", nil): self = .garbagePost
        case ("delay", let milliseconds?):
            guard let delay = Int(milliseconds), (0...Self.maximumDelayMilliseconds).contains(delay) else {
                throw .usage(
                    "--fault delay:MILLISECONDS needs 0 to \(Self.maximumDelayMilliseconds), not \"\(milliseconds.prefix(32))\""
                )
            }
            self = .delay(milliseconds: delay)
        case ("act-as", let name?):
            do {
                self = .actAs(try EOSName(name))
            } catch {
                throw .usage("--fault act-as:NAME: \(error)")
            }
        default:
            throw .usage("unknown fault \"\(text.prefix(40))\"; one of: \(Self.help)")
        }
    }

    /// The emulator's fault; `wrongKey` signs with `strangerKey`, a key the chain does not know.
    func fault(strangerKey: EOSPrivateKey) -> WalletFault {
        switch self {
        case .wrongKey: return .wrongKey(strangerKey)
        case .tamper: return .tamperAfterSigning
        case .replay: return .replayLastLogin
        case .wrongUUID(let id): return .wrongUUID(id)
        case .skew(let seconds): return .timestampSkew(seconds: seconds)
        case .dropPost: return .dropPost
        case .garbagePost: return .garbagePost
        case .delay(let milliseconds): return .delay(.milliseconds(milliseconds))
        case .actAs(let name): return .actAs(name)
        }
    }
}
