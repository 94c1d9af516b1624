/// CRC-32 as in IEEE 802.3 / zlib / PNG (reflected polynomial 0xEDB88320, initial and final
/// XOR 0xFFFFFFFF). ICP principals and account identifiers prefix it, big-endian, as a checksum.
public struct CRC32: Sendable, Hashable {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1
        }
        return value
    }

    private var state: UInt32 = 0xFFFF_FFFF

    /// Starts an empty computation.
    public init() {}

    /// Absorbs more bytes.
    public mutating func update<Bytes: Sequence>(data: Bytes) where Bytes.Element == UInt8 {
        let table = Self.table
        var crc = state
        for byte in data {
            crc = table[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8)
        }
        state = crc
    }

    /// The checksum of everything absorbed so far.
    public func finalize() -> UInt32 { state ^ 0xFFFF_FFFF }

    /// The checksum of `data` in one call.
    public static func checksum<Bytes: Sequence>(_ data: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc = CRC32()
        crc.update(data: data)
        return crc.finalize()
    }

    /// The checksum as 4 big-endian bytes, the order ICP textual forms use.
    public static func bigEndianBytes<Bytes: Sequence>(of data: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        let value = checksum(data)
        return [
            UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
            UInt8(truncatingIfNeeded: value),
        ]
    }
}
