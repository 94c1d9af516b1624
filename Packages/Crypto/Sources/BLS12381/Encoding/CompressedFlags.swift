/// The three flags the ZCash format keeps in the top bits of byte 0, shared by G1 (48 bytes) and
/// G2 (96 bytes): 0x80 compressed (required), 0x40 infinity, 0x20 "y is the larger root".
enum CompressedFlags {
    static let compressed: UInt8 = 0x80
    static let infinity: UInt8 = 0x40
    static let largerY: UInt8 = 0x20

    /// Checks length and flags. Returns nil for the identity (which has exactly one encoding:
    /// 0xc0 then zeros), else the coordinate bytes with the flags cleared and the sign flag.
    static func read(_ bytes: [UInt8], count: Int, what: String) throws(BLSError) -> (
        coordinates: [UInt8], largerY: Bool
    )? {
        guard bytes.count == count else { throw .invalidLength(what: what, expected: count, actual: bytes.count) }
        let flags = bytes[0]
        guard flags & compressed != 0 else { throw .notCompressed(what: what) }
        if flags & infinity != 0 {
            guard flags == compressed | infinity, bytes.dropFirst().allSatisfy({ $0 == 0 }) else {
                throw .invalidInfinityEncoding(what: what)
            }
            return nil
        }
        var coordinates = bytes
        coordinates[0] &= 0x1f
        return (coordinates, flags & largerY != 0)
    }

    /// The encoding of a point given its coordinate bytes, or of the identity when there are none.
    static func write(coordinates: [UInt8]?, largerY: Bool, count: Int) -> [UInt8] {
        guard var bytes = coordinates else { return [compressed | infinity] + [UInt8](repeating: 0, count: count - 1) }
        bytes[0] |= compressed
        if largerY { bytes[0] |= CompressedFlags.largerY }
        return bytes
    }
}
