/// Exact conversions between `Double` and the half (binary16) and single (binary32) bit layouts.
///
/// Done on bit patterns rather than through `Float`/`Float16` because hardware conversion quiets
/// signalling NaNs (changing their payload) and `Float16` is not available on every platform
/// this package targets. Preferred serialisation (RFC 8949 §4.1) needs "the shortest width that
/// keeps the value", NaN payload included, which is exactly `half(exactly:)`/`single(exactly:)`.
enum FloatWidths {
    /// The value of half-precision bits.
    @inline(__always)
    static func double(fromHalf bits: UInt16) -> Double {
        let sign = UInt64(bits & 0x8000) << 48
        let exponent = Int((bits >> 10) & 0x1f)
        let mantissa = UInt64(bits & 0x3ff)
        if exponent == 0x1f {
            return Double(bitPattern: sign | 0x7ff0_0000_0000_0000 | mantissa << 42)
        }
        if exponent == 0 {
            // Zero or subnormal: mantissa × 2^-24, exact in a Double.
            let magnitude = Double(mantissa) * 0x1p-24
            return sign == 0 ? magnitude : -magnitude
        }
        return Double(bitPattern: sign | UInt64(exponent - 15 + 1023) << 52 | mantissa << 42)
    }

    /// The value of single-precision bits.
    @inline(__always)
    static func double(fromSingle bits: UInt32) -> Double {
        if bits & 0x7f80_0000 == 0x7f80_0000 {
            let sign = UInt64(bits & 0x8000_0000) << 32
            let mantissa = UInt64(bits & 0x007f_ffff)
            return Double(bitPattern: sign | 0x7ff0_0000_0000_0000 | mantissa << 29)
        }
        return Double(Float(bitPattern: bits))
    }

    /// Half-precision bits holding exactly `value`, or `nil` when the half format cannot.
    static func half(exactly value: Double) -> UInt16? {
        let bits = value.bitPattern
        let sign = UInt16(truncatingIfNeeded: (bits >> 48) & 0x8000)
        let exponent = Int((bits >> 52) & 0x7ff)
        let mantissa = bits & 0x000f_ffff_ffff_ffff
        if exponent == 0x7ff {
            guard mantissa & (1 << 42 - 1) == 0 else { return nil }
            return sign | 0x7c00 | UInt16(truncatingIfNeeded: mantissa >> 42)
        }
        if exponent == 0 {
            // Double subnormals are far below the half range; only zero fits.
            return mantissa == 0 ? sign : nil
        }
        let unbiased = exponent - 1023
        if unbiased >= -14 && unbiased <= 15 {
            guard mantissa & (1 << 42 - 1) == 0 else { return nil }
            return sign | UInt16(unbiased + 15) << 10 | UInt16(truncatingIfNeeded: mantissa >> 42)
        }
        if unbiased >= -24 && unbiased < -14 {
            // Half subnormal: value = m × 2^-24 with m < 1024, so the low bits of the full
            // significand below 2^-24 must all be zero.
            let significand = mantissa | 1 << 52
            let shift = UInt64(52 - (unbiased + 24))
            guard significand & (1 << shift - 1) == 0 else { return nil }
            return sign | UInt16(truncatingIfNeeded: significand >> shift)
        }
        return nil
    }

    /// Single-precision bits holding exactly `value`, or `nil` when the single format cannot.
    static func single(exactly value: Double) -> UInt32? {
        let bits = value.bitPattern
        if bits & 0x7ff0_0000_0000_0000 == 0x7ff0_0000_0000_0000 {
            let mantissa = bits & 0x000f_ffff_ffff_ffff
            guard mantissa & (1 << 29 - 1) == 0 else { return nil }
            let sign = UInt32(truncatingIfNeeded: (bits >> 32) & 0x8000_0000)
            return sign | 0x7f80_0000 | UInt32(truncatingIfNeeded: mantissa >> 29)
        }
        // Finite: the hardware round trip is exact whenever the value fits (overflow gives an
        // infinity, which never equals a finite input).
        let narrowed = Float(value)
        guard Double(narrowed) == value else { return nil }
        return narrowed.bitPattern
    }
}
