/// The initial byte and argument of an item (RFC 8949 §3), always in the shortest form
/// (preferred serialisation, §4.1). One definition for ``CBORWriter`` and the tree encoders.
enum CBORHead {
    /// A head never takes more than the initial byte and an 8-byte argument.
    static let maximumLength = 9

    /// Writes the head at `output`, which has room for ``maximumLength`` bytes, and returns
    /// how many it took.
    @inline(__always)
    static func write(major: UInt8, argument: UInt64, to output: UnsafeMutablePointer<UInt8>) -> Int {
        let type = major << 5
        if argument < 24 {
            output[0] = type | UInt8(truncatingIfNeeded: argument)
            return 1
        }
        if argument <= 0xff {
            output[0] = type | 24
            output[1] = UInt8(truncatingIfNeeded: argument)
            return 2
        }
        if argument <= 0xffff {
            output[0] = type | 25
            storeBigEndian(UInt16(truncatingIfNeeded: argument), at: output + 1)
            return 3
        }
        if argument <= 0xffff_ffff {
            output[0] = type | 26
            storeBigEndian(UInt32(truncatingIfNeeded: argument), at: output + 1)
            return 5
        }
        output[0] = type | 27
        storeBigEndian(argument, at: output + 1)
        return 9
    }

    /// A float in the shortest of half, single and double precision that keeps `value`
    /// exactly, NaN payload included; returns the bytes taken (3, 5 or 9).
    @inline(__always)
    static func writeFloat(_ value: Double, to output: UnsafeMutablePointer<UInt8>) -> Int {
        if let half = FloatWidths.half(exactly: value) {
            output[0] = 0xf9
            storeBigEndian(half, at: output + 1)
            return 3
        }
        if let single = FloatWidths.single(exactly: value) {
            output[0] = 0xfa
            storeBigEndian(single, at: output + 1)
            return 5
        }
        output[0] = 0xfb
        storeBigEndian(value.bitPattern, at: output + 1)
        return 9
    }

    @inline(__always)
    static func storeBigEndian<T: FixedWidthInteger>(_ value: T, at output: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(output).storeBytes(of: value.bigEndian, as: T.self)
    }
}
