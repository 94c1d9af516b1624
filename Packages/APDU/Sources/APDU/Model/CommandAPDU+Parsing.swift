extension CommandAPDU {
    /// Parses a command APDU in any of the seven wire forms of ISO 7816-3 §12.1.3:
    /// case 1, 2S, 3S, 4S, 2E, 3E and 4E.
    ///
    /// The form is decided by the body length L (bytes after the header) and its first byte B1,
    /// exactly as the standard does, so every accepted input has one interpretation:
    /// L = 0 → case 1; L = 1 → 2S; B1 ≠ 0 and L = 1 + B1 → 3S; B1 ≠ 0 and L = 2 + B1 → 4S;
    /// B1 = 0 and L = 3 → 2E; B1 = 0, Lc ≠ 0 and L = 3 + Lc → 3E; L = 5 + Lc → 4E.
    ///
    /// - Throws: ``APDUError/truncated(expected:available:offset:)`` for fewer than 4 bytes or an
    ///   extended length field cut short (a short Lc of `00` falls here: `00` always introduces an
    ///   extended field); ``APDUError/zeroLc(offset:)`` for an extended Lc of 0;
    ///   ``APDUError/inconsistentLc(lc:bytesFollowing:offset:extended:)`` when Lc matches neither
    ///   case 3 nor case 4.
    public init(bytes: some Collection<UInt8>) throws(APDUError) {
        let input = Array(bytes)
        guard input.count >= 4 else {
            throw .truncated(expected: 4, available: input.count, offset: 0)
        }
        let header = (cla: input[0], ins: input[1], p1: input[2], p2: input[3])
        let bodyOffset = 4
        let bodyLength = input.count - bodyOffset

        var data: [UInt8] = []
        var expectedLength: Int?

        if bodyLength == 0 {
            // Case 1.
        } else if bodyLength == 1 {
            // Case 2S: the single byte is Le, 00 meaning 256.
            expectedLength = Self.shortExpectedLength(input[bodyOffset])
        } else if input[bodyOffset] != 0 {
            // Case 3S or 4S: B1 is a short Lc.
            let lc = Int(input[bodyOffset])
            let dataOffset = bodyOffset + 1
            let following = bodyLength - 1
            switch following {
            case lc:
                data = Array(input[dataOffset..<(dataOffset + lc)])
            case lc + 1:
                data = Array(input[dataOffset..<(dataOffset + lc)])
                expectedLength = Self.shortExpectedLength(input[dataOffset + lc])
            default:
                throw .inconsistentLc(lc: lc, bytesFollowing: following, offset: bodyOffset, extended: false)
            }
        } else {
            // B1 = 00 with more bytes after it: an extended length field `00 X1 X2`.
            guard bodyLength >= 3 else {
                throw .truncated(expected: 3, available: bodyLength, offset: bodyOffset)
            }
            let value = Int(input[bodyOffset + 1]) << 8 | Int(input[bodyOffset + 2])
            let following = bodyLength - 3
            if following == 0 {
                // Case 2E: the field is Le.
                expectedLength = value == 0 ? Self.maximumExpectedLength : value
            } else {
                // Case 3E or 4E: the field is Lc.
                guard value != 0 else { throw .zeroLc(offset: bodyOffset) }
                let dataOffset = bodyOffset + 3
                switch following {
                case value:
                    data = Array(input[dataOffset..<(dataOffset + value)])
                case value + 2:
                    data = Array(input[dataOffset..<(dataOffset + value)])
                    let leOffset = dataOffset + value
                    let le = Int(input[leOffset]) << 8 | Int(input[leOffset + 1])
                    expectedLength = le == 0 ? Self.maximumExpectedLength : le
                default:
                    throw .inconsistentLc(lc: value, bytesFollowing: following, offset: bodyOffset, extended: true)
                }
            }
        }

        try self.init(
            cla: header.cla, ins: header.ins, p1: header.p1, p2: header.p2,
            data: data, expectedLength: expectedLength)
    }

    private static func shortExpectedLength(_ le: UInt8) -> Int {
        le == 0 ? maximumShortExpectedLength : Int(le)
    }
}
