import CPCSCLite

/// Whether other connections may use the card while this one is open.
public enum ShareMode: Sendable, Hashable {
    /// Others may connect too; use transactions to keep a multi-APDU operation whole.
    case shared
    /// No other connection (of any process) while this one is open.
    case exclusive
    /// A connection to the reader without a card, for reader control commands.
    case direct

    var rawValue: DWORD {
        switch self {
        case .shared: DWORD(SCARD_SHARE_SHARED)
        case .exclusive: DWORD(SCARD_SHARE_EXCLUSIVE)
        case .direct: DWORD(SCARD_SHARE_DIRECT)
        }
    }
}

/// Transmission protocols, as a set for the ones a connection accepts.
public struct CardProtocols: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let t0 = CardProtocols(rawValue: UInt32(SCARD_PROTOCOL_T0))
    public static let t1 = CardProtocols(rawValue: UInt32(SCARD_PROTOCOL_T1))
    public static let raw = CardProtocols(rawValue: UInt32(SCARD_PROTOCOL_RAW))
    /// Whichever of T=0 and T=1 the card and reader agree on.
    public static let any: CardProtocols = [.t0, .t1]

    public var description: String {
        var names: [String] = []
        if contains(.t0) { names.append("T=0") }
        if contains(.t1) { names.append("T=1") }
        if contains(.raw) { names.append("raw") }
        return names.isEmpty ? "none" : names.joined(separator: "|")
    }
}

/// What happens to the card when a connection ends or a transaction ends.
public enum Disposition: Sendable, Hashable {
    /// Nothing: the card keeps its state (the selected application, a PIN check).
    case leave
    /// A warm reset: the card's volatile state is cleared.
    case reset
    /// Power removed.
    case unpower
    /// Ejected, for readers that can.
    case eject

    var rawValue: DWORD {
        switch self {
        case .leave: DWORD(SCARD_LEAVE_CARD)
        case .reset: DWORD(SCARD_RESET_CARD)
        case .unpower: DWORD(SCARD_UNPOWER_CARD)
        case .eject: DWORD(SCARD_EJECT_CARD)
        }
    }
}
