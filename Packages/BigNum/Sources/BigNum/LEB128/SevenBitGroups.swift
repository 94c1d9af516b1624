/// The 7-bit group arithmetic behind the arbitrary-precision LEB128 and SLEB128 forms.
enum SevenBitGroups {
    /// Length of the encoding at the start of `buffer` (index of the first byte below 0x80, plus one).
    static func terminatedLength(
        _ buffer: UnsafeBufferPointer<UInt8>, base: Int, maxBytes: Int
    ) throws(LEB128Error) -> Int {
        let limit = Swift.min(buffer.count, Swift.max(0, maxBytes))
        var index = 0
        while index < limit {
            if buffer[index] < 0x80 { return index + 1 }
            index += 1
        }
        if limit < buffer.count || maxBytes <= 0 { throw .tooLong(offset: base, maxBytes: maxBytes) }
        throw .truncated(offset: base, end: base + buffer.count)
    }

    /// Little-endian machine words holding the 7-bit payloads of the first `length` bytes.
    static func pack(_ buffer: UnsafeBufferPointer<UInt8>, length: Int) -> [UInt] {
        let wordBits = UInt.bitWidth
        let totalBits = 7 * length
        var words = [UInt](repeating: 0, count: (totalBits + wordBits - 1) / wordBits)
        var bit = 0
        for index in 0..<length {
            let payload = UInt(buffer[index] & 0x7f)
            let word = bit / wordBits
            let offset = bit % wordBits
            words[word] |= payload << offset
            if offset > wordBits - 7 {
                words[word + 1] |= payload >> (wordBits - offset)
            }
            bit += 7
        }
        return words
    }

    /// Seven bits of the little-endian word array starting at bit `bit`; bits past the end
    /// read as `fill` (all zeros, or all ones for a negative two's complement value).
    static func sevenBits(of words: [UInt], at bit: Int, fill: UInt) -> UInt8 {
        let wordBits = UInt.bitWidth
        let index = bit / wordBits
        let offset = bit % wordBits
        let low = index < words.count ? words[index] : fill
        var value = low >> offset
        if offset > wordBits - 7 {
            let high = index + 1 < words.count ? words[index + 1] : fill
            value |= high << (wordBits - offset)
        }
        return UInt8(truncatingIfNeeded: value) & 0x7f
    }
}
