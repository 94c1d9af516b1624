extension CBOR {
    /// The encoded bytes: preferred serialisation, definite lengths, keys in insertion order
    /// unless ``CBOREncodingOptions/deterministic-property`` sorts them.
    ///
    /// - Throws: ``CBOREncodingError`` only for values nested deeper than the limit, or, when
    ///   encoding deterministically, maps with repeated keys.
    public func encoded(options: CBOREncodingOptions = .default) throws(CBOREncodingError) -> [UInt8] {
        var buffer = EncodingBuffer(capacity: 256)
        if options.selfDescribe { buffer.appendHead(major: 6, argument: CBORTag.selfDescribeCBOR.rawValue) }
        try buffer.append(self, depth: 0, state: ValueEncodingState(options: options))
        return buffer.bytes()
    }

    /// Appends the encoding to `bytes`, so one buffer can be reused across messages.
    public func encode(into bytes: inout [UInt8], options: CBOREncodingOptions = .default) throws(CBOREncodingError) {
        var writer = CBORWriter()
        // Move the caller's buffer in and out rather than copying it.
        swap(&writer.bytes, &bytes)
        defer { swap(&writer.bytes, &bytes) }
        if options.selfDescribe { writer.writeTag(.selfDescribeCBOR) }
        try writer.write(self, options: options)
    }
}

extension CBORWriter {
    /// Writes a whole value. ``CBOREncodingOptions/selfDescribe`` is not applied here: it
    /// belongs to a message, not to an item inside one.
    public mutating func write(_ value: CBOR, options: CBOREncodingOptions = .default) throws(CBOREncodingError) {
        var buffer = EncodingBuffer(capacity: 256)
        try buffer.append(value, depth: 0, state: ValueEncodingState(options: options))
        buffer.append(to: &bytes)
    }
}

extension EncodingBuffer {
    mutating func append(_ value: CBOR, depth: Int, state: ValueEncodingState) throws(CBOREncodingError) {
        try withUnsafePointer(to: value) { (item) throws(CBOREncodingError) in
            try append(at: item, depth: depth, state: state)
        }
    }

    /// The item at `item`, which stays in place (an element of the tree's own arrays) while it is
    /// written. Walking the tree through pointers reads each item where it lies; passing items
    /// by value copied every one of them (a retain and a release per item, and for a 1 MB tree
    /// of small items that was about half the encoding time).
    mutating func append(at item: UnsafePointer<CBOR>, depth: Int, state: ValueEncodingState) throws(CBOREncodingError)
    {
        switch item.pointee {
        case .unsigned(let number):
            appendHead(major: 0, argument: number)
        case .negative(let number):
            appendHead(major: 1, argument: number)
        case .bytes(let content):
            content.withUnsafeBufferPointer { appendString(major: 2, $0) }
        case .text(let text):
            appendText(text)
        case .array(let items):
            guard depth < state.maximumDepth else { throw .nestingTooDeep(limit: state.maximumDepth, path: "") }
            appendHead(major: 4, argument: UInt64(items.count))
            try items.withUnsafeBufferPointer { (elements) throws(CBOREncodingError) in
                guard let first = elements.baseAddress else { return }
                for position in 0..<elements.count {
                    do throws(CBOREncodingError) {
                        try append(at: first + position, depth: depth &+ 1, state: state)
                    } catch {
                        throw error.inside("[\(position)]")
                    }
                }
            }
        case .map(let map):
            guard depth < state.maximumDepth else { throw .nestingTooDeep(limit: state.maximumDepth, path: "") }
            try appendMap(map, depth: depth, state: state)
        case .tagged(let tag, let content):
            guard depth < state.maximumDepth else { throw .nestingTooDeep(limit: state.maximumDepth, path: "") }
            appendHead(major: 6, argument: tag.rawValue)
            do {
                try append(content, depth: depth &+ 1, state: state)
            } catch {
                throw error.inside("(tag \(tag))")
            }
        case .simple(let simple):
            appendHead(major: 7, argument: UInt64(simple.rawValue))
        case .bool(let flag):
            append(flag ? 0xf5 : 0xf4)
        case .null:
            append(0xf6)
        case .undefined:
            append(0xf7)
        case .float(let number):
            appendFloat(number)
        }
    }

    /// A text string's head and UTF-8 bytes, copied straight from the string's storage.
    @inline(__always)
    mutating func appendText(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { appendString(major: 3, $0) }
        if copied == nil {
            // A string bridged from another representation has no contiguous UTF-8 to borrow.
            let utf8 = Array(text.utf8)
            utf8.withUnsafeBufferPointer { appendString(major: 3, $0) }
        }
    }

    private mutating func appendMap(_ map: CBORMap, depth: Int, state: ValueEncodingState) throws(CBOREncodingError) {
        let sorting = state.deterministic && map.entries.count > 1
        appendHead(major: 5, argument: UInt64(map.entries.count))
        var spans: [EncodedEntrySpan] = []
        if sorting { spans.reserveCapacity(map.entries.count) }
        try map.entries.withUnsafeBufferPointer { (entries) throws(CBOREncodingError) in
            guard let first = entries.baseAddress else { return }
            for index in 0..<entries.count {
                let (key, value) = state.entryLayout.fields(of: first + index)
                let keyStart = count
                do throws(CBOREncodingError) {
                    try append(at: key, depth: depth &+ 1, state: state)
                    let keyEnd = count
                    try append(at: value, depth: depth &+ 1, state: state)
                    if sorting { spans.append(EncodedEntrySpan(keyStart: keyStart, keyEnd: keyEnd, end: count)) }
                } catch {
                    throw error.inside("[\(abbreviatedDiagnostic(key.pointee))]")
                }
            }
        }
        if sorting, let duplicate = MapSorting.sortEntries(in: &self, spans: spans, order: state.keyOrder) {
            throw .duplicateMapKey(key: map.entries[duplicate].key, path: "")
        }
    }
}

/// Where a map entry's key and value lie inside it, so the encoder can point at them. Made once
/// per message (reading a static constant costs a lazy-initialisation check each time).
struct EntryLayout {
    // `offset(of:)` answers for every stored property of a struct; the fallbacks are the
    // declaration-order layout it reports, so that this stays total without a trap.
    private let keyOffset = MemoryLayout<CBORMap.Entry>.offset(of: \.key) ?? 0
    private let valueOffset = MemoryLayout<CBORMap.Entry>.offset(of: \.value) ?? MemoryLayout<CBOR>.stride

    @inline(__always)
    func fields(of entry: UnsafePointer<CBORMap.Entry>) -> (key: UnsafePointer<CBOR>, value: UnsafePointer<CBOR>) {
        let raw = UnsafeRawPointer(entry)
        return (
            (raw + keyOffset).assumingMemoryBound(to: CBOR.self),
            (raw + valueOffset).assumingMemoryBound(to: CBOR.self)
        )
    }
}

/// The options the recursive writer consults, unpacked once per call.
struct ValueEncodingState {
    let deterministic: Bool
    let keyOrder: CBORMapKeyOrder
    let maximumDepth: Int
    let entryLayout = EntryLayout()

    init(options: CBOREncodingOptions) {
        deterministic = options.deterministic
        keyOrder = options.mapKeyOrder
        maximumDepth = options.maximumDepth
    }
}

extension CBOREncodingError {
    /// The same error one level further out, so the message can say where it happened without
    /// the encoder tracking a path on the success path.
    func inside(_ component: String) -> CBOREncodingError {
        switch self {
        case let .duplicateMapKey(key, path): .duplicateMapKey(key: key, path: component + path)
        case let .nestingTooDeep(limit, path): .nestingTooDeep(limit: limit, path: component + path)
        }
    }
}
