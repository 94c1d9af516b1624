import Foundation

// Messages of several values: a method's argument list and its results. Candid methods take and
// return tuples of values (`(text, nat64) -> (record { … }, opt nat)`), and a message is the
// whole tuple, so a client needs all of them at once, not the first.

extension CandidEncoder {
    /// Encodes `values` as one message, one argument each, in order; no values make the empty
    /// message `DIDL 00 00` of a method that takes none.
    ///
    /// ```swift
    /// let bytes = try CandidEncoder().encodeArguments("hi", UInt64(42))   // (text, nat64)
    /// ```
    public func encodeArguments<each Value: Encodable>(_ values: repeat each Value) throws(CandidCodingError) -> [UInt8] {
        var encoded: [CandidValue] = []
        var types: [CandidType] = []
        do {
            for value in repeat each values {
                let (candidValue, type) = try EncodingSupport.encode(value, path: [CandidCodingKey(stringValue: "argument \(encoded.count)")])
                encoded.append(candidValue)
                types.append(type)
            }
        } catch let error as CandidCodingError {
            throw error
        } catch {
            throw .unsupported("\(error)", path: "argument \(encoded.count)")
        }
        do { return try CandidBinary.encode(encoded, types: types) } catch { throw .encoding(error) }
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
