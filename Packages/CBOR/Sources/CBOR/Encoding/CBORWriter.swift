/// Appends CBOR to a byte buffer, one head or item at a time.
///
/// This is the layer under ``CBOR/encoded(options:)`` and ``CBOREncoder``, public for code that
/// streams large or fixed-layout messages without building a value first, or that must write a
/// form a ``CBOR`` value does not express: indefinite lengths, a float of a chosen width, a
/// pre-encoded item. The writer does not check structure: a header promising three items must
/// be followed by three. Heads always use the shortest argument (preferred serialisation).
public struct CBORWriter: Sendable {
    /// Everything written so far.
    public internal(set) var bytes: [UInt8]

    public init(reservingCapacity capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Continues after existing bytes.
    public init(appendingTo bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Empties the buffer, keeping its storage for the next message.
    public mutating func removeAll(keepingCapacity: Bool = true) {
        bytes.removeAll(keepingCapacity: keepingCapacity)
    }

    // MARK: Heads

    /// A head (RFC 8949 §3): major type and argument in the shortest form.
    mutating func writeHead(major: UInt8, argument: UInt64) {
        if argument < 24 {
            bytes.append(major << 5 | UInt8(truncatingIfNeeded: argument))
        } else {
            appendScratch { CBORHead.write(major: major, argument: argument, to: $0) }
        }
    }

    mutating func appendBigEndian<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.bigEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends what `fill` writes into a scratch space of ``CBORHead/maximumLength`` bytes.
    private mutating func appendScratch(_ fill: (UnsafeMutablePointer<UInt8>) -> Int) {
        var scratch: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &scratch) { raw in
            let start = raw.bindMemory(to: UInt8.self)
            guard let base = start.baseAddress else { return }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: fill(base)))
        }
    }

    // MARK: Scalars

    /// Major type 0.
    public mutating func writeUnsigned(_ value: UInt64) {
        writeHead(major: 0, argument: value)
    }

    /// Major type 1 with argument `n`, the integer −1 − n.
    public mutating func writeNegative(_ n: UInt64) {
        writeHead(major: 1, argument: n)
    }

    /// Any fixed-width integer as major type 0 or 1.
    public mutating func writeInteger<T: FixedWidthInteger>(_ value: T) {
        if value >= 0 {
            writeHead(major: 0, argument: UInt64(truncatingIfNeeded: value))
        } else {
            // −1 − value, computed as ~value so that T.min cannot overflow.
            writeHead(major: 1, argument: UInt64(truncatingIfNeeded: ~value))
        }
    }

    /// A definite-length byte string.
    public mutating func writeBytes<Bytes: Collection>(_ value: Bytes) where Bytes.Element == UInt8 {
        writeHead(major: 2, argument: UInt64(value.count))
        bytes.append(contentsOf: value)
    }

    /// A definite-length text string.
    public mutating func writeText(_ value: String) {
        let utf8 = value.utf8
        writeHead(major: 3, argument: UInt64(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    /// A tag head; the content item must follow.
    public mutating func writeTag(_ tag: CBORTag) {
        writeHead(major: 6, argument: tag.rawValue)
    }

    public mutating func writeBool(_ value: Bool) {
        bytes.append(value ? 0xf5 : 0xf4)
    }

    public mutating func writeNull() {
        bytes.append(0xf6)
    }

    public mutating func writeUndefined() {
        bytes.append(0xf7)
    }

    public mutating func writeSimple(_ value: CBORSimpleValue) {
        writeHead(major: 7, argument: UInt64(value.rawValue))
    }

    /// A float in the shortest of half, single and double precision that keeps its value
    /// exactly, NaN payload included (RFC 8949 §4.1 preferred serialisation).
    public mutating func writeFloat(_ value: Double) {
        appendScratch { CBORHead.writeFloat(value, to: $0) }
    }

    /// A half-precision float from its bit pattern (`f9` + 2 bytes).
    public mutating func writeHalf(bitPattern: UInt16) {
        bytes.append(0xf9)
        appendBigEndian(bitPattern)
    }

    /// A single-precision float, always 4 bytes (`fa`).
    public mutating func writeSingle(_ value: Float) {
        bytes.append(0xfa)
        appendBigEndian(value.bitPattern)
    }

    /// A double-precision float, always 8 bytes (`fb`).
    public mutating func writeDouble(_ value: Double) {
        bytes.append(0xfb)
        appendBigEndian(value.bitPattern)
    }

    // MARK: Containers

    /// A definite-length array head; `count` items must follow.
    public mutating func writeArrayHeader(count: Int) {
        writeHead(major: 4, argument: UInt64(count))
    }

    /// A definite-length map head; `count` key/value pairs must follow.
    public mutating func writeMapHeader(count: Int) {
        writeHead(major: 5, argument: UInt64(count))
    }

    /// Starts an indefinite-length byte string; write definite byte strings, then ``writeBreak()``.
    public mutating func beginIndefiniteByteString() {
        bytes.append(0x5f)
    }

    /// Starts an indefinite-length text string; write definite text strings, then ``writeBreak()``.
    public mutating func beginIndefiniteTextString() {
        bytes.append(0x7f)
    }

    /// Starts an indefinite-length array; write items, then ``writeBreak()``.
    public mutating func beginIndefiniteArray() {
        bytes.append(0x9f)
    }

    /// Starts an indefinite-length map; write keys and values, then ``writeBreak()``.
    public mutating func beginIndefiniteMap() {
        bytes.append(0xbf)
    }

    /// The break stop code that ends an indefinite-length item.
    public mutating func writeBreak() {
        bytes.append(0xff)
    }

    /// Bytes that already hold one or more encoded items, copied as they are.
    public mutating func writeEncoded<Bytes: Sequence>(_ encoded: Bytes) where Bytes.Element == UInt8 {
        bytes.append(contentsOf: encoded)
    }
}
