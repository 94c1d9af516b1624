/// What a callback's `result` says: 0 cancelled, 1 success, any other integer failure (§3.1, §3.2).
public enum CallbackOutcome: Sendable, Hashable {
    case cancelled
    case success
    /// The code as sent, kept even when unknown.
    case failure(ResultCode)

    public init(result: Int) {
        switch result {
        case 0: self = .cancelled
        case 1: self = .success
        default: self = .failure(ResultCode(rawValue: result))
        }
    }

    /// The `result` value.
    public var result: Int {
        switch self {
        case .cancelled: return 0
        case .success: return 1
        case .failure(let code): return code.rawValue
        }
    }

    /// Reads a required integer `result`. MK-and's `StringUtil.toInt` turns garbage into 0
    /// (cancelled); here a missing or non-integer value is an error instead.
    static func parse(_ text: String?) throws(DeeplinkError) -> CallbackOutcome {
        guard let text else { throw .missingQueryItem("result") }
        // ASCII digits with an optional sign only: Int("+1") and Int(" 1") rules are not the wire's.
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.utf8.count <= 18, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let value = Int(text)
        else {
            throw .invalidValue(field: "result", reason: "\"\(DeeplinkError.excerpt(text))\" is not an integer")
        }
        return CallbackOutcome(result: value)
    }
}
