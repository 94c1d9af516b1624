/// A coding key for ids and positions.
struct CandidCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    init(label: CandidLabel) {
        self.stringValue = label.name ?? String(label.id)
        self.intValue = nil
    }
}

extension CodingKey {
    /// The wire id of the key: the hash of its name, or `N` for positional `_N` keys of
    /// enum payloads.
    var candidIDs: [UInt32] {
        var ids = [CandidLabel.hash(stringValue)]
        if stringValue.hasPrefix("_"), let position = UInt32(stringValue.dropFirst()) { ids.append(position) }
        if let number = UInt32(stringValue) { ids.append(number) }
        return ids
    }

    var candidLabel: CandidLabel {
        if stringValue.hasPrefix("_"), let position = UInt32(stringValue.dropFirst()) { return .unnamed(position) }
        return .named(stringValue)
    }
}
