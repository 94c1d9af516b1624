/// How the card encodes bits on the I/O line, announced by the first ATR byte TS (ISO 7816-3 §8.1).
public enum ATRConvention: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// TS = `3B`: high level is 1, least significant bit first.
    case direct = 0x3B
    /// TS = `3F`: low level is 1, most significant bit first. PC/SC delivers the ATR already
    /// decoded, so TS reads as `3F`; an undecoded inverse ATR would start with `03`.
    case inverse = 0x3F

    public var description: String {
        switch self {
        case .direct: "direct convention"
        case .inverse: "inverse convention"
        }
    }
}
