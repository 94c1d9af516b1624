/// Duplicate detection and deterministic key-order checking for the maps being decoded.
///
/// Most keys are short text or integers in preferred form, and two such keys are the same data
/// item exactly when their encoded bytes are equal, so small maps compare raw key bytes (kept
/// as offsets in one scratch stack shared by all maps of a decode, so nothing is allocated per
/// map). Other keys fall back to data-model equality. From 16 entries on, a hash index keeps
/// the check linear, so a map of a million keys cannot make decoding quadratic. In
/// deterministic mode keys must strictly increase in encoded form, which also rules out
/// duplicates, so only the previous key's bytes are kept.
struct KeyTracker {
    enum Action {
        case append
        case replaceValue(at: Int)
        case drop
    }

    static let linearLimit = 16

    /// Where this map's key offsets start in the parser's scratch stack.
    let scratchBase: Int
    var index: [CBOR: Int]?
    var previousKey: Range<Int>?
    /// A duplicate or out-of-order key, reported once the map has been read to its end:
    /// those are validity errors, and a map that is also not well-formed (say, unterminated)
    /// should be reported as that, as RFC 8949 Appendix F classifies it.
    var pendingError: CBORDecodingError?

    init(scratchBase: Int) {
        self.scratchBase = scratchBase
    }

    mutating func `defer`(_ error: CBORDecodingError) {
        if pendingError == nil { pendingError = error }
    }
}

extension CBORParser {
    /// Decides what to do with `key`, encoded at `start..<end`.
    mutating func admit(
        _ key: CBOR, start: Int, end: Int, entries: [CBORMap.Entry], tracker: inout KeyTracker
    ) -> KeyTracker.Action {
        if deterministic {
            defer { tracker.previousKey = start..<end }
            guard let previous = tracker.previousKey else { return .append }
            let order = keyOrder.compare(
                UnsafeBufferPointer(start: base + previous.lowerBound, count: previous.count),
                UnsafeBufferPointer(start: base + start, count: end &- start)
            )
            if order == 0 { tracker.defer(.duplicateMapKey(offset: offset(start), key: key)) }
            if order > 0 { tracker.defer(.notDeterministic(offset: offset(start), .unsortedMapKeys)) }
            return .append
        }
        if duplicateKeys == .keepAll { return .append }
        guard let existing = existingPosition(of: key, start: start, end: end, entries: entries, tracker: &tracker)
        else {
            return .append
        }
        switch duplicateKeys {
        case .reject:
            tracker.defer(.duplicateMapKey(offset: offset(start), key: key))
            return .drop
        case .keepFirst: return .drop
        case .keepLast: return .replaceValue(at: existing)
        case .keepAll: return .append
        }
    }

    private func existingPosition(
        of key: CBOR, start: Int, end: Int, entries: [CBORMap.Entry], tracker: inout KeyTracker
    ) -> Int? {
        guard entries.count < KeyTracker.linearLimit else {
            if tracker.index == nil {
                var built: [CBOR: Int] = [:]
                built.reserveCapacity(entries.count * 2)
                for (position, entry) in entries.enumerated() { built[entry.key] = position }
                tracker.index = built
            }
            return tracker.index?[key]
        }
        let (first, second) = scratchSlots(start: start, end: end)
        let simple = second >= 0 || second == .min
        var slot = tracker.scratchBase
        for position in 0..<entries.count {
            let otherFirst = keyScratch[slot]
            let otherSecond = keyScratch[slot &+ 1]
            slot &+= 2
            if simple && (otherSecond >= 0 || otherSecond == .min) {
                // Both in preferred form: equal bytes, equal keys.
                guard otherSecond == second || (second >= 0 && otherSecond >= 0) else { continue }
                if second == .min {
                    if otherFirst == first { return position }
                } else if otherSecond &- otherFirst == second &- first && bytesEqual(first, otherFirst, second &- first)
                {
                    return position
                }
            } else if entries[position].key == key {
                return position
            }
        }
        return nil
    }

    /// How a key is remembered in the scratch stack, as two integers:
    /// - a preferred-form key of at most 8 bytes: its bytes packed into one word, and `.min`
    ///   (one integer comparison then decides equality);
    /// - a longer preferred-form key: its start and end offsets;
    /// - any other key: its start and `~end` (negative), compared as data items.
    @inline(__always)
    func scratchSlots(start: Int, end: Int) -> (Int, Int) {
        guard isPreferredScalar(start: start, end: end) else { return (start, ~end) }
        let length = end &- start
        guard length <= 8 else { return (start, end) }
        var word: UInt64 = 0
        var index = 0
        while index < length {
            word |= UInt64(base[start &+ index]) << UInt64(index &* 8)
            index &+= 1
        }
        return (Int(bitPattern: UInt(word)), .min)
    }

    /// Notes that the key at `start..<end` became entry `position` of the map.
    mutating func recordKey(start: Int, end: Int, position: Int, key: CBOR, tracker: inout KeyTracker) {
        if position < KeyTracker.linearLimit {
            let (first, second) = scratchSlots(start: start, end: end)
            keyScratch.append(first)
            keyScratch.append(second)
        } else {
            tracker.index?[key] = position
        }
    }

    /// Drops a finished map's key offsets from the scratch stack and reports a key problem
    /// found while reading it.
    mutating func finishKeys(_ tracker: KeyTracker) throws(CBORDecodingError) {
        keyScratch.removeLast(keyScratch.count &- tracker.scratchBase)
        if let error = tracker.pendingError { throw error }
    }

    /// Whether the item at `start..<end` is an integer or a definite string with a shortest-form
    /// head: for those, equal bytes and equal values are the same thing.
    @inline(__always)
    func isPreferredScalar(start: Int, end: Int) -> Bool {
        let initial = base[start]
        guard initial < 0x80 else { return false }
        let info = initial & 0x1f
        switch info {
        case 0..<24: return true
        case 24: return base[start &+ 1] >= 24
        case 25: return base[start &+ 1] != 0
        case 26: return base[start &+ 1] != 0 || base[start &+ 2] != 0
        case 27: return base[start &+ 1] != 0 || base[start &+ 2] != 0 || base[start &+ 3] != 0 || base[start &+ 4] != 0
        default: return false
        }
    }

    @inline(__always)
    func bytesEqual(_ left: Int, _ right: Int, _ count: Int) -> Bool {
        var index = 0
        while index < count {
            if base[left &+ index] != base[right &+ index] { return false }
            index &+= 1
        }
        return true
    }
}
