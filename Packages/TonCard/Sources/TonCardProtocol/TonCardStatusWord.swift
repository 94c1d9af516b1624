import ByteTools

/// A status word the card may answer, with the spec's constant name and message (spec §10.1).
///
/// A plain struct rather than an enum: the card can answer words outside the table, and those must
/// still be representable (their `name` and `message` are nil).
public struct TonCardStatusWord: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// SW1 SW2 as one big-endian number, e.g. `0x9000`.
    public let rawValue: UInt16

    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// From the two trailing bytes of a response.
    public init(sw1: UInt8, sw2: UInt8) {
        rawValue = UInt16(sw1) << 8 | UInt16(sw2)
    }

    /// SW1.
    public var sw1: UInt8 { UInt8(rawValue >> 8) }
    /// SW2.
    public var sw2: UInt8 { UInt8(truncatingIfNeeded: rawValue) }
    /// The two bytes as they end a response.
    public var bytes: [UInt8] { [sw1, sw2] }

    /// The spec's constant name (e.g. `SW_INCORRECT_SAULT`), nil for words outside §10.1.
    public var name: String? { Self.table[rawValue]?.name }

    /// The spec's message (the Swift client's, or ErrorList.md's where Swift maps none), nil for
    /// words outside §10.1.
    public var message: String? { Self.table[rawValue]?.message }

    /// Upper-case four hex digits, the form the JSON layer's `code` uses.
    public var hex: String { Hex.encode(bytes, uppercase: true) }

    public var description: String {
        if let name { return "\(hex) \(name)" }
        return hex
    }
}
