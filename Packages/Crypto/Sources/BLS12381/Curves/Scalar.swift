/// An integer modulo the group order r = 0x73eda753…00000001, kept canonical (below r).
///
/// Used as a secret key and as a multiplier in tests; it is a plain value with no wiping or
/// side-channel protection.
public struct Scalar: Sendable, Equatable, Hashable {
    /// Little-endian 64-bit limbs of the canonical value.
    let limbs: [UInt64]

    /// Reads 32 big-endian bytes; throws unless the value is below r.
    public init<Bytes: Collection>(bigEndian bytes: Bytes) throws(BLSError) where Bytes.Element == UInt8 {
        let array = Array(bytes)
        guard array.count == 32 else { throw .invalidLength(what: "scalar", expected: 32, actual: array.count) }
        var limbs = [UInt64](repeating: 0, count: 4)
        for index in 0..<4 {
            var value: UInt64 = 0
            for offset in 0..<8 { value = value << 8 | UInt64(array[24 - 8 * index + offset]) }
            limbs[index] = value
        }
        guard Scalar.isBelowOrder(limbs) else { throw .invalidScalar }
        self.limbs = limbs
    }

    /// A small scalar.
    public init(_ value: UInt64) {
        limbs = [value, 0, 0, 0]
    }

    /// 32 big-endian bytes.
    public var bigEndianBytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for limb in limbs.reversed() {
            for shift in stride(from: 56, through: 0, by: -8) {
                out.append(UInt8(truncatingIfNeeded: limb >> UInt64(shift)))
            }
        }
        return out
    }

    public var isZero: Bool { limbs.allSatisfy { $0 == 0 } }

    static func isBelowOrder(_ limbs: [UInt64]) -> Bool {
        for index in stride(from: 3, through: 0, by: -1) where limbs[index] != subgroupOrderLimbs[index] {
            return limbs[index] < subgroupOrderLimbs[index]
        }
        return false
    }
}
