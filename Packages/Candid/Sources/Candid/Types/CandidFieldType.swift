/// A record field or variant case type.
public struct CandidFieldType: Sendable, Hashable {
    public var label: CandidLabel
    public var type: CandidType

    public init(_ label: CandidLabel, _ type: CandidType) {
        self.label = label
        self.type = type
    }

    // Field names are part of the type as written; `==` compares names too so that a printed
    // type keeps the names it was built with, while wire equality only looks at ids.
    public static func == (lhs: CandidFieldType, rhs: CandidFieldType) -> Bool {
        // Two names decide it alone (equal names have equal ids), without hashing either: type
        // checks compare field lists often.
        if case .named(let left) = lhs.label, case .named(let right) = rhs.label {
            return left == right && lhs.type == rhs.type
        }
        return lhs.label.id == rhs.label.id && lhs.label.name == rhs.label.name && lhs.type == rhs.type
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(label.id)
        hasher.combine(type)
    }
}
