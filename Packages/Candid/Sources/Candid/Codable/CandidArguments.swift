import Foundation

// Messages of several values: a method's argument list and its results. Candid methods take and
// return tuples of values (`(text, nat64) -> (record { … }, opt nat)`), and a message is the
// whole tuple, so a client needs all of them at once, not the first.
//
// Each direction comes twice: with types inferred or probed from the Swift types, and at types
// stated by the caller. A client generated from a `.did` file knows each method's exact Candid
// signature (and the definitions its `.named` references resolve in), and Swift types cannot
// say everything it says: widths beyond Swift's (`nat` as `BigUInt`), variant cases, recursion,
// `func` signatures, `service` types. So it states them.

extension CandidEncoder {
    /// Encodes `values` as one message, one argument each, in order; no values make the empty
    /// message `DIDL 00 00` of a method that takes none.
    ///
    /// ```swift
    /// let bytes = try CandidEncoder().encodeArguments("hi", UInt64(42))   // (text, nat64)
    /// ```
    public func encodeArguments<each Value: Encodable>(_ values: repeat each Value) throws(CandidCodingError) -> [UInt8]
    {
        let encoded = try Self.candidValues(repeat each values)
        do { return try CandidBinary.encode(encoded.map(\.value), types: encoded.map(\.type)) } catch {
            throw .encoding(error)
        }
    }

    /// Encodes `values` as one message at the stated argument `types`, whose `.named` references
    /// resolve in `environment`: what a client generated from a `.did` file sends.
    ///
    /// Each value is mapped as ``encodeArguments(_:)`` maps it (structs as records, enums as
    /// variants, `Data` as `blob`, …), but the message's types are `types`, not the ones the
    /// Swift values suggest: a `BigUInt` goes out at `nat`, a ``CandidPrincipal`` at a `service`
    /// type, a ``CandidFunctionReference`` at its `func` signature, an enum at its whole variant.
    ///
    /// ```swift
    /// let environment = CandidTypeEnvironment(["Account": .record([
    ///     CandidFieldType("owner", .principal), CandidFieldType("subaccount", .opt(.blob))])])
    /// let bytes = try CandidEncoder().encodeArguments(account, as: [.named("Account")], environment: environment)
    /// ```
    ///
    /// - Throws: ``CandidCodingError/encoding(_:)`` with ``CandidEncodingError/argumentCount(values:types:)``
    ///   when there are not as many values as types, and with the encoder's own error (naming the
    ///   argument and the path inside it) for a value that does not fit its type.
    public func encodeArguments<each Value: Encodable>(
        _ values: repeat each Value, as types: [CandidType],
        environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) throws(CandidCodingError) -> [UInt8] {
        // Counted first: a generated call with the wrong number of values is a plain mistake, to
        // report before any value is mapped.
        var count = 0
        for _ in repeat each values { count += 1 }
        guard count == types.count else { throw .encoding(.argumentCount(values: count, types: types.count)) }
        // The mapped types are the bridge's guesses; the stated ones replace them.
        let encoded = try Self.candidValues(repeat each values)
        do { return try CandidBinary.encode(encoded.map(\.value), types: types, environment: environment) } catch {
            throw .encoding(error)
        }
    }

    /// Encodes one value as a one-argument message at the stated `type`.
    ///
    /// - Throws: as ``encodeArguments(_:as:environment:)``.
    public func encode<T: Encodable>(
        _ value: T, as type: CandidType, environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) throws(CandidCodingError) -> [UInt8] {
        try encodeArguments(value, as: [type], environment: environment)
    }

    /// Each value mapped by the Codable bridge, with the type it infers or probes; errors name
    /// the argument (`argument 1`).
    private static func candidValues<each Value: Encodable>(
        _ values: repeat each Value
    ) throws(CandidCodingError) -> [(value: CandidValue, type: CandidType)] {
        var encoded: [(value: CandidValue, type: CandidType)] = []
        do {
            for value in repeat each values {
                encoded.append(
                    try EncodingSupport.encode(value, path: [CandidCodingKey(stringValue: "argument \(encoded.count)")])
                )
            }
        } catch let error as CandidCodingError {
            throw error
        } catch {
            throw .unsupported("\(error)", path: "argument \(encoded.count)")
        }
        return encoded
    }
}

extension CandidDecoder {
    /// Decodes a whole message as `types`, one value each, in order: `(text, nat64)` as
    /// `(String, UInt64)`.
    ///
    /// The message is decoded at the types the Swift types state or probe to, with the spec's
    /// subtyping: extra values are skipped, and missing trailing ones decode as `nil` where the
    /// Swift type is optional. When a type cannot be probed, the message is read at its wire
    /// types instead and each value mapped as ``decode(_:from:as:environment:)`` does.
    ///
    /// ```swift
    /// let (text, number) = try CandidDecoder().decodeArguments(String.self, UInt64.self, from: bytes)
    /// ```
    ///
    /// - Throws: ``CandidCodingError`` naming the argument (`argument 1`) and the path inside it.
    public func decodeArguments<each Value: Decodable>(
        _ types: repeat (each Value).Type, from bytes: some Sequence<UInt8>
    ) throws(CandidCodingError) -> (repeat each Value) {
        let bytes = Array(bytes)
        var expected: [CandidType]? = []
        for type in repeat each types {
            if let known = TypeProbe.type(of: type) { expected?.append(known) } else { expected = nil }
        }
        let values: [CandidValue]
        do {
            if let expected {
                values = try CandidBinary.decode(bytes, as: expected, options: options)
            } else {
                values = try CandidBinary.decode(bytes, options: options).values
            }
        } catch {
            throw .decoding(error)
        }
        return try Self.swiftValues(repeat each types, from: values)
    }

    /// Decodes a whole message at the stated Candid types `expected` (`.named` references
    /// resolve in `environment`), then maps each value to the Swift type in the same place:
    /// what a client generated from a `.did` file does with a reply.
    ///
    /// Decoding at `expected` applies the spec's subtyping, so a canister that has grown (extra
    /// results, extra record fields, new `opt` fields) still decodes, and missing trailing
    /// `opt` results become `nil`. The Swift types are not consulted for Candid types: enums
    /// decode by the case names `expected` gives, `func` and `service` values at their
    /// signatures. A Swift type beyond the last of `expected` reads as `null` (`nil` when
    /// optional); values beyond the last Swift type are decoded and dropped.
    ///
    /// ```swift
    /// let balance = try CandidDecoder().decodeArguments(BigUInt.self, from: reply, as: [.nat])
    /// ```
    ///
    /// - Throws: ``CandidCodingError/decoding(_:)`` for a message that is not of `expected`
    ///   (with the byte offset and path), and a coding error naming the argument for a value
    ///   that does not map to its Swift type.
    public func decodeArguments<each Value: Decodable>(
        _ types: repeat (each Value).Type, from bytes: some Sequence<UInt8>, as expected: [CandidType],
        environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) throws(CandidCodingError) -> (repeat each Value) {
        let values: [CandidValue]
        do {
            values = try CandidBinary.decode(bytes, as: expected, environment: environment, options: options)
        } catch {
            throw .decoding(error)
        }
        return try Self.swiftValues(repeat each types, from: values)
    }

    /// The decoded values as the Swift types, in order; errors name the argument.
    private static func swiftValues<each Value: Decodable>(
        _ types: repeat (each Value).Type, from values: [CandidValue]
    ) throws(CandidCodingError) -> (repeat each Value) {
        var index = 0
        func next<T: Decodable>(_: T.Type) throws -> T {
            defer { index += 1 }
            let path = [CandidCodingKey(stringValue: "argument \(index)")]
            guard index < values.count else {
                // A missing trailing value reads as null: `nil` for an optional, an error otherwise.
                return try DecodingSupport.decode(T.self, from: .null, path: path)
            }
            return try DecodingSupport.decode(T.self, from: values[index], path: path)
        }
        do {
            return (repeat try next(each types))
        } catch let error as CandidCodingError {
            throw error
        } catch {
            throw .unsupported("\(error)", path: "argument \(index)")
        }
    }
}
