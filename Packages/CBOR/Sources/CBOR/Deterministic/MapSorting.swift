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
    /// Reorders `spans` (contiguous, in writing order, ending at `bytes.endIndex`) by key.
    /// Returns the index of the first of two adjacent equal keys, if any, so the caller can
    /// report a duplicate: equal deterministic encodings are equal data items.
    static func sortEntries(
        in bytes: inout [UInt8], spans: [EncodedEntrySpan], order: CBORMapKeyOrder
    ) -> Int? {
        guard spans.count > 1, let regionStart = spans.first?.keyStart else { return nil }
        var permutation = Array(spans.indices)
        var duplicate: Int?
        var alreadySorted = true
        bytes.withUnsafeBufferPointer { buffer in
            func key(_ span: EncodedEntrySpan) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: buffer[span.keyStart..<span.keyEnd])
            }
            for index in 1..<spans.count where order.compare(key(spans[index - 1]), key(spans[index])) >= 0 {
                alreadySorted = false
                break
            }
            if !alreadySorted {
                permutation.sort { order.compare(key(spans[$0]), key(spans[$1])) < 0 }
            }
            for index in 1..<permutation.count
            where order.compare(key(spans[permutation[index - 1]]), key(spans[permutation[index]])) == 0 {
                duplicate = permutation[index]
                break
            }
        }
        guard !alreadySorted else { return duplicate }
        let region = Array(bytes[regionStart...])
        bytes.withUnsafeMutableBufferPointer { output in
            region.withUnsafeBufferPointer { source in
                guard let target = output.baseAddress, let origin = source.baseAddress else { return }
                var cursor = regionStart
                for index in permutation {
                    let span = spans[index]
                    let length = span.end - span.keyStart
                    (target + cursor).update(from: origin + (span.keyStart - regionStart), count: length)
                    cursor += length
                }
            }
        }
        return duplicate
    }
}
