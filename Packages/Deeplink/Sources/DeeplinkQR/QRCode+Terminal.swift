extension QRCode {
    /// The symbol as text for a terminal: Unicode half blocks, two module rows per line.
    ///
    /// Each character stands for one column of two module rows: `█` both inked, `▀` the upper
    /// only, `▄` the lower only, a space neither. Half blocks keep the modules close to square
    /// in a usual terminal font, where a character cell is about twice as tall as it is wide.
    ///
    /// The result has `⌈(size + 2 × quietZone) / 2⌉` lines of `size + 2 × quietZone` characters
    /// each, joined by `"\n"` with no newline after the last.
    ///
    /// - Parameters:
    ///   - quietZone: The light margin in modules on each side; clamped to 0...64. Scanners want 4.
    ///   - inverted: Ink the light modules instead of the dark ones, for a terminal that draws
    ///     light text on a dark background: the symbol then still reads dark-on-light.
    public func terminalText(quietZone: Int = 4, inverted: Bool = false) -> String {
        let quiet = quietZone.clamped(to: QRRenderLimits.quietZone)
        let extent = size + 2 * quiet
        // True where the character cell's half should be drawn in the text colour. The row below
        // the last one of an odd-sized image is outside it and never inked, in either mode, so it
        // shows the terminal's background.
        func inked(_ row: Int, _ column: Int) -> Bool {
            guard row < extent else { return false }
            return isDark(row: row - quiet, column: column - quiet) != inverted
        }

        var lines: [String] = []
        lines.reserveCapacity((extent + 1) / 2)
        for top in stride(from: 0, to: extent, by: 2) {
            var line = ""
            line.unicodeScalars.reserveCapacity(extent)
            for column in 0..<extent {
                switch (inked(top, column), inked(top + 1, column)) {
                case (true, true): line.unicodeScalars.append("\u{2588}")  // █ full block
                case (true, false): line.unicodeScalars.append("\u{2580}")  // ▀ upper half block
                case (false, true): line.unicodeScalars.append("\u{2584}")  // ▄ lower half block
                case (false, false): line.unicodeScalars.append(" ")
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}

extension Int {
    /// The value moved into `range`, for renderer parameters that must not trap or overflow.
    func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
