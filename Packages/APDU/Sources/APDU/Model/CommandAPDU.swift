/// A command APDU (ISO 7816-4 §5.1): header `CLA INS P1 P2`, optional command data and an
/// optional expected response length.
///
/// The value stores the *meaning* (Nc data bytes, Ne expected bytes), not a wire form: short or
/// extended length fields are chosen when encoding (see ``encoded(extended:)``). Two APDUs that
/// differ only in how their lengths were encoded on the wire are therefore equal.
public struct CommandAPDU: Sendable, Hashable {
    /// Largest Nc: the extended Lc field is 16 bits and 0 is not a valid Lc.
    public static let maximumDataCount = 65_535
    /// Largest Ne: an extended Le of `00 00` means 65 536.
    public static let maximumExpectedLength = 65_536
    /// Largest Nc that fits a short Lc field.
    public static let maximumShortDataCount = 255
    /// Largest Ne that fits a short Le field (`00` means 256).
    public static let maximumShortExpectedLength = 256

    public var cla: UInt8
    public var ins: UInt8
    public var p1: UInt8
    public var p2: UInt8

    /// The command data field; its count is Nc (0...65 535).
    public private(set) var data: [UInt8]

    /// Ne, the maximum number of response data bytes expected: `nil` means the command has no
    /// Le field at all; otherwise 1...65 536. (An Le field of `00` on the wire is Ne = 256 in
    /// short form and, with `00 00`, Ne = 65 536 in extended form.)
    public private(set) var expectedLength: Int?

    /// Creates a command, checking that the data and Ne fit an APDU.
    ///
    /// - Throws: ``APDUError/dataTooLong(_:)`` when `data` exceeds 65 535 bytes,
    ///   ``APDUError/expectedLengthOutOfRange(_:)`` when `expectedLength` is not `nil` or 1...65 536.
    public init(
        cla: UInt8, ins: UInt8, p1: UInt8, p2: UInt8,
        data: [UInt8] = [], expectedLength: Int? = nil
    ) throws(APDUError) {
        try Self.validate(dataCount: data.count)
        try Self.validate(expectedLength: expectedLength)
        self.cla = cla
        self.ins = ins
        self.p1 = p1
        self.p2 = p2
        self.data = data
        self.expectedLength = expectedLength
    }

    /// Which of the four ISO cases this command is, from whether it has data and an Le field.
    public var apduCase: APDUCase {
        switch (data.isEmpty, expectedLength == nil) {
        case (true, true): .one
        case (true, false): .two
        case (false, true): .three
        case (false, false): .four
        }
    }

    /// Whether the command can only be sent with extended length fields (Nc > 255 or Ne > 256).
    ///
    /// Extended lengths need support from both card and reader (the card advertises it in its
    /// historical bytes), so the transport needs to know before sending.
    public var requiresExtendedLength: Bool {
        data.count > Self.maximumShortDataCount
            || (expectedLength ?? 0) > Self.maximumShortExpectedLength
    }

    /// The same command with a different Ne, e.g. to resend with the exact length a card named
    /// in a `6Cxx` status word.
    ///
    /// - Throws: ``APDUError/expectedLengthOutOfRange(_:)`` unless `ne` is `nil` or 1...65 536.
    public func withExpectedLength(_ ne: Int?) throws(APDUError) -> CommandAPDU {
        try Self.validate(expectedLength: ne)
        var copy = self
        copy.expectedLength = ne
        return copy
    }

    /// The same command with different data (Lc is derived from it).
    ///
    /// - Throws: ``APDUError/dataTooLong(_:)`` when `data` exceeds 65 535 bytes.
    public func withData(_ data: [UInt8]) throws(APDUError) -> CommandAPDU {
        try Self.validate(dataCount: data.count)
        var copy = self
        copy.data = data
        return copy
    }

    /// GET RESPONSE (`INS C0`), which fetches the bytes a card announced with `61xx`.
    ///
    /// - Parameters:
    ///   - cla: class byte; ISO 7816-4 expects the CLA of the command being answered (same logical
    ///     channel and secure-messaging indication), which is why it is not fixed to `00`.
    ///   - expectedLength: Ne, usually ``StatusWord/bytesAvailable``.
    public static func getResponse(cla: UInt8 = 0x00, expectedLength: Int) throws(APDUError) -> CommandAPDU {
        try CommandAPDU(cla: cla, ins: 0xC0, p1: 0x00, p2: 0x00, expectedLength: expectedLength)
    }

    static func validate(dataCount: Int) throws(APDUError) {
        guard dataCount <= maximumDataCount else { throw .dataTooLong(dataCount) }
    }

    static func validate(expectedLength: Int?) throws(APDUError) {
        if let ne = expectedLength, !(1...maximumExpectedLength).contains(ne) {
            throw .expectedLengthOutOfRange(ne)
        }
    }
}
