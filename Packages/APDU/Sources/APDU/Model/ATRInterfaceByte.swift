import ByteTools

/// One interface byte of an ATR: TAi, TBi, TCi or TDi with its index i (ISO 7816-3 §8.2.3).
public struct ATRInterfaceByte: Sendable, Hashable, CustomStringConvertible {
    /// Which of the four interface bytes of a group this is.
    public enum Kind: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        case ta, tb, tc, td

        public var description: String {
            switch self {
            case .ta: "TA"
            case .tb: "TB"
            case .tc: "TC"
            case .td: "TD"
            }
        }
    }

    public let kind: Kind
    /// The group index i, starting at 1 (TA1 is the first interface byte after T0).
    public let index: Int
    public let value: UInt8

    public init(kind: Kind, index: Int, value: UInt8) {
        self.kind = kind
        self.index = index
        self.value = value
    }

    /// E.g. `TA1=95`.
    public var description: String { "\(kind)\(index)=\(Hex.upper(value))" }
}
