import BigNum
import ByteTools

/// Tags of the few DER types that key structures use.
enum DERTag {
    static let integer: UInt8 = 0x02
    static let bitString: UInt8 = 0x03
    static let octetString: UInt8 = 0x04
    static let null: UInt8 = 0x05
    static let objectIdentifier: UInt8 = 0x06
    static let sequence: UInt8 = 0x30

    /// `[number]` context-specific, constructed (EXPLICIT tagging, or IMPLICIT over a SEQUENCE).
    static func contextConstructed(_ number: UInt8) -> UInt8 { 0xA0 | number }
    /// `[number]` context-specific, primitive (IMPLICIT over a primitive type).
    static func contextPrimitive(_ number: UInt8) -> UInt8 { 0x80 | number }
}

/// One decoded element: its tag, its contents and where the contents start in the document.
struct DERElement {
    let tag: UInt8
    let contents: [UInt8]
    /// Offset of the first contents byte from the start of the whole DER document.
    let contentOffset: Int
    /// Offset of the tag byte.
    let offset: Int

    /// A reader over the contents (for constructed types).
    var reader: DERReader { DERReader(contents, baseOffset: contentOffset) }
}

/// A strict DER reader over BigNum's ``ByteReader``: definite minimal lengths, single-byte tags,
/// and errors that name the field and the absolute byte offset.
struct DERReader {
    private var bytes: ByteReader
    private let baseOffset: Int

    init(_ input: [UInt8], baseOffset: Int = 0) {
        bytes = ByteReader(input)
        self.baseOffset = baseOffset
    }

    /// Absolute offset of the next byte.
    var offset: Int { baseOffset + bytes.offset }
    var isAtEnd: Bool { bytes.isAtEnd }
    func peekTag() -> UInt8? { bytes.peekByte() }

    /// Reads the next element, which must have tag `expected`.
    mutating func read(_ expected: UInt8, field: String) throws(DERError) -> DERElement {
        let start = offset
        guard let tag = bytes.peekByte() else { throw .truncated(field: field, offset: start) }
        guard tag & 0x1f != 0x1f else { throw .unsupportedTagForm(field: field, offset: start) }
        guard tag == expected else { throw .unexpectedTag(field: field, expected: expected, found: tag, offset: start) }
        return try readAny(field: field)
    }

    /// Reads the next element whatever its tag.
    mutating func readAny(field: String) throws(DERError) -> DERElement {
        let start = offset
        guard let tag = try? bytes.readByte() else { throw .truncated(field: field, offset: start) }
        guard tag & 0x1f != 0x1f else { throw .unsupportedTagForm(field: field, offset: start) }
        let lengthOffset = offset
        guard let first = try? bytes.readByte() else { throw .truncated(field: field, offset: lengthOffset) }
        var length = 0
        if first < 0x80 {
            length = Int(first)
        } else if first == 0x80 {
            throw .indefiniteLength(field: field, offset: lengthOffset)
        } else {
            let count = Int(first & 0x7f)
            guard count <= 4 else {
                throw .invalidLength(field: field, length: Int.max, available: bytes.remaining, offset: lengthOffset)
            }
            guard let lengthBytes = try? bytes.readBytes(count: count) else {
                throw .truncated(field: field, offset: lengthOffset)
            }
            guard lengthBytes[0] != 0 else { throw .nonMinimalLength(field: field, offset: lengthOffset) }
            for byte in lengthBytes { length = length << 8 | Int(byte) }
            guard length >= 0x80 else { throw .nonMinimalLength(field: field, offset: lengthOffset) }
        }
        let contentOffset = offset
        guard length <= bytes.remaining else {
            throw .invalidLength(field: field, length: length, available: bytes.remaining, offset: lengthOffset)
        }
        guard let contents = try? bytes.readBytes(count: length) else {
            throw .truncated(field: field, offset: contentOffset)
        }
        return DERElement(tag: tag, contents: contents, contentOffset: contentOffset, offset: start)
    }

    /// Reads the next element only if it has tag `tag`.
    mutating func readOptional(_ tag: UInt8, field: String) throws(DERError) -> DERElement? {
        guard bytes.peekByte() == tag else { return nil }
        return try read(tag, field: field)
    }

    /// Fails if anything is left.
    func expectEnd(field: String) throws(DERError) {
        guard bytes.isAtEnd else { throw .trailingBytes(field: field, count: bytes.remaining, offset: offset) }
    }

    /// A non-negative INTEGER small enough for `Int` (versions).
    mutating func readSmallInteger(field: String) throws(DERError) -> Int {
        let element = try read(DERTag.integer, field: field)
        let magnitude = try Self.unsignedMagnitude(of: element, field: field)
        guard magnitude.count <= 4 else {
            throw .unexpectedValue(field: field, detail: "value too large", offset: element.contentOffset)
        }
        return magnitude.reduce(0) { $0 << 8 | Int($1) }
    }

    /// The big-endian magnitude of a non-negative INTEGER, without the sign byte; checks minimality.
    static func unsignedMagnitude(of element: DERElement, field: String) throws(DERError) -> [UInt8] {
        let contents = element.contents
        guard let first = contents.first else {
            throw .invalidInteger(field: field, reason: "no content bytes", offset: element.contentOffset)
        }
        guard first & 0x80 == 0 else {
            throw .invalidInteger(field: field, reason: "negative", offset: element.contentOffset)
        }
        if contents.count > 1, first == 0, contents[1] & 0x80 == 0 {
            throw .invalidInteger(field: field, reason: "redundant leading zero byte", offset: element.contentOffset)
        }
        return first == 0 ? Array(contents.dropFirst()) : contents
    }

    /// The bytes of a BIT STRING with no unused bits.
    mutating func readBitStringBytes(field: String) throws(DERError) -> (bytes: [UInt8], offset: Int) {
        let element = try read(DERTag.bitString, field: field)
        return try Self.bitStringBytes(of: element, field: field)
    }

    static func bitStringBytes(of element: DERElement, field: String) throws(DERError) -> (bytes: [UInt8], offset: Int)
    {
        guard element.contents.first == 0 else { throw .invalidBitString(field: field, offset: element.contentOffset) }
        return (Array(element.contents.dropFirst()), element.contentOffset + 1)
    }

    /// An OBJECT IDENTIFIER, checked for well-formed arcs.
    mutating func readObjectIdentifier(field: String) throws(DERError) -> ASN1ObjectIdentifier {
        let element = try read(DERTag.objectIdentifier, field: field)
        guard let identifier = ASN1ObjectIdentifier(encoded: element.contents) else {
            throw .invalidObjectIdentifier(field: field, offset: element.contentOffset)
        }
        return identifier
    }
}
