import ByteTools

extension CommandAPDU: CustomStringConvertible {
    /// Bytes of data shown before a description elides the rest; keeps log lines bounded.
    static let descriptionDataLimit = 64

    /// Compact form for logs, e.g. `00 A4 04 00 Lc=7 [A0 00 00 00 03 10 10] Le=256`.
    /// Lc and Le are decimal (they are counts); everything else is hex. Data beyond 64 bytes is
    /// elided. The data is shown in clear; use ``redactedDescription`` for commands carrying secrets.
    public var description: String {
        describe(showingData: true)
    }

    /// Like ``description`` but with the data field replaced by its length, for logging commands
    /// that carry PINs, passwords or keys, e.g. `00 20 00 81 Lc=6 [6 bytes redacted]`.
    public var redactedDescription: String {
        describe(showingData: false)
    }

    private func describe(showingData: Bool) -> String {
        var parts = [Hex.spaced([cla, ins, p1, p2])]
        if !data.isEmpty {
            parts.append("Lc=\(data.count)")
            parts.append(
                showingData
                    ? "[" + Hex.spaced(data, limit: Self.descriptionDataLimit) + "]"
                    : "[\(data.count) bytes redacted]")
        }
        if let expectedLength {
            parts.append("Le=\(expectedLength)")
        }
        return parts.joined(separator: " ")
    }
}
