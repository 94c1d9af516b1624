/// Walking items without building them, to find the first error in input that declares more
/// items than it can hold.
///
/// An array head promising 2^64 − 1 items in a 10-byte input is rejected before anything is
/// reserved, but "truncated" is not always the most useful answer: `a1 ff` is a map with a
/// misplaced break, and RFC 8949 Appendix F classifies it that way. This scan reports the first
/// problem in reading order, allocating nothing and reading each byte at most once.
extension CBORParser {
    func firstError(skippingItems count: UInt64, depth: Int, expected: String) -> CBORDecodingError {
        var scanner = self
        var left = count
        do {
            // Each skipped item consumes at least one byte or throws, so this ends within the
            // remaining input even for a count of 2^64 − 1.
            while left > 0 {
                try scanner.skipItem(depth: depth)
                left &-= 1
            }
        } catch {
            // Running out of input is reported against the declared count, which says more
            // than "a data item".
            if case .truncated(let at, _) = error, at == offset(end) { return truncatedCount(expected) }
            return error
        }
        return truncatedCount(expected)
    }

    private func truncatedCount(_ expected: String) -> CBORDecodingError {
        .truncated(offset: offset(end), expected: "\(expected), but only \(remaining) byte(s) remain after the head")
    }

    mutating func skipItem(depth: Int) throws(CBORDecodingError) {
        guard index < end else { throw .truncated(offset: offset(index), expected: "a data item") }
        let head = index
        let initial = base[index]
        index &+= 1
        let info = initial & 0x1f
        let major = initial >> 5
        switch major {
        case 0, 1:
            _ = try argument(info, head: head)
        case 2, 3:
            let what = major == 2 ? "byte string" : "text string"
            if info == 31 {
                if deterministic { throw .notDeterministic(offset: offset(head), .indefiniteLength) }
                while let chunkHead = try nextChunkHead(majorType: major, what: what) {
                    try skipString(
                        major: major, length: stringLength(base[chunkHead] & 0x1f, head: chunkHead, what: what))
                }
            } else {
                try skipString(major: major, length: stringLength(info, head: head, what: what))
            }
        case 4, 5:
            try checkDepth(depth, head: head)
            let perEntry: UInt64 = major == 4 ? 1 : 2
            if info == 31 {
                if deterministic { throw .notDeterministic(offset: offset(head), .indefiniteLength) }
                while true {
                    guard index < end else {
                        throw .truncated(offset: offset(index), expected: "an item or a break stop code (0xff)")
                    }
                    if base[index] == 0xff {
                        index &+= 1
                        return
                    }
                    for _ in 0..<perEntry { try skipItem(depth: depth &+ 1) }
                }
            }
            var left = try argument(info, head: head)
            while left > 0 {
                for _ in 0..<perEntry { try skipItem(depth: depth &+ 1) }
                left &-= 1
            }
        case 6:
            if info == 31 { throw .indefiniteLengthNotAllowed(offset: offset(head), majorType: 6) }
            let tag = try argument(info, head: head)
            try checkDepth(depth, head: head)
            guard index < end else { throw .truncated(offset: offset(index), expected: "the content of tag \(tag)") }
            try skipItem(depth: depth &+ 1)
        default:
            _ = try simpleOrFloat(info, head: head)
        }
    }

    private mutating func skipString(major: UInt8, length: Int) throws(CBORDecodingError) {
        if major == 3 {
            let invalid = UTF8Validation.firstInvalidIndex(in: UnsafeBufferPointer(start: base + index, count: length))
            guard invalid == length else { throw .invalidUTF8(offset: offset(index &+ invalid)) }
        }
        index &+= length
    }
}
