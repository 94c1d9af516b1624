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
