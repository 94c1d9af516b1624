/// A callback `result` / MYKEY error code (§3.4): 0–2 from SimpleWallet, 100xx from the MYKEY SDK,
/// 200xx MYKEY Android-internal. Codes this package does not know are kept as ``unknown(_:)``
/// and count as failures.
public enum ResultCode: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    case cancelled
    case success
    case failure
    case cannotWakeUp
    case notInstalled
    case frozen
    case uninitialized
    case timeout
    case duplicateBound
    case unbound
    case dappBound
    case mykeyBound
    case boundInfoMismatch
    case accountNotExist
    case illegalParameter
    case insufficientBalance
    case accountUnavailable
    case freePromptInvalid
    case passwordExpired
    case serviceFailure
    case unknown(Int)

    /// Every code; never fails, unknown values become ``unknown(_:)``.
    public init(rawValue: Int) {
        self = Self.known.first(where: { $0.rawValue == rawValue }) ?? .unknown(rawValue)
    }

    /// The codes of §3.4 and MK-and's 200xx, in order.
    public static let known: [ResultCode] = [
        .cancelled, .success, .failure, .cannotWakeUp, .notInstalled, .frozen, .uninitialized, .timeout,
        .duplicateBound, .unbound, .dappBound, .mykeyBound, .boundInfoMismatch, .accountNotExist,
        .illegalParameter, .insufficientBalance, .accountUnavailable, .freePromptInvalid, .passwordExpired,
        .serviceFailure,
    ]

    // A switch, not a table lookup: RawRepresentable's `==` compares raw values, so looking a
    // case up by equality inside `rawValue` would recurse.
    private var entry: (code: Int, meaning: String) {
        switch self {
        case .cancelled: return (0, "user cancelled")
        case .success: return (1, "success")
        case .failure: return (2, "failure")
        case .cannotWakeUp: return (10001, "unknown issue, cannot wake up MYKEY")
        case .notInstalled: return (10002, "MYKEY not installed")
        case .frozen: return (10003, "MYKEY account frozen")
        case .uninitialized: return (10004, "SDK not initialised")
        case .timeout: return (10005, "push transaction timeout")
        case .duplicateBound: return (10006, "already bound")
        case .unbound: return (10007, "unbound")
        case .dappBound: return (10008, "dapp bound, MYKEY unbound")
        case .mykeyBound: return (10009, "MYKEY bound")
        case .boundInfoMismatch: return (10010, "both bound but not matching")
        case .accountNotExist: return (10011, "MYKEY unregistered")
        case .illegalParameter: return (10012, "illegal parameter")
        case .insufficientBalance: return (10013, "insufficient balance")
        case .accountUnavailable: return (10014, "MYKEY account unavailable")
        case .freePromptInvalid: return (20001, "free-prompt key invalid")
        case .passwordExpired: return (20002, "password expired")
        case .serviceFailure: return (20003, "service failure")
        case .unknown(let value): return (value, "unknown code \(value)")
        }
    }

    public var rawValue: Int { entry.code }

    /// Whether this is one of the codes of §3.4.
    public var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }

    /// The meaning from the MYKEY error table, or "unknown code N".
    public var meaning: String { entry.meaning }

    public var description: String { "\(rawValue) (\(meaning))" }
}
