/// How deterministic encoding orders map keys, compared on their encoded bytes.
public enum CBORMapKeyOrder: Sendable, Hashable {
    /// RFC 8949 §4.2.1 core deterministic encoding: bytewise lexicographic order of the encoded
    /// keys (a key that is a prefix of another sorts first). The default.
    case bytewiseLexicographic
    /// RFC 8949 §4.2.3 (RFC 7049 "canonical"): shorter encoded keys first, equal lengths
    /// bytewise. Older protocols and cbor2's `canonical=True` use this order.
    case lengthFirst

    /// Three-way comparison of two encoded keys.
    @inline(__always)
    func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
        if self == .lengthFirst, lhs.count != rhs.count {
            return lhs.count < rhs.count ? -1 : 1
        }
        let shared = Swift.min(lhs.count, rhs.count)
        var index = 0
        while index < shared {
            let left = lhs[index]
            let right = rhs[index]
            if left != right { return left < right ? -1 : 1 }
            index &+= 1
        }
        return lhs.count == rhs.count ? 0 : (lhs.count < rhs.count ? -1 : 1)
    }
}
