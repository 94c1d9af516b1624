/// Dictionaries map to Candid's usual map shape, `vec record { key; value }` (Codable would
/// otherwise make a record whose field names are hashed away, and the keys could not come back).
protocol CandidEncodableDictionary {
    var candidEntries: [(key: any Encodable, value: any Encodable)] { get }
    static var candidKeyType: Any.Type { get }
    static var candidValueType: Any.Type { get }
}

protocol CandidDecodableDictionary {
    static func candidDecode(_ entries: [CandidValue], path: [any CodingKey]) throws -> Self
}

extension Dictionary: CandidEncodableDictionary where Key: Encodable, Value: Encodable {
    var candidEntries: [(key: any Encodable, value: any Encodable)] { map { ($0.key, $0.value) } }
    static var candidKeyType: Any.Type { Key.self }
    static var candidValueType: Any.Type { Value.self }
}

extension Dictionary: CandidDecodableDictionary where Key: Decodable, Value: Decodable {
    static func candidDecode(_ entries: [CandidValue], path: [any CodingKey]) throws -> Self {
        var result: [Key: Value] = [:]
        result.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let entryPath = path + [CandidCodingKey(intValue: index)]
            guard case .record(let fields) = DecodingSupport.unwrapped(entry),
                let keyField = fields.first(where: { $0.label.id == 0 }),
                let valueField = fields.first(where: { $0.label.id == 1 })
            else { throw DecodingSupport.mismatch("record { key; value }", entry, entryPath) }
            let key = try DecodingSupport.decode(Key.self, from: keyField.value, path: entryPath)
            result[key] = try DecodingSupport.decode(Value.self, from: valueField.value, path: entryPath)
        }
        return result
    }
}

extension EncodingSupport {
    static func encodeDictionary(_ dictionary: any CandidEncodableDictionary, path: [any CodingKey]) throws -> (
        CandidValue, CandidType
    ) {
        var values: [CandidValue] = []
        var entryType: CandidType? = nil
        for (index, entry) in dictionary.candidEntries.enumerated() {
            let entryPath = path + [CandidCodingKey(intValue: index)]
            let (key, keyType) = try encode(entry.key, path: entryPath)
            let (value, valueType) = try encode(entry.value, path: entryPath)
            values.append(.tuple([key, value]))
            let type = CandidType.tuple([keyType, valueType])
            entryType = entryType.map { $0.merged(with: type) } ?? type
        }
        let kind = type(of: dictionary)
        let fallback = CandidType.tuple([
            TypeProbe.type(of: kind.candidKeyType) ?? .empty, TypeProbe.type(of: kind.candidValueType) ?? .empty,
        ])
        return (.vec(values), .vec(entryType ?? fallback))
    }
}
