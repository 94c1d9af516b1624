import BigInt
import BigNum
import ByteTools

/// Decodes values of wire types at expected types, applying the spec's coercion rules, and
/// skips the values nobody asked for. Every value decoded or skipped is charged to the quotas
/// of ``CandidDecodingOptions`` before any work is done for it.
struct BinaryValueReader {
    var reader: ByteReader
    let options: CandidDecodingOptions
    let wire: TypeGraph
    let expected: TypeGraph
    var subtypes: SubtypeChecker
    var cost = 0
    var skipped = 0
    var depth = 0
    var path: [CandidPathComponent] = []
    var zeroSized: [Int: Int?] = [:]
    /// Values of zero-sized wire types already decoded, with the depth they were decoded at (a
    /// reuse no deeper cannot break the depth limit that the first decode respected).
    var zeroSizedValues: [ZeroSizedKey: (value: CandidValue, depth: Int)] = [:]

    struct ZeroSizedKey: Hashable {
        let wire: Int
        let expected: Int
    }

    init(reader: ByteReader, options: CandidDecodingOptions, wire: TypeGraph, expected: TypeGraph) {
        self.reader = reader
        self.options = options
        self.wire = wire
        self.expected = expected
        self.subtypes = SubtypeChecker(wire: wire, expected: expected, maxDepth: options.maxDepth)
    }

    // MARK: Accounting

    mutating func charge(_ units: Int, skipping: Bool) throws(CandidDecodingError) {
        let (total, overflow) = cost.addingReportingOverflow(units)
        guard !overflow, total <= options.decodingQuota else {
            throw .limitExceeded(offset: reader.offset, limit: "decoding quota", value: options.decodingQuota)
        }
        cost = total
        if skipping {
            let (skippedTotal, skipOverflow) = skipped.addingReportingOverflow(units)
            guard !skipOverflow, skippedTotal <= options.skippingQuota else {
                throw .limitExceeded(offset: reader.offset, limit: "skipping quota", value: options.skippingQuota)
            }
            skipped = skippedTotal
        }
    }

    mutating func enter() throws(CandidDecodingError) {
        depth += 1
        guard depth <= options.maxDepth else {
            throw .limitExceeded(offset: reader.offset, limit: "nesting depth", value: options.maxDepth)
        }
    }

    func mismatch(_ wireNode: Int, _ expectedNode: Int) -> CandidDecodingError {
        .typeMismatch(
            offset: reader.offset, expected: TypeGraphPrinter.describe(expected, expectedNode),
            actual: TypeGraphPrinter.describe(wire, wireNode), path: path)
    }

    // MARK: Decoding at an expected type

    mutating func decode(_ w: Int, _ e: Int) throws(CandidDecodingError) -> CandidValue {
        // A zero-sized wire type (records of nulls, however nested) reads no bytes, so its value
        // at a given expected type is always the same: decoded once, then reused with its whole
        // cost charged at once. Without this, a type table that doubles per level (`record {
        // t; t }` twenty deep) made every such value 2^20 nodes of real work within the quota
        // (found by fuzz-candid-decode).
        if let cost = zeroSizedCost(w), cost > 1 {
            let key = ZeroSizedKey(wire: w, expected: e)
            if let known = zeroSizedValues[key], depth <= known.depth {
                try charge(cost, skipping: false)
                return known.value
            }
            let value = try decodeValue(w, e)
            zeroSizedValues[key] = (value, depth)
            return value
        }
        return try decodeValue(w, e)
    }

    private mutating func decodeValue(_ w: Int, _ e: Int) throws(CandidDecodingError) -> CandidValue {
        try enter()
        defer { depth -= 1 }
        switch expected[e] {
        case .primitive(.reserved):
            try skip(w)
            return .reserved
        case .opt(let inner):
            return try decodeOptional(w, inner)
        default:
            break
        }
        try charge(1, skipping: false)
        switch (wire[w], expected[e]) {
        case let (.primitive(actual), .primitive(wanted)):
            if actual == wanted { return try readPrimitive(actual) }
            if actual == .nat, wanted == .int, case .nat(let value) = try readPrimitive(.nat) {
                return .int(BigInt(value))
            }
            throw mismatch(w, e)
        case (.service, .primitive(.principal)):
            return .principal(try readReference(kind: "service"))
        case let (.vec(wireElement), .vec(expectedElement)):
            return try decodeVector(wireElement, expectedElement)
        case let (.record(wireFields), .record(expectedFields)):
            return try decodeRecord(wireFields, expectedFields)
        case let (.variant(wireFields), .variant(expectedFields)):
            let indexOffset = reader.offset
            let index = try WireTypeTableReader.readUnsigned(&reader)
            guard index < UInt64(wireFields.count) else {
                throw .invalidValue(
                    offset: indexOffset, reason: "variant index \(index) out of range (\(wireFields.count) cases)",
                    path: path)
            }
            let field = wireFields[Int(index)]
            guard let target = expectedFields.first(where: { $0.label.id == field.label.id }) else {
                throw .typeMismatch(
                    offset: indexOffset, expected: TypeGraphPrinter.describe(expected, e),
                    actual: "variant case \(field.label)", path: path)
            }
            path.append(.variantCase(target.label))
            defer { path.removeLast() }
            return .variant(CandidField(target.label, try decode(field.node, target.node)))
        case (.function, .function):
            guard try subtypes.isSubtype(w, e) else { throw mismatch(w, e) }
            return try readFunction()
        case (.service, .service):
            guard try subtypes.isSubtype(w, e) else { throw mismatch(w, e) }
            return .service(try readReference(kind: "service"))
        default:
            throw mismatch(w, e)
        }
    }

    /// `opt`: null and reserved give null; `opt v` coerces or, if its type does not fit, gives
    /// null; any other value is tried at the content type ("special opt rule").
    private mutating func decodeOptional(_ w: Int, _ inner: Int) throws(CandidDecodingError) -> CandidValue {
        try charge(1, skipping: false)
        switch wire[w] {
        case .primitive(.null), .primitive(.reserved):
            return .opt(nil)
        case .opt(let wireInner):
            let offset = reader.offset
            let flag = try WireTypeTableReader.byte(&reader, expected: "an option flag")
            switch flag {
            case 0: return .opt(nil)
            case 1:
                path.append(.optional)
                defer { path.removeLast() }
                return try decodeOrNull(wireInner, inner)
            default:
                throw .invalidValue(offset: offset, reason: "option flag \(flag) is neither 0 nor 1", path: path)
            }
        default:
            return try decodeOrNull(w, inner)
        }
    }

    /// Coercion under `opt` is decided per value (`variant {0; 1}` value `0` fits `variant {0}`),
    /// so the value is decoded and, if it does not fit, read again as a skipped value, which
    /// still rejects malformed bytes. Limits are never recovered from.
    private mutating func decodeOrNull(_ w: Int, _ inner: Int) throws(CandidDecodingError) -> CandidValue {
        let start = reader.offset
        let savedPath = path
        let savedDepth = depth
        do {
            return .opt(try decode(w, inner))
        } catch {
            switch error {
            case .typeMismatch, .missing:
                do { try reader.moveOffset(to: start) } catch {
                    throw .invalidValue(offset: start, reason: "cannot rewind", path: path)
                }
                path = savedPath
                depth = savedDepth
                try skip(w)
                return .opt(nil)
            default:
                throw error
            }
        }
    }

    private mutating func decodeVector(_ wireElement: Int, _ expectedElement: Int) throws(CandidDecodingError)
        -> CandidValue
    {
        let countOffset = reader.offset
        let rawCount = try WireTypeTableReader.readUnsigned(&reader)
        guard rawCount <= UInt64(options.decodingQuota) else {
            throw .limitExceeded(
                offset: countOffset, limit: "decoding quota (vector of \(rawCount))", value: options.decodingQuota)
        }
        let count = Int(rawCount)
        if case .primitive(.nat8) = wire[wireElement], case .primitive(.nat8) = expected[expectedElement] {
            do { return .blob(try reader.readBytes(count: count)) } catch {
                throw .truncated(offset: countOffset, expected: "a blob of \(count) byte(s)")
            }
        }
        try charge(count, skipping: false)
        if zeroSizedCost(wireElement) != nil, count > options.maxZeroSizedElements {
            throw .limitExceeded(
                offset: countOffset, limit: "elements in a vector of zero-sized values (\(count))",
                value: options.maxZeroSizedElements)
        }
        if case .primitive(let type) = wire[wireElement], case .primitive(type) = expected[expectedElement] {
            let before = cost
            if let numbers = readFixedWidth(count, type) { return numbers }
            cost = before
        }
        var elements: [CandidValue] = []
        elements.reserveCapacity(Swift.min(count, reader.remaining))
        for index in 0..<count {
            path.append(.element(index))
            elements.append(try decode(wireElement, expectedElement))
            path.removeLast()
        }
        return .vec(elements)
    }

    /// `count` numbers of a fixed-width primitive type copied into one array (``CandidNumbers``),
    /// when decoding them one by one could not fail: the depth, the quota and the bytes all
    /// suffice. Otherwise nil, and the general loop decodes them (and reports the failure at the
    /// element where it happens).
    private mutating func readFixedWidth(_ count: Int, _ type: PrimitiveType) -> CandidValue? {
        guard let width = type.fixedWidth, width > 0, type != .nat8, depth < options.maxDepth else { return nil }
        let (bytes, bytesOverflow) = count.multipliedReportingOverflow(by: width)
        let (total, costOverflow) = cost.addingReportingOverflow(count)
        guard !bytesOverflow, bytes <= reader.remaining, !costOverflow, total <= options.decodingQuota else {
            return nil
        }
        // The general loop charges one unit per element, as here.
        cost = total
        // The bytes are known to be there: one bounds check for the vector, then a copy.
        return reader.withUnsafeUnreadBytes { unread, _ in
            let raw = UnsafeRawBufferPointer(unread)
            func numbers<T: FixedWidthInteger>(_: T.Type) -> [T] {
                [T](unsafeUninitializedCapacity: count) { buffer, initialized in
                    #if _endian(little)
                        UnsafeMutableRawBufferPointer(buffer).copyMemory(
                            from: UnsafeRawBufferPointer(rebasing: raw[0..<bytes]))
                    #else
                        for index in 0..<count {
                            buffer[index] = T(
                                littleEndian: raw.loadUnaligned(
                                    fromByteOffset: index &* MemoryLayout<T>.size, as: T.self))
                        }
                    #endif
                    initialized = count
                }
            }
            let value: CandidNumbers
            switch type {
            case .nat16: value = .nat16(numbers(UInt16.self))
            case .nat32: value = .nat32(numbers(UInt32.self))
            case .nat64: value = .nat64(numbers(UInt64.self))
            case .int8: value = .int8(numbers(Int8.self))
            case .int16: value = .int16(numbers(Int16.self))
            case .int32: value = .int32(numbers(Int32.self))
            case .int64: value = .int64(numbers(Int64.self))
            case .float32: value = .float32(numbers(UInt32.self).map(Float.init(bitPattern:)))
            case .float64: value = .float64(numbers(UInt64.self).map(Double.init(bitPattern:)))
            default: return (result: nil, consumed: 0)
            }
            return (result: .numbers(value), consumed: bytes)
        }
    }

    private mutating func decodeRecord(_ wireFields: [TypeGraph.Field], _ expectedFields: [TypeGraph.Field])
        throws(CandidDecodingError) -> CandidValue
    {
        var values: [CandidField] = []
        values.reserveCapacity(expectedFields.count)
        var next = 0
        for field in wireFields {
            // Both lists are sorted by id, so one pass pairs them up.
            while next < expectedFields.count, expectedFields[next].label.id < field.label.id {
                try appendMissing(expectedFields[next], to: &values)
                next += 1
            }
            if next < expectedFields.count, expectedFields[next].label.id == field.label.id {
                let target = expectedFields[next]
                path.append(.field(target.label))
                values.append(CandidField(target.label, try decode(field.node, target.node)))
                path.removeLast()
                next += 1
            } else {
                try skip(field.node)
            }
        }
        while next < expectedFields.count {
            try appendMissing(expectedFields[next], to: &values)
            next += 1
        }
        return .record(values)
    }

    private func appendMissing(_ field: TypeGraph.Field, to values: inout [CandidField]) throws(CandidDecodingError) {
        guard let value = expected.defaultValue(field.node) else {
            throw .missing(
                offset: reader.offset,
                what: "field \(field.label) of type \(TypeGraphPrinter.describe(expected, field.node))", path: path)
        }
        values.append(CandidField(field.label, value))
    }

    // MARK: Primitive values

    mutating func readPrimitive(_ type: PrimitiveType) throws(CandidDecodingError) -> CandidValue {
        let offset = reader.offset
        do {
            switch type {
            case .null: return .null
            case .reserved: return .reserved
            case .empty:
                throw CandidDecodingError.invalidValue(offset: offset, reason: "type empty has no values", path: path)
            case .bool:
                let byte = try WireTypeTableReader.byte(&reader, expected: "a bool")
                guard byte <= 1 else {
                    throw CandidDecodingError.invalidValue(
                        offset: offset, reason: "bool byte \(byte) is neither 0 nor 1", path: path)
                }
                return .bool(byte == 1)
            case .nat:
                do {
                    return .nat(
                        try reader.readLEB128(BigUInt.self, encoding: .lenient, maxBytes: options.maxIntegerBytes))
                } catch {
                    throw WireTypeTableReader.numberError(error, offset)
                }
            case .int:
                do {
                    return .int(
                        try reader.readSLEB128(BigInt.self, encoding: .lenient, maxBytes: options.maxIntegerBytes))
                } catch {
                    throw WireTypeTableReader.numberError(error, offset)
                }
            case .nat8: return .nat8(try fixed(UInt8.self))
            case .nat16: return .nat16(try fixed(UInt16.self))
            case .nat32: return .nat32(try fixed(UInt32.self))
            case .nat64: return .nat64(try fixed(UInt64.self))
            case .int8: return .int8(try fixed(Int8.self))
            case .int16: return .int16(try fixed(Int16.self))
            case .int32: return .int32(try fixed(Int32.self))
            case .int64: return .int64(try fixed(Int64.self))
            case .float32: return .float32(Float(bitPattern: try fixed(UInt32.self)))
            case .float64: return .float64(Double(bitPattern: try fixed(UInt64.self)))
            case .text:
                do {
                    return .text(String(decoding: try WireTypeTableReader.readText(&reader), as: UTF8.self))
                } catch .invalidValue(let offset, let reason, _) {
                    throw CandidDecodingError.invalidValue(offset: offset, reason: reason, path: path)
                }
            case .principal: return .principal(try readReference(kind: "principal"))
            }
        } catch let error as CandidDecodingError {
            throw error
        } catch {
            throw CandidDecodingError.invalidValue(offset: offset, reason: "\(error)", path: path)
        }
    }

    private mutating func fixed<T: FixedWidthInteger>(_: T.Type) throws(CandidDecodingError) -> T {
        do { return try reader.readInteger(T.self, endian: .little) } catch {
            throw .truncated(offset: reader.offset, expected: "\(T.bitWidth / 8)-byte number")
        }
    }

    /// A principal reference: flag 1 (0 would be an opaque reference), a length and the bytes.
    mutating func readReference(kind: String) throws(CandidDecodingError) -> CandidPrincipal {
        let offset = reader.offset
        let flag = try WireTypeTableReader.byte(&reader, expected: "a \(kind) reference flag")
        guard flag == 1 else {
            throw .invalidValue(
                offset: offset,
                reason: "\(kind) reference flag \(flag) (only 1, a transparent reference, is supported)", path: path)
        }
        let lengthOffset = reader.offset
        let length = try WireTypeTableReader.readUnsigned(&reader)
        guard length <= UInt64(CandidPrincipal.maxByteCount) else {
            throw .invalidValue(
                offset: lengthOffset,
                reason: "principal of \(length) bytes is longer than \(CandidPrincipal.maxByteCount)", path: path)
        }
        do {
            return try CandidPrincipal(bytes: try reader.readBytes(count: Int(length)))
        } catch {
            throw .truncated(offset: lengthOffset, expected: "\(length) principal byte(s)")
        }
    }

    mutating func readFunction() throws(CandidDecodingError) -> CandidValue {
        let offset = reader.offset
        let flag = try WireTypeTableReader.byte(&reader, expected: "a function reference flag")
        guard flag == 1 else {
            throw .invalidValue(
                offset: offset, reason: "function reference flag \(flag) (only 1 is supported)", path: path)
        }
        let principal = try readReference(kind: "function")
        let method: [UInt8]
        do { method = try WireTypeTableReader.readText(&reader) } catch .invalidValue(let offset, let reason, _) {
            throw .invalidValue(offset: offset, reason: reason, path: path)
        }
        return .function(principal, method: String(decoding: method, as: UTF8.self))
    }

    // MARK: Zero-sized types

    /// For a wire type whose values occupy no bytes (`null`, `reserved`, records of such
    /// fields), how many values one of its values contains; nil for any other type.
    mutating func zeroSizedCost(_ node: Int) -> Int? {
        if let known = zeroSized[node] { return known }
        var visiting: Set<Int> = []
        let cost = computeZeroSizedCost(node, &visiting, depth: 0)
        zeroSized[node] = .some(cost)
        return cost
    }

    private mutating func computeZeroSizedCost(_ node: Int, _ visiting: inout Set<Int>, depth: Int) -> Int? {
        if let known = zeroSized[node] { return known }
        guard depth < 64 else { return nil }
        switch wire[node] {
        case .primitive(.null), .primitive(.reserved): return 1
        case .record(let fields):
            // A recursive zero-sized record has no finite value; let the decoder's depth
            // guard report it.
            guard visiting.insert(node).inserted else { return nil }
            defer { visiting.remove(node) }
            var total = 1
            for field in fields {
                guard let cost = computeZeroSizedCost(field.node, &visiting, depth: depth + 1) else { return nil }
                let (sum, overflow) = total.addingReportingOverflow(cost)
                total = overflow ? Int.max : sum
            }
            // Shared children (`record { 0 : T; 1 : T }`) are costed once: memoise.
            zeroSized[node] = .some(total)
            return total
        default: return nil
        }
    }

    // MARK: Skipping

    /// Reads past a value of wire type `w`, validating it as fully as decoding would.
    mutating func skip(_ w: Int) throws(CandidDecodingError) {
        try enter()
        defer { depth -= 1 }
        try charge(1, skipping: true)
        switch wire[w] {
        case .primitive(let type):
            switch type {
            case .nat8, .int8: try skipBytes(1)
            case .nat16, .int16: try skipBytes(2)
            case .nat32, .int32, .float32: try skipBytes(4)
            case .nat64, .int64, .float64: try skipBytes(8)
            default: _ = try readPrimitive(type)
            }
        case .opt(let inner):
            let offset = reader.offset
            let flag = try WireTypeTableReader.byte(&reader, expected: "an option flag")
            guard flag <= 1 else {
                throw .invalidValue(offset: offset, reason: "option flag \(flag) is neither 0 nor 1", path: path)
            }
            if flag == 1 { try skip(inner) }
        case .vec(let element):
            let countOffset = reader.offset
            let rawCount = try WireTypeTableReader.readUnsigned(&reader)
            guard rawCount <= UInt64(options.decodingQuota) else {
                throw .limitExceeded(
                    offset: countOffset, limit: "decoding quota (vector of \(rawCount))", value: options.decodingQuota)
            }
            let count = Int(rawCount)
            if case .primitive(let type) = wire[element], let width = type.fixedWidth, width > 0 {
                let (total, overflow) = count.multipliedReportingOverflow(by: width)
                guard !overflow else { throw .truncated(offset: countOffset, expected: "\(count) vector element(s)") }
                try skipBytes(total)
                return
            }
            // Zero-sized elements are what space bombs are made of: charge them all up front.
            try charge(count, skipping: true)
            if let each = zeroSizedCost(element) {
                let (total, overflow) = count.multipliedReportingOverflow(by: each)
                try charge(overflow ? Int.max : total, skipping: true)
                return
            }
            for _ in 0..<count { try skip(element) }
        case .record(let fields):
            if let each = zeroSizedCost(w) {
                try charge(each - 1, skipping: true)
                return
            }
            for field in fields { try skip(field.node) }
        case .variant(let fields):
            let offset = reader.offset
            let index = try WireTypeTableReader.readUnsigned(&reader)
            guard index < UInt64(fields.count) else {
                throw .invalidValue(
                    offset: offset, reason: "variant index \(index) out of range (\(fields.count) cases)", path: path)
            }
            try skip(fields[Int(index)].node)
        case .function:
            _ = try readFunction()
        case .service:
            _ = try readReference(kind: "service")
        case .future:
            let byteCount = try WireTypeTableReader.readUnsigned(&reader)
            _ = try WireTypeTableReader.readUnsigned(&reader)
            guard byteCount <= UInt64(reader.remaining) else {
                throw .truncated(offset: reader.offset, expected: "\(byteCount) byte(s) of a future value")
            }
            try skipBytes(Int(byteCount))
        case .pending:
            throw .invalidTypeTable(offset: reader.offset, reason: "unresolved type")
        }
    }

    private mutating func skipBytes(_ count: Int) throws(CandidDecodingError) {
        do { try reader.skip(count) } catch { throw .truncated(offset: reader.offset, expected: "\(count) byte(s)") }
    }
}

extension PrimitiveType {
    /// Bytes a value takes when the size does not depend on the value.
    var fixedWidth: Int? {
        switch self {
        case .nat8, .int8: return 1
        case .nat16, .int16: return 2
        case .nat32, .int32, .float32: return 4
        case .nat64, .int64, .float64: return 8
        case .null, .reserved: return 0
        default: return nil
        }
    }
}
