/// The two trailer bytes SW1 SW2 that end every response APDU (ISO 7816-4 §5.1.3).
public struct StatusWord: Sendable, Hashable, RawRepresentable {
    public let sw1: UInt8
    public let sw2: UInt8

    public init(sw1: UInt8, sw2: UInt8) {
        self.sw1 = sw1
        self.sw2 = sw2
    }

    /// Creates a status word from its 16-bit value, SW1 in the high byte: `0x6A82`.
    public init(rawValue: UInt16) {
        self.init(sw1: UInt8(truncatingIfNeeded: rawValue >> 8), sw2: UInt8(truncatingIfNeeded: rawValue))
    }

    /// Same as ``init(rawValue:)``, shorter for constants: `StatusWord(0x9000)`.
    public init(_ rawValue: UInt16) {
        self.init(rawValue: rawValue)
    }

    public var rawValue: UInt16 { UInt16(sw1) << 8 | UInt16(sw2) }

    /// The ISO 7816-4 group this status word falls in.
    public var category: StatusWordCategory { StatusWordCategory(self) }

    /// True only for `9000`.
    ///
    /// `61xx` is deliberately not success: it says the command worked *but* its data must still be
    /// fetched with GET RESPONSE — a transport artefact the caller has to resolve before the
    /// command can be treated as done.
    public var isSuccess: Bool { sw1 == 0x90 && sw2 == 0x00 }

    /// True for the warning groups `62xx` and `63xx` (processing completed with a warning).
    public var isWarning: Bool { sw1 == 0x62 || sw1 == 0x63 }

    /// True for the ISO execution-error (`64xx`–`66xx`) and checking-error (`67xx`–`6Fxx`) groups.
    /// Proprietary and non-ISO values are neither errors nor successes here; only the card's own
    /// specification can say what they mean.
    public var isError: Bool {
        category == .executionError || category == .checkingError
    }

    /// For `61xx`, the number of response bytes still available (`6100` means 256 or more,
    /// reported as 256, the most one GET RESPONSE can fetch in short form); otherwise `nil`.
    public var bytesAvailable: Int? {
        sw1 == 0x61 ? Self.shortLength(sw2) : nil
    }

    /// For `6Cxx` ("wrong Le"), the exact Ne the card wants the command resent with
    /// (`6C00` means 256); otherwise `nil`.
    public var correctedExpectedLength: Int? {
        sw1 == 0x6C ? Self.shortLength(sw2) : nil
    }

    /// For `63Cx`, the counter x (0...15), which for VERIFY and similar commands is the number of
    /// tries left; otherwise `nil`.
    public var retriesRemaining: Int? {
        sw1 == 0x63 && sw2 & 0xF0 == 0xC0 ? Int(sw2 & 0x0F) : nil
    }

    private static func shortLength(_ byte: UInt8) -> Int {
        byte == 0 ? 256 : Int(byte)
    }
}
