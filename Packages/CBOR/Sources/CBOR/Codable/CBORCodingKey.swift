/// A coding key made at run time: `super`, array positions in coding paths, keys read from a
/// map for `allKeys`, and keys produced by key strategies.
struct CBORCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    init(index: Int) {
        self.stringValue = "Index \(index)"
        self.intValue = index
    }

    static let `super` = CBORCodingKey(stringValue: "super")
}
