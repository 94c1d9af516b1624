/// Base-10 digits of a big unsigned integer given as big-endian bytes, for the serial-number rule
/// of spec §1.2 (the target has no big-integer dependency, and 32 bytes need nothing more than
/// schoolbook division).
enum DecimalDigits {
    /// Digit values 0...9, most significant first, without leading zeros (`[0]` for zero).
    ///
    /// One pass per digit; an n-byte number has at most ⌈2.41·n⌉ + 1 digits, and the loop is capped
    /// at 3·n + 1 passes, so it is bounded by its input.
    static func of(bigEndian bytes: [UInt8]) -> [UInt8] {
        var number = Array(bytes.drop(while: { $0 == 0 }))
        var reversedDigits: [UInt8] = []
        let maximumDigits = bytes.count * 3 + 1
        while !number.isEmpty, reversedDigits.count < maximumDigits {
            var remainder: UInt16 = 0
            var quotient: [UInt8] = []
            quotient.reserveCapacity(number.count)
            for byte in number {
                let current = remainder << 8 | UInt16(byte)
                let digit = UInt8(truncatingIfNeeded: current / 10)
                remainder = current % 10
                if !(quotient.isEmpty && digit == 0) { quotient.append(digit) }
            }
            reversedDigits.append(UInt8(truncatingIfNeeded: remainder))
            number = quotient
        }
        return reversedDigits.isEmpty ? [0] : reversedDigits.reversed()
    }
}
