import ByteTools

/// A BER-TLV tag as ISO 7816-4 §5.2 uses them: one to three bytes.
///
/// Rules enforced: the first byte is neither `00` nor `FF` (those are padding); when its low five
/// bits are all set, subsequent bytes follow while their bit 8 is set; a second byte of `80`
/// (a tag number with a leading zero group) is invalid; more than three bytes is rejected.
/// Second bytes `00`–`1E` are accepted even though pure BER would use the one-byte form for such
/// numbers, because EMV and many cards use tags like `9F02`.
public struct TLVTag: Sendable, Hashable, CustomStringConvertible {
    /// ISO 7816-4 limit on tag length.
    public static let maximumByteCount = 3

    /// The tag exactly as encoded.
    public let bytes: [UInt8]

    /// Creates a tag from exactly its encoded bytes.
    ///
    /// - Throws: ``APDUError/emptyTLVTag`` for no bytes, ``APDUError/invalidTLVTagStart(_:offset:)``,
    ///   ``APDUError/invalidTLVTagContinuation(_:offset:)``, ``APDUError/tlvTagTooLong(offset:)``,
    ///   ``APDUError/truncated(expected:available:offset:)`` when a continuation byte is missing,
    ///   ``APDUError/trailingBytes(offset:count:)`` when bytes remain after the tag ends.
    public init(bytes: some Collection<UInt8>) throws(APDUError) {
        let input = Array(bytes)
        guard !input.isEmpty else { throw .emptyTLVTag }
        var reader = ByteReader(input)
        self = try Self.read(from: &reader)
        try reader.expectEnd()
    }

    /// Creates a tag from its bytes read as a big-endian number, e.g. `0x9F1A` or `0x84`.
    ///
    /// - Throws: the same errors as ``init(bytes:)``; `0` gives ``APDUError/emptyTLVTag``.
    public init(_ value: UInt32) throws(APDUError) {
        var encoded: [UInt8] = []
        var remaining = value
        while remaining != 0 {
            encoded.insert(UInt8(truncatingIfNeeded: remaining), at: 0)
            remaining >>= 8
        }
        try self.init(bytes: encoded)
    }

    /// For the module's own constants, whose bytes are known to be valid.
    init(validatedBytes: [UInt8]) {
        self.bytes = validatedBytes
    }

    /// Reads one tag at the reader's position. The caller has already ruled out padding where
    /// padding is allowed, so `00`/`FF` here is an error.
    static func read(from reader: inout ByteReader) throws(APDUError) -> TLVTag {
        let start = reader.offset
        let first = try reader.nextByte()
        guard first != 0x00, first != 0xFF else {
            throw .invalidTLVTagStart(first, offset: start)
        }
        var encoded = [first]
        guard first & 0x1F == 0x1F else { return TLVTag(validatedBytes: encoded) }

        while true {
            let byteOffset = reader.offset
            let next = try reader.nextByte()
            if encoded.count == 1, next == 0x80 {
                throw .invalidTLVTagContinuation(next, offset: byteOffset)
            }
            encoded.append(next)
            if next & 0x80 == 0 { return TLVTag(validatedBytes: encoded) }
            if encoded.count == maximumByteCount { throw .tlvTagTooLong(offset: start) }
        }
    }

    /// The class from bits 8-7 of the first byte.
    public var tagClass: TLVTagClass {
        TLVTagClass(rawValue: bytes[0] >> 6) ?? .universal
    }

    /// Whether the value holds nested TLV objects (bit 6 of the first byte).
    public var isConstructed: Bool { bytes[0] & 0x20 != 0 }

    /// The tag number: the low five bits of a one-byte tag, or the 7-bit groups of the
    /// subsequent bytes of a multi-byte tag.
    public var number: Int {
        guard bytes.count > 1 else { return Int(bytes[0] & 0x1F) }
        return bytes.dropFirst().reduce(0) { $0 << 7 | Int($1 & 0x7F) }
    }

    /// The tag in hex without spaces, e.g. `9F1A`.
    public var description: String { Hex.encode(bytes, uppercase: true) }
}

extension TLVTag {
    /// `4F` — application identifier (AID).
    public static let applicationIdentifier = TLVTag(validatedBytes: [0x4F])
    /// `50` — application label.
    public static let applicationLabel = TLVTag(validatedBytes: [0x50])
    /// `61` — application template.
    public static let applicationTemplate = TLVTag(validatedBytes: [0x61])
    /// `62` — file control parameters (FCP) template.
    public static let fileControlParameters = TLVTag(validatedBytes: [0x62])
    /// `64` — file management data (FMD) template.
    public static let fileManagementData = TLVTag(validatedBytes: [0x64])
    /// `6F` — file control information (FCI) template, the usual answer to SELECT.
    public static let fileControlInformation = TLVTag(validatedBytes: [0x6F])
    /// `84` — DF name (the AID inside an FCI).
    public static let dfName = TLVTag(validatedBytes: [0x84])
    /// `A5` — proprietary information inside an FCI.
    public static let proprietaryInformation = TLVTag(validatedBytes: [0xA5])
}
