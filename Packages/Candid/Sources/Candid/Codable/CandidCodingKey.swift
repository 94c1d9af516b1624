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
    /// The wire id a key's integer value states, when it has one that fits 32 bits.
    ///
    /// Text alone cannot tell every Candid label apart: `_2` is the positional field 2 to
    /// synthesized `Codable` (`case pair(String, Int)` codes its payload under `_0`, `_1`), and
    /// it is also a field name Candid allows (`record { 2 : int; _2 : int }`). A key that carries
    /// an integer value names the field with exactly that id, so a type can say which it means
    /// (generated types do, where their names could be read both ways).
    var statedID: UInt32? {
        guard let intValue, !(self is CandidCodingKey) else { return nil }
        return UInt32(exactly: intValue)
    }

    /// The wire ids the key may mean, in the order they are looked for: the id its integer
    /// value states; else the hash of its name, then `N` for a positional `_N` key of an enum
    /// payload and for a numeric name.
    var candidIDs: [UInt32] {
        if let id = statedID { return [id] }
        var ids = [CandidLabel.hash(stringValue)]
        if stringValue.hasPrefix("_"), let position = UInt32(stringValue.dropFirst()) { ids.append(position) }
        if let number = UInt32(stringValue) { ids.append(number) }
        return ids
    }

    var candidLabel: CandidLabel {
        if let id = statedID { return CandidLabel.hash(stringValue) == id ? .named(stringValue) : .id(id) }
        if stringValue.hasPrefix("_"), let position = UInt32(stringValue.dropFirst()) { return .unnamed(position) }
        return .named(stringValue)
    }
}
