/// The four command-response pairings of ISO 7816-3 §12.1 / ISO 7816-4 §5.1.
///
/// The standard names them by number, and so does every card specification; the cases keep
/// those numbers so that a reader can match them against the documents directly.
public enum APDUCase: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Case 1: no command data, no response data expected (no Lc, no Le).
    case one = 1
    /// Case 2: no command data, response data expected (Le only).
    case two = 2
    /// Case 3: command data, no response data expected (Lc and data only).
    case three = 3
    /// Case 4: command data and response data expected (Lc, data and Le).
    case four = 4

    /// Whether commands of this case carry an Lc field and data.
    public var hasCommandData: Bool { self == .three || self == .four }

    /// Whether commands of this case carry an Le field.
    public var expectsResponseData: Bool { self == .two || self == .four }

    public var description: String { "case \(rawValue)" }
}
