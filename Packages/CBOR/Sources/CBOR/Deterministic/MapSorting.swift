/// Sorting the entries of a map that was just written, in place in the output buffer.
///
/// Entries are encoded in their given order first; the permutation is then computed on the
/// encoded key bytes (which is what RFC 8949 §4.2.1 orders by) and the region rewritten once.
/// Encoding each key separately to sort first would allocate per key; this allocates one span
/// list and, only when the order actually changes, one copy of the map's bytes.
struct EncodedEntrySpan {
    var keyStart: Int
    var keyEnd: Int
    var end: Int
}

enum MapSorting {
    /// Reorders the entries written in `buffer` (their `spans` contiguous, in writing order, and
    /// ending at the buffer's end) by key. Returns the index of the first of two adjacent equal
    /// keys, if any, so the caller can report a duplicate: equal deterministic encodings are
    /// equal data items.
    static func sortEntries(
        in buffer: inout EncodingBuffer, spans: [EncodedEntrySpan], order: CBORMapKeyOrder
    ) -> Int? {
        guard spans.count > 1, let regionStart = spans.first?.keyStart else { return nil }
        return buffer.withMutableBytes(from: regionStart) { region in
            sortEntries(in: region, offset: regionStart, spans: spans, order: order)
        }
    }

    /// The same on the map's region, whose first byte is at `offset` in the spans' numbering.
    private static func sortEntries(
        in region: UnsafeMutableBufferPointer<UInt8>, offset: Int, spans: [EncodedEntrySpan],
        order: CBORMapKeyOrder
    ) -> Int? {
        let buffer = UnsafeBufferPointer(region)
        func key(_ span: EncodedEntrySpan) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: buffer[(span.keyStart - offset)..<(span.keyEnd - offset)])
        }
        var alreadySorted = true
        for index in 1..<spans.count where order.compare(key(spans[index - 1]), key(spans[index])) >= 0 {
            alreadySorted = false
            break
        }
        var permutation = Array(spans.indices)
        if !alreadySorted {
            permutation.sort { order.compare(key(spans[$0]), key(spans[$1])) < 0 }
        }
        var duplicate: Int?
        for index in 1..<permutation.count
        where order.compare(key(spans[permutation[index - 1]]), key(spans[permutation[index]])) == 0 {
            duplicate = permutation[index]
            break
        }
        guard !alreadySorted, let target = region.baseAddress else { return duplicate }
        // Entries move to overlapping places, so the permutation reads from a copy.
        let original = Array(buffer)
        original.withUnsafeBufferPointer { source in
            guard let origin = source.baseAddress else { return }
            var cursor = 0
            for index in permutation {
                let span = spans[index]
                let length = span.end - span.keyStart
                (target + cursor).update(from: origin + (span.keyStart - offset), count: length)
                cursor += length
            }
        }
        return duplicate
    }
}
