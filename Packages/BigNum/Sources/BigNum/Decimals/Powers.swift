import BigInt

/// Powers of ten as `BigUInt`, cached for the exponents money uses all the time (0...64) so
/// decimal scaling does not recompute 10^18 on every wei conversion.
enum Powers {
    private static let cached: [BigUInt] = {
        var table: [BigUInt] = [1]
        table.reserveCapacity(65)
        for _ in 1...64 { table.append(table[table.count - 1] * 10) }
        return table
    }()

    /// 10^exponent; `exponent` must be non-negative (callers bound it by the scale limits).
    static func ten(_ exponent: Int) -> BigUInt {
        if exponent < cached.count { return cached[Swift.max(0, exponent)] }
        return BigUInt(10).power(exponent)
    }
}
