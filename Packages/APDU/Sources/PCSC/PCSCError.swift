import CPCSCLite

/// A PC/SC call failed. Carries the code by name (`code`, nil for a number pcsc-lite does not
/// define), the number as returned, pcsc-lite's own text for it (where it has one), the function that failed and the
/// reader involved, so the description reads like
/// `SCardTransmit on "Virtual PCD 00 00" failed: Card was removed. (SCARD_W_REMOVED_CARD, 0x80100069)`.
public struct PCSCError: Error, Sendable, Hashable, CustomStringConvertible {
    public let code: PCSCErrorCode?
    public let rawValue: UInt32
    /// The PC/SC function that returned the code, e.g. `SCardConnect`.
    public let function: String
    public let reader: String?
    /// pcsc-lite's text for the code (`pcsc_stringify_error`), or this package's for the codes
    /// pcsc-lite has none for.
    public let message: String

    public init(rawValue: UInt32, function: String, reader: String? = nil) {
        self.rawValue = rawValue
        self.code = PCSCErrorCode(rawValue: rawValue)
        self.function = function
        self.reader = reader
        self.message =
            code?.meaningWhereLibraryHasNone
            ?? String(cString: pcsc_stringify_error(LONG(truncatingIfNeeded: rawValue)))
    }

    public init(_ code: PCSCErrorCode, function: String, reader: String? = nil) {
        self.init(rawValue: code.rawValue, function: function, reader: reader)
    }

    /// The card is gone or was reset under this connection: `PCSCCard.reconnect` (after the card is
    /// back) restores it, and the card must then be selected again.
    public var needsReconnect: Bool {
        code == .removedCard || code == .resetCard || code == .unpoweredCard
    }

    public var description: String {
        let place = reader.map { " on \"\($0)\"" } ?? ""
        let hex = "0x" + String(rawValue, radix: 16, uppercase: true)
        let name = code.map { "\($0.symbol), " } ?? ""
        return "\(function)\(place) failed: \(message) (\(name)\(hex))"
    }
}

/// Throws a `PCSCError` for every result but success.
@inline(__always)
func check(_ result: LONG, _ function: String, reader: String? = nil) throws(PCSCError) {
    if result != SCARD_S_SUCCESS {
        throw PCSCError(rawValue: UInt32(truncatingIfNeeded: result), function: function, reader: reader)
    }
}
