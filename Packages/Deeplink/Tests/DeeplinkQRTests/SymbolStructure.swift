@testable import DeeplinkQR

/// Readers of the function patterns of a QR symbol (ISO/IEC 18004 §6.3, §7.9, §7.10), written
/// from the standard rather than from libqrencode, so the tests check the symbol independently
/// of the encoder that drew it.
enum SymbolStructure {
    /// The finder pattern's 7 × 7 modules, row by row: a dark ring, a light ring, a 3 × 3 dark core.
    static func finderPattern(row: Int, column: Int) -> Bool {
        let ring = max(abs(row - 3), abs(column - 3))
        return ring != 2
    }

    /// Whether `code` has a finder pattern with its top-left module at `top`, `left`, and a light
    /// separator around the sides that face the symbol.
    static func hasFinder(_ code: QRCode, top: Int, left: Int) -> Bool {
        for row in 0..<7 {
            for column in 0..<7
            where code.isDark(row: top + row, column: left + column) != finderPattern(row: row, column: column) {
                return false
            }
        }
        // The separator: one light module all round; positions outside the symbol read as light.
        for offset in -1...7 {
            for (row, column) in [
                (top - 1, left + offset), (top + 7, left + offset),
                (top + offset, left - 1), (top + offset, left + 7),
            ]
            where code.isDark(row: row, column: column) {
                return false
            }
        }
        return true
    }

    /// The 15-bit format word for a level and mask, BCH(15,5) with the standard's XOR mask.
    static func formatWord(level: QRErrorCorrection, mask: Int) -> Int {
        // Table 12: the two level bits are not in L-M-Q-H order.
        let levelBits =
            switch level {
            case .low: 1
            case .medium: 0
            case .quartile: 3
            case .high: 2
            }
        let data = levelBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        return (data << 10 | remainder) ^ 0x5412
    }

    /// The two copies of the format word as drawn in `code`: next to the top-left finder, and split
    /// between the other two.
    static func formatWords(_ code: QRCode) -> (first: Int, second: Int) {
        let size = code.size
        func bit(_ row: Int, _ column: Int) -> Int { code.isDark(row: row, column: column) ? 1 : 0 }
        var first = 0
        var second = 0
        for i in 0..<15 {
            let (row, column): (Int, Int) =
                switch i {
                case 0...5: (i, 8)
                case 6: (7, 8)
                case 7: (8, 8)
                case 8: (8, 7)
                default: (8, 14 - i)
                }
            first |= bit(row, column) << i
            let (row2, column2) = i < 8 ? (8, size - 1 - i) : (size - 15 + i, 8)
            second |= bit(row2, column2) << i
        }
        return (first, second)
    }

    /// The 18-bit version word (versions 7 and up), BCH(18,6).
    static func versionWord(version: Int) -> Int {
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        return version << 12 | remainder
    }

    /// The two copies of the version word as drawn in `code`: above the bottom-left finder and
    /// left of the top-right one.
    static func versionWords(_ code: QRCode) -> (bottomLeft: Int, topRight: Int) {
        var bottomLeft = 0
        var topRight = 0
        for i in 0..<18 {
            let near = code.size - 11 + i % 3
            let far = i / 3
            if code.isDark(row: near, column: far) { bottomLeft |= 1 << i }
            if code.isDark(row: far, column: near) { topRight |= 1 << i }
        }
        return (bottomLeft, topRight)
    }
}
