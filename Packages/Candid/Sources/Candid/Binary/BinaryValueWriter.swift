import BigInt
import BigNum

/// Serialises values at types: a deduplicated type table (identical types and names share an
/// entry, so recursive types stay finite), the argument types, then the values.
struct BinaryValueWriter {
    /// Deepest value the encoder writes; it recurses per level, and nothing deeper would decode
    /// with default options anyway.
    static let maxDepth = 512

    let graph: TypeGraph
    var tableIndex: [Int: Int] = [:]
    var output: [UInt8] = []
    var path: [CandidPathComponent] = []
    var depth = 0

    static func encode(_ values: [CandidValue], types: [CandidType], environment: CandidTypeEnvironment)
        throws(CandidEncodingError) -> [UInt8]
    {
        guard values.count == types.count else { throw .argumentCount(values: values.count, types: types.count) }
        var builder = TypeGraphBuilder(environment: environment, maxDepth: maxDepth)
        var nodes: [Int] = []
        do {
            for type in types { nodes.append(try builder.add(type)) }
        } catch {
            throw .invalidType(error)
        }
        var encoder = BinaryValueWriter(graph: builder.graph)
        encoder.output = CandidBinary.magic
        encoder.writeTable(arguments: nodes)
        for (index, value) in values.enumerated() {
            encoder.path = [.argument(index)]
            try encoder.write(value, nodes[index])
        }
        return encoder.output
    }

    // MARK: Type table

    mutating func writeTable(arguments: [Int]) {
        // Breadth-first from the arguments: every reachable constructor node gets an entry.
        var order: [Int] = []
        var queue = arguments
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            guard node >= TypeGraph.primitiveCount, tableIndex[node] == nil else { continue }
            tableIndex[node] = order.count
            order.append(node)
            queue.append(contentsOf: children(of: node))
        }
        LEB128.encode(UInt64(order.count), into: &output)
        for node in order {
            switch graph[node] {
            case .opt(let inner):
                SLEB128.encode(Int64(ConstructorCode.opt.rawValue), into: &output)
                writeRef(inner)
            case .vec(let inner):
                SLEB128.encode(Int64(ConstructorCode.vec.rawValue), into: &output)
                writeRef(inner)
            case .record(let fields), .variant(let fields):
                let isRecord: Bool
                if case .record = graph[node] { isRecord = true } else { isRecord = false }
                SLEB128.encode(
                    Int64((isRecord ? ConstructorCode.record : ConstructorCode.variant).rawValue), into: &output)
                LEB128.encode(UInt64(fields.count), into: &output)
                for field in fields {
                    LEB128.encode(field.label.id, into: &output)
                    writeRef(field.node)
                }
            case let .function(arguments, results, modes):
                SLEB128.encode(Int64(ConstructorCode.function.rawValue), into: &output)
                LEB128.encode(UInt64(arguments.count), into: &output)
                for argument in arguments { writeRef(argument) }
                LEB128.encode(UInt64(results.count), into: &output)
                for result in results { writeRef(result) }
                LEB128.encode(UInt64(modes.count), into: &output)
                for mode in modes { output.append(mode.rawValue) }
            case .service(let methods):
                SLEB128.encode(Int64(ConstructorCode.service.rawValue), into: &output)
                LEB128.encode(UInt64(methods.count), into: &output)
                for method in methods {
                    let name = Array(method.name.utf8)
                    LEB128.encode(UInt64(name.count), into: &output)
                    output.append(contentsOf: name)
                    writeRef(method.node)
                }
            case .primitive, .future, .pending:
                // Never in the table: primitives are written inline, the others only come from the wire.
                SLEB128.encode(Int64(PrimitiveType.reserved.rawValue), into: &output)
            }
        }
        LEB128.encode(UInt64(arguments.count), into: &output)
        for argument in arguments { writeRef(argument) }
    }

    private func children(of node: Int) -> [Int] {
        switch graph[node] {
        case .opt(let inner), .vec(let inner): return [inner]
        case .record(let fields), .variant(let fields): return fields.map(\.node)
        case let .function(arguments, results, _): return arguments + results
        case .service(let methods): return methods.map(\.node)
        default: return []
        }
    }

    private mutating func writeRef(_ node: Int) {
        if case .primitive(let type) = graph[node] {
            SLEB128.encode(Int64(type.rawValue), into: &output)
        } else {
            // Table indices are signed LEB128 like the primitive opcodes: 64 is `c0 00`, not `40`.
            SLEB128.encode(Int64(tableIndex[node] ?? 0), into: &output)
        }
    }

    // MARK: Values

    func mismatch(_ value: CandidValue, _ node: Int) -> CandidEncodingError {
        .valueMismatch(
            expected: TypeGraphPrinter.describe(graph, node), value: CandidText.shortValue(value), path: path)
    }

    mutating func write(_ value: CandidValue, _ node: Int) throws(CandidEncodingError) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw .tooDeep(limit: Self.maxDepth, path: path) }
        switch (graph[node], value) {
        case (.primitive(.reserved), _): return
        case (.primitive(.null), .null): return
        case (.primitive(.bool), .bool(let flag)): output.append(flag ? 1 : 0)
        case (.primitive(.nat), .nat(let number)): LEB128.encode(number, into: &output)
        case (.primitive(.int), .int(let number)): SLEB128.encode(number, into: &output)
        case (.primitive(.int), .nat(let number)): SLEB128.encode(BigInt(number), into: &output)
        case (.primitive(.nat8), .nat8(let number)): output.append(number)
        case (.primitive(.nat16), .nat16(let number)): appendLittleEndian(number)
        case (.primitive(.nat32), .nat32(let number)): appendLittleEndian(number)
        case (.primitive(.nat64), .nat64(let number)): appendLittleEndian(number)
        case (.primitive(.int8), .int8(let number)): appendLittleEndian(number)
        case (.primitive(.int16), .int16(let number)): appendLittleEndian(number)
        case (.primitive(.int32), .int32(let number)): appendLittleEndian(number)
        case (.primitive(.int64), .int64(let number)): appendLittleEndian(number)
        case (.primitive(.float32), .float32(let number)): appendLittleEndian(number.bitPattern)
        case (.primitive(.float64), .float64(let number)): appendLittleEndian(number.bitPattern)
        case (.primitive(.text), .text(let string)):
            let bytes = Array(string.utf8)
            LEB128.encode(UInt64(bytes.count), into: &output)
            output.append(contentsOf: bytes)
        case (.primitive(.principal), .principal(let principal)), (.primitive(.principal), .service(let principal)):
            writePrincipal(principal)
        case (.opt, .null), (.opt, .opt(nil)): output.append(0)
        case (.opt(let inner), .opt(let some?)):
            output.append(1)
            path.append(.optional)
            try write(some, inner)
            path.removeLast()
        case (.vec(let element), .blob(let bytes)):
            guard case .primitive(.nat8) = graph[element] else { throw mismatch(value, node) }
            LEB128.encode(UInt64(bytes.count), into: &output)
            output.append(contentsOf: bytes)
        case (.vec(let element), .vec(let elements)):
            LEB128.encode(UInt64(elements.count), into: &output)
            // Elements of a fixed-width primitive type in one tight loop; the first element that
            // does not match (and everything after it) takes the general loop, which reports it.
            var start = 0
            if case .primitive(let type) = graph[element], depth < Self.maxDepth {
                start = writeFixedWidth(elements, type)
            }
            for index in start..<elements.count {
                let item = elements[index]
                path.append(.element(index))
                try write(item, element)
                path.removeLast()
            }
        case (.vec(let element), .numbers(let numbers)):
            // The compact form, written with one copy when the element type is the numbers'
            // own; any other element type (a subtype, `reserved`) goes element by element.
            guard case .primitive(let type) = graph[element], writeNumbers(numbers, as: type) else {
                try write(.vec(numbers.elements), node)
                return
            }
        case (.record(let fields), .record(let values)):
            for field in fields {
                path.append(.field(field.label))
                if let match = values.first(where: { $0.label.id == field.label.id }) {
                    try write(match.value, field.node)
                } else if graph.isNullLike(field.node) {
                    if case .opt = graph[field.node] { output.append(0) }
                } else {
                    throw .missing(what: "field \(field.label)", path: path)
                }
                path.removeLast()
            }
        case (.variant(let fields), .variant(let chosen)):
            guard let index = fields.firstIndex(where: { $0.label.id == chosen.label.id }) else {
                throw mismatch(value, node)
            }
            LEB128.encode(UInt64(index), into: &output)
            path.append(.variantCase(chosen.label))
            try write(chosen.value, fields[index].node)
            path.removeLast()
        case (.function, .function(let principal, let method)):
            output.append(1)
            writePrincipal(principal)
            let bytes = Array(method.utf8)
            LEB128.encode(UInt64(bytes.count), into: &output)
            output.append(contentsOf: bytes)
        case (.service, .service(let principal)), (.service, .principal(let principal)):
            writePrincipal(principal)
        default:
            throw mismatch(value, node)
        }
    }

    /// Writes a compact vector whose numbers are of `type`: the count and then the numbers,
    /// little-endian, in one copy on little-endian machines. False, writing nothing, for any
    /// other element type.
    private mutating func writeNumbers(_ numbers: CandidNumbers, as type: PrimitiveType) -> Bool {
        func copy<T: FixedWidthInteger>(_ values: [T]) {
            LEB128.encode(UInt64(values.count), into: &output)
            #if _endian(little)
                values.withUnsafeBytes { output.append(contentsOf: $0) }
            #else
                for value in values { withUnsafeBytes(of: value.littleEndian) { output.append(contentsOf: $0) } }
            #endif
        }
        switch (numbers, type) {
        case (.nat16(let values), .nat16): copy(values)
        case (.nat32(let values), .nat32): copy(values)
        case (.nat64(let values), .nat64): copy(values)
        case (.int8(let values), .int8): copy(values)
        case (.int16(let values), .int16): copy(values)
        case (.int32(let values), .int32): copy(values)
        case (.int64(let values), .int64): copy(values)
        case (.float32(let values), .float32): copy(values.map(\.bitPattern))
        case (.float64(let values), .float64): copy(values.map(\.bitPattern))
        default: return false
        }
        return true
    }

    /// Writes the leading elements whose case matches the fixed-width `type` exactly as `write`
    /// would, and returns how many it wrote.
    private mutating func writeFixedWidth(_ elements: [CandidValue], _ type: PrimitiveType) -> Int {
        switch type {
        case .nat64:
            return writeFixed(elements, UInt64.self) { if case .nat64(let number) = $0 { number } else { nil } }
        case .int64: return writeFixed(elements, Int64.self) { if case .int64(let number) = $0 { number } else { nil } }
        case .nat32:
            return writeFixed(elements, UInt32.self) { if case .nat32(let number) = $0 { number } else { nil } }
        case .int32: return writeFixed(elements, Int32.self) { if case .int32(let number) = $0 { number } else { nil } }
        case .nat16:
            return writeFixed(elements, UInt16.self) { if case .nat16(let number) = $0 { number } else { nil } }
        case .int16: return writeFixed(elements, Int16.self) { if case .int16(let number) = $0 { number } else { nil } }
        case .nat8: return writeFixed(elements, UInt8.self) { if case .nat8(let number) = $0 { number } else { nil } }
        case .int8: return writeFixed(elements, Int8.self) { if case .int8(let number) = $0 { number } else { nil } }
        case .float64:
            return writeFixed(elements, UInt64.self) {
                if case .float64(let number) = $0 { number.bitPattern } else { nil }
            }
        case .float32:
            return writeFixed(elements, UInt32.self) {
                if case .float32(let number) = $0 { number.bitPattern } else { nil }
            }
        default: return 0
        }
    }

    /// Stores the numbers straight into room made for all of them (appending the bytes of each
    /// one through a buffer was most of the cost), then gives back the room of the elements
    /// after the first one `number` rejects.
    @inline(__always)
    private mutating func writeFixed<T: FixedWidthInteger>(
        _ elements: [CandidValue], _: T.Type, _ number: (CandidValue) -> T?
    ) -> Int {
        let width = MemoryLayout<T>.size
        let start = output.count
        output.append(contentsOf: repeatElement(0, count: elements.count * width))
        var written = 0
        output.withUnsafeMutableBytes { raw in
            for index in elements.indices {
                guard let value = number(elements[index]) else { break }
                raw.storeBytes(of: value.littleEndian, toByteOffset: start + written * width, as: T.self)
                written += 1
            }
        }
        output.removeLast((elements.count - written) * width)
        return written
    }

    private mutating func writePrincipal(_ principal: CandidPrincipal) {
        output.append(1)
        LEB128.encode(UInt64(principal.bytes.count), into: &output)
        output.append(contentsOf: principal.bytes)
    }

    private mutating func appendLittleEndian<T: FixedWidthInteger>(_ number: T) {
        var rest = number.littleEndian
        withUnsafeBytes(of: &rest) { output.append(contentsOf: $0) }
    }
}
