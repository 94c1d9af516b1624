/// UTF-8 validation for decoded text strings.
///
/// The standard library's validating `String` initializer is generic and, called from another
/// module, runs unspecialised; on short keys its metadata lookups cost more than the scan.
/// This scan checks eight ASCII bytes at a time and handles the rest byte by byte, after which
/// `String(decoding:as:)` copies the bytes without repairs (there is nothing left to repair).
enum UTF8Validation {
    /// Index of the first byte of the first ill-formed sequence (RFC 3629: no overlong forms,
    /// no surrogates, nothing above U+10FFFF), or `buffer.count` if the bytes are valid.
    @inline(__always)
    static func firstInvalidIndex(in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        let count = buffer.count
        var index = 0
        while index &+ 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            guard word & 0x8080_8080_8080_8080 == 0 else { break }
            index &+= 8
        }
        while index < count {
            let lead = base[index]
            if lead < 0x80 {
                index &+= 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xbf
            switch lead {
            case 0xc2...0xdf: length = 2
            case 0xe0:
                length = 3
                lower = 0xa0
            case 0xe1...0xec, 0xee...0xef: length = 3
            case 0xed:
                length = 3
                upper = 0x9f
            case 0xf0:
                length = 4
                lower = 0x90
            case 0xf1...0xf3: length = 4
            case 0xf4:
                length = 4
                upper = 0x8f
            default: return index
            }
            guard index &+ length <= count else { return index }
            let second = base[index &+ 1]
            guard second >= lower, second <= upper else { return index }
            var position = 2
            while position < length {
                guard base[index &+ position] & 0xc0 == 0x80 else { return index }
                position &+= 1
            }
            index &+= length
        }
        return count
    }
}
