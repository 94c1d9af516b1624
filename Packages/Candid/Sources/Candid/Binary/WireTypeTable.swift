import BigNum
import ByteTools

/// Reads the type table and argument types of a message into a ``TypeGraph``, checking every
/// count against the remaining input before reserving anything.
struct WireTypeTableReader {
    let options: CandidDecodingOptions

    func read(_ reader: inout ByteReader) throws(CandidDecodingError) -> (graph: TypeGraph, arguments: [Int]) {
        var graph = TypeGraph()
        let base = TypeGraph.primitiveCount
        let count = try readCount(&reader, what: "type table length")
        guard count <= options.maxTypeTableEntries else {
            throw .limitExceeded(
                offset: reader.offset, limit: "type table entries (\(count))", value: options.maxTypeTableEntries)
        }
        // Refs are checked after the whole table is read (entries may refer forward).
        var pendingRefs: [(offset: Int, ref: Int)] = []
        func ref(_ reader: inout ByteReader) throws(CandidDecodingError) -> Int {
            let offset = reader.offset
            let raw = try Self.readSigned(&reader)
            if raw >= 0 {
                pendingRefs.append((offset, raw))
                return base &+ raw
            }
            guard let primitive = PrimitiveType(rawValue: raw) else {
                throw .invalidTypeTable(
                    offset: offset, reason: "type reference \(raw) is neither a table index nor a primitive type")
            }
            return primitive.slot
        }
        graph.nodes.reserveCapacity(base + count)
        for _ in 0..<count {
            let opcodeOffset = reader.offset
            let opcode = try Self.readSigned(&reader)
            switch ConstructorCode(rawValue: opcode) {
            case .opt: graph.nodes.append(.opt(try ref(&reader)))
            case .vec: graph.nodes.append(.vec(try ref(&reader)))
            case .record, .variant:
                let fieldCount = try readCount(&reader, what: "field count")
                var fields: [TypeGraph.Field] = []
                fields.reserveCapacity(fieldCount)
                var previous: UInt32? = nil
                for _ in 0..<fieldCount {
                    let idOffset = reader.offset
                    let id: UInt32
                    do { id = try reader.readLEB128(UInt32.self, encoding: .lenient) } catch {
                        throw Self.numberError(error, reader.offset)
                    }
                    if let previous, id <= previous {
                        throw .invalidTypeTable(
                            offset: idOffset, reason: "field ids must be strictly increasing (\(id) after \(previous))")
                    }
                    previous = id
                    fields.append(TypeGraph.Field(label: .id(id), node: try ref(&reader)))
                }
                graph.nodes.append(opcode == ConstructorCode.record.rawValue ? .record(fields) : .variant(fields))
            case .function:
                let arguments = try refList(&reader, what: "argument count", ref: ref)
                let results = try refList(&reader, what: "result count", ref: ref)
                let annotationCount = try readCount(&reader, what: "annotation count")
                var modes: [CandidFunctionMode] = []
                for _ in 0..<annotationCount {
                    let offset = reader.offset
                    let byte = try Self.byte(&reader, expected: "function annotation")
                    guard let mode = CandidFunctionMode(rawValue: byte) else {
                        throw .invalidTypeTable(offset: offset, reason: "unknown function annotation \(byte)")
                    }
                    if !modes.contains(mode) { modes.append(mode) }
                }
                modes.sort { $0.rawValue < $1.rawValue }
                graph.nodes.append(.function(arguments: arguments, results: results, modes: modes))
            case .service:
                let methodCount = try readCount(&reader, what: "method count")
                var methods: [TypeGraph.Method] = []
                var previous: [UInt8]? = nil
                for _ in 0..<methodCount {
                    let nameOffset = reader.offset
                    let nameBytes = try Self.readText(&reader)
                    if let previous, !previous.lexicographicallyPrecedes(nameBytes) {
                        throw .invalidTypeTable(offset: nameOffset, reason: "method names must be sorted and unique")
                    }
                    previous = nameBytes
                    methods.append(
                        TypeGraph.Method(name: String(decoding: nameBytes, as: UTF8.self), node: try ref(&reader)))
                }
                graph.nodes.append(.service(methods))
            case nil:
                guard opcode < -24 else {
                    throw .invalidTypeTable(
                        offset: opcodeOffset, reason: "opcode \(opcode) cannot appear in the type table")
                }
                // A future type: a length and that many bytes we do not understand.
                let length = try readCount(&reader, what: "future type length")
                do { try reader.skip(length) } catch {
                    throw .truncated(offset: reader.offset, expected: "\(length) byte(s) of a future type")
                }
                graph.nodes.append(.future)
            }
        }
        let argumentCount = try readCount(&reader, what: "argument count")
        var arguments: [Int] = []
        arguments.reserveCapacity(argumentCount)
        for _ in 0..<argumentCount { arguments.append(try ref(&reader)) }
        for (offset, index) in pendingRefs where index >= count {
            throw .invalidTypeTable(
                offset: offset, reason: "type index \(index) is outside the table of \(count) entries")
        }
        // Service methods must be functions (checked once every entry exists).
        for node in graph.nodes {
            if case .service(let methods) = node {
                for method in methods {
                    guard case .function = graph.nodes[method.node] else {
                        throw .invalidTypeTable(
                            offset: reader.offset, reason: "method \(method.name) does not have a function type")
                    }
                }
            }
        }
        return (graph, arguments)
    }

    private func refList(
        _ reader: inout ByteReader, what: String, ref: (inout ByteReader) throws(CandidDecodingError) -> Int
    ) throws(CandidDecodingError) -> [Int] {
        let count = try readCount(&reader, what: what)
        var result: [Int] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try ref(&reader)) }
        return result
    }

    /// A count that must fit in the remaining input (every counted item takes at least a byte).
    func readCount(_ reader: inout ByteReader, what: String) throws(CandidDecodingError) -> Int {
        let offset = reader.offset
        let value = try Self.readUnsigned(&reader)
        guard value <= UInt64(reader.remaining) else {
            throw .truncated(
                offset: offset, expected: "\(value) item(s) for the \(what), only \(reader.remaining) byte(s) left")
        }
        return Int(value)
    }

    static func readUnsigned(_ reader: inout ByteReader) throws(CandidDecodingError) -> UInt64 {
        do { return try reader.readLEB128(UInt64.self, encoding: .lenient) } catch {
            throw numberError(error, reader.offset)
        }
    }

    static func readSigned(_ reader: inout ByteReader) throws(CandidDecodingError) -> Int {
        do { return Int(try reader.readSLEB128(Int64.self, encoding: .lenient)) } catch {
            throw numberError(error, reader.offset)
        }
    }

    static func byte(_ reader: inout ByteReader, expected: String) throws(CandidDecodingError) -> UInt8 {
        do { return try reader.readByte() } catch { throw .truncated(offset: reader.offset, expected: expected) }
    }

    /// A length-prefixed UTF-8 string, validated.
    static func readText(_ reader: inout ByteReader) throws(CandidDecodingError) -> [UInt8] {
        let offset = reader.offset
        let length = try readUnsigned(&reader)
        guard length <= UInt64(reader.remaining) else {
            throw .truncated(offset: offset, expected: "text of \(length) byte(s), only \(reader.remaining) left")
        }
        let start = reader.offset
        let bytes: [UInt8]
        do { bytes = try reader.readBytes(count: Int(length)) } catch {
            throw .truncated(offset: start, expected: "text")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw .invalidValue(offset: start, reason: "text is not valid UTF-8", path: [])
        }
        return bytes
    }

    static func numberError(_ error: LEB128Error, _ offset: Int) -> CandidDecodingError {
        if case .truncated(let start, _) = error { return .truncated(offset: start, expected: "a LEB128 number") }
        return .invalidNumber(offset: offset, reason: error.description)
    }
}
