import ByteTools

/// The decoder's inner loop: reads one data item from the unread bytes that
/// `ByteReader.withUnsafeUnreadBytes` lends it.
///
/// It works on a raw pointer and an index so that each head costs one bounds comparison, and it
/// checks every declared length against the bytes that remain before it reserves or copies
/// anything: a length of 2^64−1 fails as "truncated" without allocating. The only allocations
/// are the result's own arrays and strings, sized by what is actually in the input (an array
/// of n items needs at least n bytes), so memory stays a small multiple of the input size.
struct CBORParser {
    let base: UnsafePointer<UInt8>
    let end: Int
    /// Offset of `base` in the caller's input, added to every reported offset.
    let baseOffset: Int
    var index: Int = 0
    /// Offsets of the keys of the maps being decoded, a stack shared by nested maps (see
    /// `KeyTracker`); one allocation per decode instead of one per map.
    var keyScratch: [Int] = []

    let maximumDepth: Int
    let duplicateKeys: CBORDuplicateKeyPolicy
    let deterministic: Bool
    let keyOrder: CBORMapKeyOrder

    init(base: UnsafePointer<UInt8>, count: Int, baseOffset: Int, options: CBORDecodingOptions) {
        self.base = base
        self.end = count
        self.baseOffset = baseOffset
        self.maximumDepth = options.maximumDepth
        self.duplicateKeys = options.duplicateKeys
        self.deterministic = options.requiresDeterministicEncoding
        self.keyOrder = options.mapKeyOrder
    }

    @inline(__always)
    func offset(_ position: Int) -> Int { baseOffset &+ position }

    @inline(__always)
    var remaining: Int { end &- index }

    // MARK: Items

    mutating func parseItem(depth: Int) throws(CBORDecodingError) -> CBOR {
        guard index < end else { throw .truncated(offset: offset(index), expected: "a data item") }
        let head = index
        let initial = base[index]
        index &+= 1
        let info = initial & 0x1f
        switch initial >> 5 {
        case 0:
            return .unsigned(try argument(info, head: head))
        case 1:
            return .negative(try argument(info, head: head))
        case 2:
            if info == 31 { return .bytes(try indefiniteByteString(head: head)) }
            let length = try stringLength(info, head: head, what: "byte string")
            let bytes = [UInt8](UnsafeBufferPointer(start: base + index, count: length))
            index &+= length
            return .bytes(bytes)
        case 3:
            if info == 31 { return .text(try indefiniteTextString(head: head)) }
            let length = try stringLength(info, head: head, what: "text string")
            let text = try makeText(at: index, count: length)
            index &+= length
            return .text(text)
        case 4:
            try checkDepth(depth, head: head)
            if info == 31 { return .array(try indefiniteArray(head: head, depth: depth)) }
            let count = try argument(info, head: head)
            // Every item takes at least one byte, so more items than bytes cannot be there:
            // fail before reserving anything, with the first error a reader meets.
            guard count <= UInt64(remaining) else {
                throw firstError(skippingItems: count, depth: depth &+ 1, expected: "\(count) array item(s)")
            }
            let itemCount = Int(count)
            var items: [CBOR] = []
            items.reserveCapacity(itemCount)
            for _ in 0..<itemCount {
                items.append(try parseItem(depth: depth &+ 1))
            }
            return .array(items)
        case 5:
            try checkDepth(depth, head: head)
            if info == 31 { return .map(try indefiniteMap(head: head, depth: depth)) }
            let count = try argument(info, head: head)
            guard count <= UInt64(remaining / 2) else {
                let (items, overflow) = count.multipliedReportingOverflow(by: 2)
                throw firstError(
                    skippingItems: overflow ? .max : items, depth: depth &+ 1, expected: "\(count) map entries")
            }
            return .map(try definiteMap(count: Int(count), depth: depth))
        case 6:
            if info == 31 { throw .indefiniteLengthNotAllowed(offset: offset(head), majorType: 6) }
            let tag = try argument(info, head: head)
            try checkDepth(depth, head: head)
            guard index < end else {
                throw .truncated(offset: offset(index), expected: "the content of tag \(tag)")
            }
            return .tagged(CBORTag(tag), try parseItem(depth: depth &+ 1))
        default:
            return try simpleOrFloat(info, head: head)
        }
    }

    /// The argument of a head whose initial byte was at `head` (RFC 8949 §3): the value itself
    /// below 24, else the next 1, 2, 4 or 8 bytes big-endian.
    @inline(__always)
    mutating func argument(_ info: UInt8, head: Int) throws(CBORDecodingError) -> UInt64 {
        if info < 24 { return UInt64(info) }
        switch info {
        case 24:
            guard index < end else { throw truncatedArgument(1) }
            let value = base[index]
            index &+= 1
            if deterministic && value < 24 { throw .notDeterministic(offset: offset(head), .nonPreferredArgument) }
            return UInt64(value)
        case 25:
            guard remaining >= 2 else { throw truncatedArgument(2) }
            let value = UnsafeRawPointer(base + index).loadUnaligned(as: UInt16.self).bigEndian
            index &+= 2
            if deterministic && value <= 0xff { throw .notDeterministic(offset: offset(head), .nonPreferredArgument) }
            return UInt64(value)
        case 26:
            guard remaining >= 4 else { throw truncatedArgument(4) }
            let value = UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self).bigEndian
            index &+= 4
            if deterministic && value <= 0xffff { throw .notDeterministic(offset: offset(head), .nonPreferredArgument) }
            return UInt64(value)
        case 27:
            guard remaining >= 8 else { throw truncatedArgument(8) }
            let value = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).bigEndian
            index &+= 8
            if deterministic && value <= 0xffff_ffff {
                throw .notDeterministic(offset: offset(head), .nonPreferredArgument)
            }
            return value
        case 31:
            throw .indefiniteLengthNotAllowed(offset: offset(head), majorType: base[head] >> 5)
        default:
            throw .reservedAdditionalInformation(offset: offset(head), initialByte: base[head])
        }
    }

    func truncatedArgument(_ size: Int) -> CBORDecodingError {
        .truncated(offset: offset(index), expected: "a \(size)-byte argument, but only \(remaining) byte(s) remain")
    }

    /// A definite string length, checked against the remaining input before anyone allocates.
    @inline(__always)
    mutating func stringLength(_ info: UInt8, head: Int, what: String) throws(CBORDecodingError) -> Int {
        let length = try argument(info, head: head)
        guard length <= UInt64(remaining) else {
            throw .truncated(
                offset: offset(index), expected: "\(length) byte(s) of \(what) content, but only \(remaining) remain")
        }
        return Int(length)
    }

    @inline(__always)
    func checkDepth(_ depth: Int, head: Int) throws(CBORDecodingError) {
        // `depth` counts the containers around this one, so this one is level depth + 1.
        guard depth < maximumDepth else { throw .nestingTooDeep(offset: offset(head), limit: maximumDepth) }
    }

    // MARK: Strings

    /// A `String` from `count` bytes at `start`, which must be valid UTF-8.
    @inline(__always)
    func makeText(at start: Int, count: Int) throws(CBORDecodingError) -> String {
        let buffer = UnsafeBufferPointer(start: base + start, count: count)
        let invalid = UTF8Validation.firstInvalidIndex(in: buffer)
        guard invalid == count else { throw .invalidUTF8(offset: offset(start &+ invalid)) }
        return String(decoding: buffer, as: UTF8.self)
    }

    mutating func indefiniteByteString(head: Int) throws(CBORDecodingError) -> [UInt8] {
        if deterministic { throw .notDeterministic(offset: offset(head), .indefiniteLength) }
        var result: [UInt8] = []
        while true {
            let chunkHead = try nextChunkHead(majorType: 2, what: "byte string")
            guard let chunkHead else { return result }
            let length = try stringLength(base[chunkHead] & 0x1f, head: chunkHead, what: "byte string chunk")
            result.append(contentsOf: UnsafeBufferPointer(start: base + index, count: length))
            index &+= length
        }
    }

    mutating func indefiniteTextString(head: Int) throws(CBORDecodingError) -> String {
        if deterministic { throw .notDeterministic(offset: offset(head), .indefiniteLength) }
        var result = ""
        while true {
            let chunkHead = try nextChunkHead(majorType: 3, what: "text string")
            guard let chunkHead else { return result }
            let length = try stringLength(base[chunkHead] & 0x1f, head: chunkHead, what: "text string chunk")
            // Each chunk must be valid UTF-8 on its own: a code point never spans chunks (§3.2.3).
            result += try makeText(at: index, count: length)
            index &+= length
        }
    }

    /// Consumes the head of the next chunk and returns its position, or consumes the break and
    /// returns nil.
    mutating func nextChunkHead(majorType: UInt8, what: String) throws(CBORDecodingError) -> Int? {
        guard index < end else {
            throw .truncated(offset: offset(index), expected: "a \(what) chunk or a break stop code (0xff)")
        }
        let byte = base[index]
        if byte == 0xff {
            index &+= 1
            return nil
        }
        guard byte >> 5 == majorType, byte & 0x1f != 31 else {
            throw .invalidIndefiniteChunk(
                offset: offset(index),
                expected:
                    "a definite-length \(what) chunk or a break stop code (0xff), found initial byte 0x\(Hex.encode(byte: byte))"
            )
        }
        let chunkHead = index
        index &+= 1
        return chunkHead
    }

    // MARK: Containers

    mutating func indefiniteArray(head: Int, depth: Int) throws(CBORDecodingError) -> [CBOR] {
        if deterministic { throw .notDeterministic(offset: offset(head), .indefiniteLength) }
        var items: [CBOR] = []
        while true {
            guard index < end else {
                throw .truncated(offset: offset(index), expected: "an array item or a break stop code (0xff)")
            }
            if base[index] == 0xff {
                index &+= 1
                return items
            }
            items.append(try parseItem(depth: depth &+ 1))
        }
    }

    mutating func definiteMap(count: Int, depth: Int) throws(CBORDecodingError) -> CBORMap {
        var entries: [CBORMap.Entry] = []
        entries.reserveCapacity(count)
        var tracker = KeyTracker(scratchBase: keyScratch.count)
        for _ in 0..<count {
            try parseEntry(into: &entries, tracker: &tracker, depth: depth)
        }
        try finishKeys(tracker)
        return CBORMap(entries)
    }

    mutating func indefiniteMap(head: Int, depth: Int) throws(CBORDecodingError) -> CBORMap {
        if deterministic { throw .notDeterministic(offset: offset(head), .indefiniteLength) }
        var entries: [CBORMap.Entry] = []
        var tracker = KeyTracker(scratchBase: keyScratch.count)
        while true {
            guard index < end else {
                throw .truncated(offset: offset(index), expected: "a map key or a break stop code (0xff)")
            }
            if base[index] == 0xff {
                index &+= 1
                try finishKeys(tracker)
                return CBORMap(entries)
            }
            // A break in the value position is reported by parseItem as unexpected.
            try parseEntry(into: &entries, tracker: &tracker, depth: depth)
        }
    }

    @inline(__always)
    mutating func parseEntry(
        into entries: inout [CBORMap.Entry], tracker: inout KeyTracker, depth: Int
    ) throws(CBORDecodingError) {
        let keyStart = index
        let key = try parseItem(depth: depth &+ 1)
        let keyEnd = index
        let action = admit(key, start: keyStart, end: keyEnd, entries: entries, tracker: &tracker)
        let value = try parseItem(depth: depth &+ 1)
        switch action {
        case .append:
            if !deterministic && duplicateKeys != .keepAll {
                recordKey(start: keyStart, end: keyEnd, position: entries.count, key: key, tracker: &tracker)
            }
            entries.append(CBORMap.Entry(key: key, value: value))
        case .replaceValue(let position):
            entries[position].value = value
        case .drop:
            break
        }
    }

    // MARK: Major type 7

    mutating func simpleOrFloat(_ info: UInt8, head: Int) throws(CBORDecodingError) -> CBOR {
        switch info {
        case 20: return .bool(false)
        case 21: return .bool(true)
        case 22: return .null
        case 23: return .undefined
        case 24:
            guard index < end else { throw truncatedArgument(1) }
            let value = base[index]
            guard value >= 32 else { throw .invalidSimpleValue(offset: offset(head), value: value) }
            index &+= 1
            return .simple(CBORSimpleValue(unchecked: value))
        case 25:
            guard remaining >= 2 else { throw truncatedArgument(2) }
            let bits = UnsafeRawPointer(base + index).loadUnaligned(as: UInt16.self).bigEndian
            index &+= 2
            return .float(FloatWidths.double(fromHalf: bits))
        case 26:
            guard remaining >= 4 else { throw truncatedArgument(4) }
            let bits = UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self).bigEndian
            index &+= 4
            let value = FloatWidths.double(fromSingle: bits)
            if deterministic && FloatWidths.half(exactly: value) != nil {
                throw .notDeterministic(offset: offset(head), .nonPreferredFloat)
            }
            return .float(value)
        case 27:
            guard remaining >= 8 else { throw truncatedArgument(8) }
            let bits = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).bigEndian
            index &+= 8
            let value = Double(bitPattern: bits)
            if deterministic && FloatWidths.single(exactly: value) != nil {
                throw .notDeterministic(offset: offset(head), .nonPreferredFloat)
            }
            return .float(value)
        case 31:
            throw .unexpectedBreak(offset: offset(head))
        case 28, 29, 30:
            throw .reservedAdditionalInformation(offset: offset(head), initialByte: base[head])
        default:
            return .simple(CBORSimpleValue(unchecked: info))
        }
    }
}
