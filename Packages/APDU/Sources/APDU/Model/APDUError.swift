import ByteTools

/// Why a byte sequence or a value could not become a command APDU, response APDU, BER-TLV
/// object or Answer-to-Reset.
///
/// Offsets are zero-based byte positions in the input that was being parsed. For
/// ``TLV/children()`` the input is the parent's value field, so offsets are relative to it.
public enum APDUError: Error, Sendable, Hashable, CustomStringConvertible {

    // MARK: Structure shared by all parsers

    /// The input ended early: `expected` bytes were needed at `offset` but only `available` remained.
    case truncated(expected: Int, available: Int, offset: Int)
    /// A complete object was parsed but `count` more bytes follow it, starting at `offset`.
    case trailingBytes(offset: Int, count: Int)

    // MARK: Command APDU

    /// The Lc field at `offset` announces `lc` data bytes, but `bytesFollowing` bytes follow the
    /// Lc field, which fits neither case 3 (exactly `lc`) nor case 4 (`lc` plus an Le field).
    case inconsistentLc(lc: Int, bytesFollowing: Int, offset: Int, extended: Bool)
    /// An extended Lc field (`00 00 00`) at `offset` announces zero data bytes; a command without
    /// data must omit Lc altogether.
    case zeroLc(offset: Int)
    /// Command data of this many bytes does not fit the 16-bit Lc field (at most 65 535).
    case dataTooLong(Int)
    /// Ne must be `nil` (no Le field) or 1...65 536.
    case expectedLengthOutOfRange(Int)

    // MARK: BER-TLV

    /// A tag was built from no bytes at all (or from the number 0).
    case emptyTLVTag
    /// The byte at `offset` cannot begin a tag: `00` and `FF` are reserved as padding by ISO 7816-4.
    case invalidTLVTagStart(UInt8, offset: Int)
    /// A subsequent tag byte `80` at `offset` would give the tag number a leading zero group,
    /// which ISO 7816-4 declares invalid.
    case invalidTLVTagContinuation(UInt8, offset: Int)
    /// The tag beginning at `offset` is longer than the three bytes ISO 7816-4 allows.
    case tlvTagTooLong(offset: Int)
    /// The length byte `80` at `offset` asks for indefinite length, which ISO 7816-4 does not use.
    case indefiniteTLVLength(offset: Int)
    /// The first length byte at `offset` announces more length bytes than the four ISO 7816-4 allows
    /// (`85`…`FF`).
    case unsupportedTLVLength(UInt8, offset: Int)
    /// `children()` or a search was asked to look inside a primitive (non-constructed) object.
    case tlvNotConstructed(tag: TLVTag)
    /// Constructed objects are nested deeper than `limit` levels, the bound this module applies to
    /// recursive walks so hostile input cannot exhaust the stack.
    case tlvNestingTooDeep(limit: Int)

    // MARK: Answer-to-Reset

    /// TS (offset 0) is neither `3B` (direct convention) nor `3F` (inverse convention).
    case invalidATRInitialCharacter(UInt8)
    /// The ATR is `count` bytes long; ISO 7816-3 allows at most 33 (TS plus 32).
    case invalidATRLength(count: Int)
    /// A protocol other than T=0 is indicated, so TCK is mandatory at `offset`, but the ATR ends there.
    case missingATRCheckCharacter(offset: Int)
    /// TCK at `offset` is `actual`; for T0…TCK to XOR to zero it must be `expected`.
    case invalidATRCheckCharacter(expected: UInt8, actual: UInt8, offset: Int)

    public var description: String {
        switch self {
        case let .truncated(expected, available, offset):
            return "input ends early: \(expected) byte\(plural(expected)) needed at offset \(offset), "
                + "but only \(available) available"
        case let .trailingBytes(offset, count):
            return "\(count) unexpected trailing byte\(plural(count)) starting at offset \(offset)"
        case let .inconsistentLc(lc, following, offset, extended):
            let form = extended ? "extended" : "short"
            let leSize = extended ? 2 : 1
            let verb = following == 1 ? "follows" : "follow"
            return "\(form) Lc at offset \(offset) announces \(lc) data byte\(plural(lc)), "
                + "but \(following) byte\(plural(following)) \(verb) it; "
                + "expected exactly \(lc) (case 3) or \(lc + leSize) (case 4 with a \(leSize)-byte Le)"
        case let .zeroLc(offset):
            return "extended Lc at offset \(offset) is 0; a command without data must omit the Lc field"
        case let .dataTooLong(count):
            return "command data is \(count) bytes; an APDU carries at most 65535"
        case let .expectedLengthOutOfRange(value):
            return "expected response length Ne=\(value) is outside 1...65536 (use nil for no Le field)"
        case .emptyTLVTag:
            return "a TLV tag needs at least one byte"
        case let .invalidTLVTagStart(byte, offset):
            return "byte \(Hex.upper(byte)) at offset \(offset) cannot start a TLV tag "
                + "(00 and FF are padding in ISO 7816-4)"
        case let .invalidTLVTagContinuation(byte, offset):
            return "TLV tag byte \(Hex.upper(byte)) at offset \(offset) is invalid: "
                + "the tag number would start with a zero group"
        case let .tlvTagTooLong(offset):
            return "TLV tag starting at offset \(offset) is longer than 3 bytes"
        case let .indefiniteTLVLength(offset):
            return "TLV length at offset \(offset) is 80 (indefinite form), which ISO 7816-4 does not allow"
        case let .unsupportedTLVLength(byte, offset):
            return "TLV length at offset \(offset) starts with \(Hex.upper(byte)); "
                + "ISO 7816-4 allows 00-7F or 81-84 followed by 1-4 length bytes"
        case let .tlvNotConstructed(tag):
            return "TLV tag \(tag) is primitive, so its value has no nested objects"
        case let .tlvNestingTooDeep(limit):
            return "TLV objects are nested more than \(limit) levels deep"
        case let .invalidATRInitialCharacter(byte):
            var text =
                "ATR byte TS at offset 0 is \(Hex.upper(byte)); "
                + "expected 3B (direct convention) or 3F (inverse convention)"
            if byte == 0x03 {
                text += " (03 is 3F read without inverse-convention decoding)"
            }
            return text
        case let .invalidATRLength(count):
            return "ATR is \(count) bytes long; ISO 7816-3 allows at most 33"
        case let .missingATRCheckCharacter(offset):
            return "ATR indicates a protocol other than T=0, so the check byte TCK is required "
                + "at offset \(offset), but the ATR ends there"
        case let .invalidATRCheckCharacter(expected, actual, offset):
            return "ATR check byte TCK at offset \(offset) is \(Hex.upper(actual)); "
                + "T0 through TCK must XOR to 00, which needs \(Hex.upper(expected))"
        }
    }
}

private func plural(_ count: Int) -> String {
    count == 1 ? "" : "s"
}
