/// Data-model equality (RFC 8949 §2): two items are equal when they would be the same item on the
/// wire apart from serialisation choices. This is also what duplicate-key detection uses.
extension CBOR: Hashable {
    public static func == (lhs: CBOR, rhs: CBOR) -> Bool {
        switch (lhs, rhs) {
        case let (.unsigned(left), .unsigned(right)): return left == right
        case let (.negative(left), .negative(right)): return left == right
        case let (.bytes(left), .bytes(right)): return left == right
        case let (.text(left), .text(right)): return utf8Equal(left, right)
        case let (.array(left), .array(right)): return left == right
        case let (.map(left), .map(right)): return left == right
        case let (.tagged(leftTag, left), .tagged(rightTag, right)): return leftTag == rightTag && left == right
        case let (.simple(left), .simple(right)): return left == right
        case let (.bool(left), .bool(right)): return left == right
        case (.null, .null), (.undefined, .undefined): return true
        // Bit patterns, not IEEE comparison: NaN must equal itself for Hashable to hold, and
        // 0.0 and -0.0 are different data items with different encodings.
        case let (.float(left), .float(right)): return left.bitPattern == right.bitPattern
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .unsigned(let value):
            hasher.combine(0 as UInt8)
            hasher.combine(value)
        case .negative(let value):
            hasher.combine(1 as UInt8)
            hasher.combine(value)
        case .bytes(let bytes):
            hasher.combine(2 as UInt8)
            hasher.combine(bytes)
        case .text(let text):
            hasher.combine(3 as UInt8)
            hashUTF8(text, into: &hasher)
        case .array(let items):
            hasher.combine(4 as UInt8)
            hasher.combine(items)
        case .map(let map):
            hasher.combine(5 as UInt8)
            hasher.combine(map)
        case .tagged(let tag, let content):
            hasher.combine(6 as UInt8)
            hasher.combine(tag)
            hasher.combine(content)
        case .simple(let value):
            hasher.combine(7 as UInt8)
            hasher.combine(value)
        case .bool(let value):
            hasher.combine(8 as UInt8)
            hasher.combine(value)
        case .null:
            hasher.combine(9 as UInt8)
        case .undefined:
            hasher.combine(10 as UInt8)
        case .float(let value):
            hasher.combine(11 as UInt8)
            hasher.combine(value.bitPattern)
        }
    }
}

extension CBORMap: Hashable {
    /// Order-insensitive: the same entries in any order are the same map.
    public static func == (lhs: CBORMap, rhs: CBORMap) -> Bool {
        let left = lhs.entries
        let right = rhs.entries
        guard left.count == right.count else { return false }
        // Maps that round-tripped keep their order: compare in step up to the first difference.
        var start = 0
        while start < left.count, left[start] == right[start] { start &+= 1 }
        if start == left.count { return true }
        // The rest may be the same entries in another order: compared as multisets, each entry
        // hashed once and compared again only with an entry of the same full hash. Trying every
        // pairing instead (or a Dictionary of entries, which compares keys whose buckets merely
        // collide) re-compares nested maps at every level, which took exponential time on 400
        // bytes of nested single-entry maps (found by fuzz-cbor-decode). This also counts keys
        // repeated in a `.keepAll` decode.
        var unmatched: [Int: [Entry]] = [:]
        unmatched.reserveCapacity(left.count &- start)
        for entry in left[start...] { unmatched[entry.hashValue, default: []].append(entry) }
        for entry in right[start...] {
            let hash = entry.hashValue
            guard var candidates = unmatched[hash], let match = candidates.firstIndex(of: entry) else { return false }
            candidates.remove(at: match)
            unmatched[hash] = candidates.isEmpty ? nil : candidates
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        // A commutative combination of per-entry hashes, so that equal maps in different orders
        // hash alike.
        var sum: Int = 0
        for entry in entries {
            var entryHasher = Hasher()
            entryHasher.combine(entry)
            sum &+= entryHasher.finalize()
        }
        hasher.combine(entries.count)
        hasher.combine(sum)
    }
}

/// Bytewise UTF-8 equality. Swift's `==` on strings uses Unicode canonical equivalence, under
/// which "é" (U+00E9) equals "e\u{301}"; in CBOR those are two different text strings.
@usableFromInline
func utf8Equal(_ lhs: String, _ rhs: String) -> Bool {
    let left = lhs.utf8
    let right = rhs.utf8
    guard left.count == right.count else { return false }
    let fast: Bool? =
        left.withContiguousStorageIfAvailable { leftBuffer in
            right.withContiguousStorageIfAvailable { rightBuffer in
                leftBuffer.elementsEqual(rightBuffer)
            }
        } ?? nil
    return fast ?? left.elementsEqual(right)
}

func hashUTF8(_ text: String, into hasher: inout Hasher) {
    let utf8 = text.utf8
    hasher.combine(utf8.count)
    let done: Void? = utf8.withContiguousStorageIfAvailable { buffer in
        hasher.combine(bytes: UnsafeRawBufferPointer(buffer))
    }
    if done == nil {
        for byte in utf8 { hasher.combine(byte) }
    }
}
