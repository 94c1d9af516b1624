import BigNum
import ByteTools

/// The Candid binary format: `DIDL`, a type table, argument types, then the values.
public enum CandidBinary {
    static let magic: [UInt8] = Array("DIDL".utf8)

    /// Serialises `values` as arguments of `types` (names resolve in `environment`).
    public static func encode(
        _ values: [CandidValue], types: [CandidType], environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) throws(CandidEncodingError) -> [UInt8] {
        try BinaryValueWriter.encode(values, types: types, environment: environment)
    }

    /// Serialises `values` with types inferred from the values themselves (see
    /// ``CandidValue/inferredType``): good for tests and ad-hoc calls; pass types for anything
    /// that has empty vectors or `null` options whose real type matters.
    public static func encode(_ values: [CandidValue]) throws(CandidEncodingError) -> [UInt8] {
        try BinaryValueWriter.encode(values, types: values.map(\.inferredType), environment: CandidTypeEnvironment())
    }

    /// Decodes a message at the expected argument types, with the spec's subtyping and
    /// coercion: extra arguments and fields are skipped, missing `opt`/`null`/`reserved` ones
    /// become null, values of the wrong type inside an `opt` become null.
    public static func decode(
        _ bytes: some Sequence<UInt8>, as types: [CandidType],
        environment: CandidTypeEnvironment = CandidTypeEnvironment(),
        options: CandidDecodingOptions = CandidDecodingOptions()
    ) throws(CandidDecodingError) -> [CandidValue] {
        var builder = TypeGraphBuilder(environment: environment, maxDepth: options.maxDepth)
        var expectedNodes: [Int] = []
        do {
            for type in types { expectedNodes.append(try builder.add(type)) }
        } catch {
            throw .invalidExpectedType(error)
        }
        return try decode(Array(bytes), expected: builder.graph, nodes: expectedNodes, options: options).values
    }

    /// Decodes a message at its own wire types: the values as sent, and their types (type
    /// table entries appear in the environment as `t0`, `t1`, ...).
    public static func decode(
        _ bytes: some Sequence<UInt8>, options: CandidDecodingOptions = CandidDecodingOptions()
    ) throws(CandidDecodingError) -> CandidMessage {
        try decode(Array(bytes), expected: nil, nodes: nil, options: options)
    }

    static func decode(
        _ bytes: [UInt8], expected: TypeGraph?, nodes: [Int]?, options: CandidDecodingOptions
    ) throws(CandidDecodingError) -> CandidMessage {
        var reader = ByteReader(bytes)
        guard bytes.count >= 4, Array(bytes[0..<4]) == magic else { throw .missingMagic(offset: 0) }
        do { try reader.skip(4) } catch { throw .missingMagic(offset: 0) }
        let (wire, arguments) = try WireTypeTableReader(options: options).read(&reader)
        let expectedGraph = expected ?? wire
        let expectedNodes = nodes ?? arguments
        var decoder = BinaryValueReader(reader: reader, options: options, wire: wire, expected: expectedGraph)
        var values: [CandidValue] = []
        values.reserveCapacity(expectedNodes.count)
        for index in 0..<Swift.max(arguments.count, expectedNodes.count) {
            decoder.path = [.argument(index)]
            if index < arguments.count, index < expectedNodes.count {
                values.append(try decoder.decode(arguments[index], expectedNodes[index]))
            } else if index < arguments.count {
                try decoder.skip(arguments[index])
            } else if let value = expectedGraph.defaultValue(expectedNodes[index]) {
                values.append(value)
            } else {
                throw .missing(
                    offset: decoder.reader.offset,
                    what: "argument \(index) of type \(TypeGraphPrinter.describe(expectedGraph, expectedNodes[index]))",
                    path: [])
            }
        }
        guard decoder.reader.isAtEnd else {
            throw .trailingBytes(offset: decoder.reader.offset, count: decoder.reader.remaining)
        }
        let types = expectedNodes.map { TypeGraphPrinter.type(expectedGraph, $0) }
        return CandidMessage(values: values, types: types, environment: TypeGraphPrinter.environment(expectedGraph))
    }
}
