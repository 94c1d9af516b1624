import Candid

/// The Swift a `.did` file becomes, before it is printed: declarations (structs, enums,
/// aliases, wrappers) nested as they will be in source, and the types their members have.

/// A reference to a Swift type.
indirect enum SwiftType: Hashable {
    /// A type of the standard library or of Candid (`BigUInt`, `Data`, `CandidPrincipal`).
    case builtin(String)
    /// A generated declaration, by its index in ``SwiftModel/declarations``.
    case declared(Int)
    case optional(SwiftType)
    case array(SwiftType)
    /// A record of positional fields: `CandidTuple<A, B>`.
    case tuple([SwiftType])
}

/// A record field of a generated struct.
struct SwiftField {
    var name: String
    /// The wire name as a `CodingKey` string: the field's name, or `_N` for field id N.
    var key: String
    var label: CandidLabel
    var type: SwiftType
    var documentation: [String]
    /// Stored in a `@CandidIndirect` box because the struct reaches itself through it.
    var isBoxed = false
}

/// A case of a generated enum; no payload for `null`.
struct SwiftCase {
    var name: String
    var key: String
    var label: CandidLabel
    var payload: SwiftType?
    var documentation: [String]
}

struct SwiftDeclaration {
    enum Kind {
        case structure([SwiftField])
        case enumeration([SwiftCase])
        /// `typealias Name = type`.
        case alias(SwiftType)
        /// A struct holding one value that encodes as that value: for a definition that only
        /// names itself through `opt`/`vec` (`type o = opt o`), which no Swift alias can express.
        case wrapper(SwiftType)
    }

    var name: String
    var kind: Kind
    var documentation: [String]
    /// The declaration this one is nested in; nil at the top of the namespace.
    var parent: Int?
    /// Declarations nested in this one, in order.
    var members: [Int] = []
    /// The definition name in the `.did` file, for top-level declarations of definitions.
    var definitionName: String?
    /// An enum whose payloads lead back to itself.
    var isIndirect = false
    /// Set when the wrapper's value is boxed.
    var isBoxed = false
}

/// Everything a file holds: the declarations and which are at the top.
struct SwiftModel {
    var declarations: [SwiftDeclaration] = []
    var topLevel: [Int] = []
}

extension SwiftType {
    /// The names of the ``builtin(_:)`` types this type mentions, at any depth.
    func builtinNames(into names: inout Set<String>) {
        switch self {
        case .builtin(let name): names.insert(name)
        case .declared: break
        case .optional(let inner), .array(let inner): inner.builtinNames(into: &names)
        case .tuple(let elements): for element in elements { element.builtinNames(into: &names) }
        }
    }
}

extension SwiftModel {
    /// The names of the builtin types the declarations mention, and those of `others` (a client's
    /// argument and result types, which need no declaration of their own).
    func builtinNames(_ others: [SwiftType] = []) -> Set<String> {
        var names: Set<String> = []
        for declaration in declarations {
            switch declaration.kind {
            case .structure(let fields): for field in fields { field.type.builtinNames(into: &names) }
            case .enumeration(let cases):
                for payload in cases.compactMap(\.payload) { payload.builtinNames(into: &names) }
            case .alias(let type), .wrapper(let type): type.builtinNames(into: &names)
            }
        }
        for type in others { type.builtinNames(into: &names) }
        return names
    }

    /// The modules a generated file imports: Candid and Foundation always; BigInt (attaswift's,
    /// which Candid does not re-export) only when a type names `BigUInt` or `BigInt`, Candid's
    /// `nat` and `int`, so a target whose interfaces have neither needs no BigInt product; and
    /// `extra` (ICPAgent for a client). In order, as the format check wants them.
    func imports(besides others: [SwiftType] = [], extra: [String] = []) -> [String] {
        let names = builtinNames(others)
        let bigInt = names.contains("BigUInt") || names.contains("BigInt")
        return ((bigInt ? ["BigInt"] : []) + ["Candid", "Foundation"] + extra).sorted()
    }
}
