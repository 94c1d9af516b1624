/// What an `Encodable` value turned into, before it is written.
///
/// Containers are reference types because `Encoder` hands out containers that must keep
/// writing into the same place after they are returned (a nested container, a super encoder).
/// Leaves are plain ``CBOR`` values, and the writer walks this tree directly into bytes
/// without building an intermediate ``CBOR`` tree.
enum EncodedNode {
    case value(CBOR)
    case array(ArrayNode)
    case map(MapNode)
    /// A super encoder's result, read when the tree is written.
    case deferred(EncoderImplementation)

    /// The whole subtree as a value.
    func resolved() -> CBOR {
        switch self {
        case .value(let value):
            return value
        case .array(let array):
            return .array(array.items.map { $0.resolved() })
        case .map(let map):
            return .map(CBORMap(map.entries.map { CBORMap.Entry(key: $0.key, value: $0.value.resolved()) }))
        case .deferred(let encoder):
            return encoder.node?.resolved() ?? .map(CBORMap())
        }
    }
}

final class ArrayNode {
    // Only this module touches these, never concurrently; skipping the dynamic exclusivity
    // check on each append is measurable when encoding large arrays.
    @exclusivity(unchecked) var items: [EncodedNode] = []
}

final class MapNode {
    // As for ArrayNode: module-internal and single-threaded, so no dynamic exclusivity check.
    @exclusivity(unchecked) var entries: [(key: CBOR, value: EncodedNode)] = []
    /// Built once a map grows past a few keys, so encoding a large dictionary stays linear.
    private var index: [CBOR: Int]?

    /// Sets `key`, replacing an earlier value for the same key as keyed containers must.
    func set(_ key: CBOR, _ value: EncodedNode) {
        if let position = position(of: key) {
            entries[position].value = value
            return
        }
        index?[key] = entries.count
        entries.append((key, value))
    }

    private func position(of key: CBOR) -> Int? {
        if let index { return index[key] }
        if entries.count < 16 {
            if case .text(let wanted) = key {
                return entries.firstIndex { entry in
                    if case .text(let candidate) = entry.key { return utf8Equal(candidate, wanted) }
                    return false
                }
            }
            return entries.firstIndex { $0.key == key }
        }
        var built: [CBOR: Int] = [:]
        built.reserveCapacity(entries.count * 2)
        for (position, entry) in entries.enumerated() { built[entry.key] = position }
        index = built
        return built[key]
    }
}

extension EncodingBuffer {
    /// Writes an encoded tree with the same rules as a ``CBOR`` value.
    mutating func append(_ node: EncodedNode, depth: Int, state: ValueEncodingState) throws(CBOREncodingError) {
        switch node {
        case .value(let value):
            try append(value, depth: depth, state: state)
        case .array(let array):
            guard depth < state.maximumDepth else { throw .nestingTooDeep(limit: state.maximumDepth, path: "") }
            appendHead(major: 4, argument: UInt64(array.items.count))
            for (position, item) in array.items.enumerated() {
                do {
                    try append(item, depth: depth &+ 1, state: state)
                } catch {
                    throw error.inside("[\(position)]")
                }
            }
        case .map(let map):
            guard depth < state.maximumDepth else { throw .nestingTooDeep(limit: state.maximumDepth, path: "") }
            let entries = map.entries
            appendHead(major: 5, argument: UInt64(entries.count))
            var spans: [EncodedEntrySpan] = []
            let sorting = state.deterministic && entries.count > 1
            if sorting { spans.reserveCapacity(entries.count) }
            for entry in entries {
                let keyStart = count
                do {
                    try append(entry.key, depth: depth &+ 1, state: state)
                    let keyEnd = count
                    try append(entry.value, depth: depth &+ 1, state: state)
                    if sorting { spans.append(EncodedEntrySpan(keyStart: keyStart, keyEnd: keyEnd, end: count)) }
                } catch {
                    throw error.inside("[\(abbreviatedDiagnostic(entry.key))]")
                }
            }
            if sorting, let duplicate = MapSorting.sortEntries(in: &self, spans: spans, order: state.keyOrder) {
                throw .duplicateMapKey(key: entries[duplicate].key, path: "")
            }
        case .deferred(let encoder):
            try append(encoder.node ?? .value(.map(CBORMap())), depth: depth, state: state)
        }
    }
}
