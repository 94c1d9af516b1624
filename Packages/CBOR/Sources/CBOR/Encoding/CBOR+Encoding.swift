extension CBOR {
    /// The encoded bytes: preferred serialisation, definite lengths, keys in insertion order
    /// unless ``CBOREncodingOptions/deterministic-property`` sorts them.
    ///
    /// - Throws: ``CBOREncodingError`` only for values nested deeper than the limit, or, when
    ///   encoding deterministically, maps with repeated keys.
    public func encoded(options: CBOREncodingOptions = .default) throws(CBOREncodingError) -> [UInt8] {
        var writer = CBORWriter(reservingCapacity: 128)
        if options.selfDescribe { writer.writeTag(.selfDescribeCBOR) }
        try writer.write(self, options: options)
        return writer.bytes
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
        let state = ValueEncodingState(options: options)
        try write(value, depth: 0, state: state)
    }

    mutating func write(_ value: CBOR, depth: Int, state: ValueEncodingState) throws(CBOREncodingError) {
        switch value {
        case .unsigned(let number):
            writeHead(major: 0, argument: number)
        case .negative(let number):
            writeHead(major: 1, argument: number)
        case .bytes(let content):
            writeHead(major: 2, argument: UInt64(content.count))
            bytes.append(contentsOf: content)
        case .text(let text):
            writeText(text)
        case .array(let items):
            guard depth < state.maximumDepth else { throw .nestingTooDeep(limit: state.maximumDepth, path: "") }
            writeHead(major: 4, argument: UInt64(items.count))
            for (position, item) in items.enumerated() {
                do {
                    try write(item, depth: depth &+ 1, state: state)
                } catch {
                    throw error.inside("[\(position)]")
                }
            }
        case .map(let map):
            guard depth < state.maximumDepth else { throw .nestingTooDeep(limit: state.maximumDepth, path: "") }
            try writeMap(map, depth: depth, state: state)
        case .tagged(let tag, let content):
            guard depth < state.maximumDepth else { throw .nestingTooDeep(limit: state.maximumDepth, path: "") }
            writeHead(major: 6, argument: tag.rawValue)
            do {
                try write(content, depth: depth &+ 1, state: state)
            } catch {
                throw error.inside("(tag \(tag))")
            }
        case .simple(let simple):
            writeSimple(simple)
        case .bool(let flag):
            bytes.append(flag ? 0xf5 : 0xf4)
        case .null:
            bytes.append(0xf6)
        case .undefined:
            bytes.append(0xf7)
        case .float(let number):
            writeFloat(number)
        }
    }

    private mutating func writeMap(_ map: CBORMap, depth: Int, state: ValueEncodingState) throws(CBOREncodingError) {
        let entries = map.entries
        writeHead(major: 5, argument: UInt64(entries.count))
        guard state.deterministic, entries.count > 1 else {
            for entry in entries {
                do {
                    try write(entry.key, depth: depth &+ 1, state: state)
                    try write(entry.value, depth: depth &+ 1, state: state)
                } catch {
                    throw error.inside("[\(abbreviatedDiagnostic(entry.key))]")
                }
            }
            return
        }
        var spans: [EncodedEntrySpan] = []
        spans.reserveCapacity(entries.count)
        for entry in entries {
            let keyStart = bytes.count
            do {
                try write(entry.key, depth: depth &+ 1, state: state)
                let keyEnd = bytes.count
                try write(entry.value, depth: depth &+ 1, state: state)
                spans.append(EncodedEntrySpan(keyStart: keyStart, keyEnd: keyEnd, end: bytes.count))
            } catch {
                throw error.inside("[\(abbreviatedDiagnostic(entry.key))]")
            }
        }
        if let duplicate = MapSorting.sortEntries(in: &bytes, spans: spans, order: state.keyOrder) {
            throw .duplicateMapKey(key: entries[duplicate].key, path: "")
        }
    }
}

/// The options the recursive writer consults, unpacked once per call.
struct ValueEncodingState {
    let deterministic: Bool
    let keyOrder: CBORMapKeyOrder
    let maximumDepth: Int

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
