/// A coding key for ids and positions.
struct CandidCodingKey: CodingKey {
    /// The name of a named key; nil for positions, whose text is formatted only when asked
    /// for: coders make one key per vector element and almost never print it.
    private let name: String?
    let intValue: Int?

    var stringValue: String { name ?? "Index \(intValue ?? 0)" }

    init(stringValue: String) {
        self.name = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.name = nil
        self.intValue = intValue
    }

    init(label: CandidLabel) {
        self.name = label.name ?? String(label.id)
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
