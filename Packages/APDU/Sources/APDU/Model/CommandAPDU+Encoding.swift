extension CommandAPDU {
    /// The command as bytes on the wire.
    ///
    /// - Parameter extended: `nil` picks short length fields when Nc ≤ 255 and Ne ≤ 256 and
    ///   extended ones otherwise; `true` forces extended fields even for small values.
    ///   `false` asks for short fields, but when the command does not fit them
    ///   (``requiresExtendedLength``) the extended form is returned anyway: silently truncating a
    ///   length would send a *different* command, which is worse than an encoding the card may refuse.
    ///   A case 1 command has no length fields, so every choice yields the same four bytes.
    ///
    /// Wire forms (ISO 7816-3 §12.1.3): short Le `00` means 256; extended case 2 is `00 Le1 Le2`,
    /// case 3 is `00 Lc1 Lc2 data`, case 4 is `00 Lc1 Lc2 data Le1 Le2` (the `00` marker appears
    /// once); an extended Le of `00 00` means 65 536.
    public func encoded(extended: Bool? = nil) -> [UInt8] {
        let useExtended = requiresExtendedLength || extended == true
        var out: [UInt8] = [cla, ins, p1, p2]
        out.reserveCapacity(4 + 3 + data.count + 2)

        if useExtended {
            if !data.isEmpty {
                out.append(0x00)
                out.append(contentsOf: Self.twoByteField(data.count))
                out.append(contentsOf: data)
            }
            if let ne = expectedLength {
                if data.isEmpty { out.append(0x00) }  // the extended marker, only when Lc did not carry it
                out.append(contentsOf: Self.twoByteField(ne == Self.maximumExpectedLength ? 0 : ne))
            }
        } else {
            if !data.isEmpty {
                out.append(UInt8(truncatingIfNeeded: data.count))
                out.append(contentsOf: data)
            }
            if let ne = expectedLength {
                out.append(UInt8(truncatingIfNeeded: ne == Self.maximumShortExpectedLength ? 0 : ne))
            }
        }
        return out
    }

    /// The wire form with the default length-field choice, same as `encoded()`.
    public var bytes: [UInt8] { encoded() }

    private static func twoByteField(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
