import Candid

/// A type as it was written in Candid text: record fields and variant cases in written order
/// with their doc comments, argument names, methods in written order, `blob` kept apart from
/// `vec nat8`. The checked `CandidType` (fields in id order, as the wire has them) is derived
/// from it with ``checked``; code generators and tools that show an interface read this form.
public indirect enum CandidTypeSyntax: Sendable, Hashable {
    /// One of the 18 primitive types (`nat`, `text`, `reserved`, `empty`, `principal`, ...).
    case primitive(CandidType)
    /// `blob`, written as such (`vec nat8` stays `.vec(.primitive(.nat8))`).
    case blob
    /// A reference to a named definition.
    case named(String)
    case opt(CandidTypeSyntax)
    case vec(CandidTypeSyntax)
    case record([CandidFieldSyntax])
    case variant([CandidFieldSyntax])
    case function(CandidFunctionSyntax)
    case service(CandidServiceSyntax)

    /// The checked type: fields in id order (a record numbered 0, 1, ... becomes the tuple
    /// shorthand), function annotations in canonical order, methods in name order.
    public var checked: CandidType {
        switch self {
        case .primitive(let type): return type
        case .blob: return .blob
        case .named(let name): return .named(name)
        case .opt(let inner): return .opt(inner.checked)
        case .vec(let inner): return .vec(inner.checked)
        case .record(let fields): return .record(Self.checkedFields(fields))
        case .variant(let fields): return .variant(Self.checkedFields(fields))
        case .function(let function): return .function(function.checked)
        case .service(let service): return .service(service.checked)
        }
    }

    private static func checkedFields(_ fields: [CandidFieldSyntax]) -> [CandidFieldType] {
        // Each label hashed once, not once per comparison of the sort.
        let sorted = fields.map { (id: $0.label.id, field: CandidFieldType($0.label, $0.type.checked)) }
            .sorted { $0.id < $1.id }
        // `record { 0 : text; 1 : nat }` is the tuple `record { text; nat }`: same ids, same type.
        if sorted.enumerated().allSatisfy({ $0.element.field.label.name == nil && $0.element.id == UInt32($0.offset) })
        {
            return sorted.map { CandidFieldType(.unnamed($0.id), $0.field.type) }
        }
        return sorted.map(\.field)
    }
}

/// A record field or variant case as written: `.named` for names (quoted or not), `.id` for
/// `N : T`, `.unnamed` for the positional shorthand (`record { nat; text }`).
public struct CandidFieldSyntax: Sendable, Hashable {
    public var label: CandidLabel
    public var type: CandidTypeSyntax
    /// The `//` and `///` comment lines written just before the field, without their markers.
    public var documentation: [String]
    public var position: CandidSourcePosition

    public init(
        label: CandidLabel, type: CandidTypeSyntax, documentation: [String] = [], position: CandidSourcePosition
    ) {
        self.label = label
        self.type = type
        self.documentation = documentation
        self.position = position
    }

    // Labels compare by wire id only; a syntax node is equal only when written the same way.
    public static func == (lhs: CandidFieldSyntax, rhs: CandidFieldSyntax) -> Bool {
        lhs.label.id == rhs.label.id && lhs.label.name == rhs.label.name && lhs.isPositional == rhs.isPositional
            && lhs.type == rhs.type && lhs.documentation == rhs.documentation && lhs.position == rhs.position
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(label.id)
        hasher.combine(type)
        hasher.combine(position)
    }

    private var isPositional: Bool {
        if case .unnamed = label { return true }
        return false
    }
}
