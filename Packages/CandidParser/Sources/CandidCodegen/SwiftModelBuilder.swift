import Candid
import CandidParser

/// Builds the ``SwiftModel`` of an interface as written: one declaration per definition in
/// written order, inline records and variants as nested types named after their field or case,
/// recursion made representable (aliases that only name themselves become wrappers, positional
/// records on a cycle become structs), then ``RecursionAnalysis`` marks what must be indirect.
struct SwiftModelBuilder {
    /// Swift and Candid names the generated code uses unqualified: a definition with one of
    /// these names gets a trailing `_` so it cannot shadow them.
    static let builtinNames: Set<String> = [
        "Bool", "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Float",
        "Double", "Data", "BigInt", "BigUInt", "Never", "Optional", "Array", "Codable", "Hashable", "Sendable",
        "CodingKey",
        "CodingKeys", "Decoder", "Encoder", "Error", "CandidPrincipal", "CandidFunctionReference", "CandidNull",
        "CandidReserved", "CandidTuple", "CandidIndirect", "CandidType", "CandidFieldType", "CandidFunctionType",
        "CandidServiceType", "CandidMethod", "CandidTypeEnvironment", "CandidCodableType", "Agent", "AgentError",
        "CanisterClient", "ICPMethod", "Principal", "Swift", "Foundation", "Candid", "ICPAgent", "BigNum", "Self",
        "Type",
        "Protocol", "Any", "AnyObject", "DecodingError", "EncodingError", "CaseIterable", "CandidEncoder",
        "CandidDecoder",
        "CandidCodingError", "CandidOptionWrapper", "CandidLabel",
    ]

    let syntax: CandidInterfaceSyntax
    private(set) var model = SwiftModel()
    /// Top-level declaration of each definition name.
    private(set) var definitionIndex: [String: Int] = [:]
    /// Names taken at the top of the namespace.
    private(set) var topNames: Set<String>
    /// Names taken inside each declaration (nested types and coding-key enums).
    private var scopeNames: [Int: Set<String>] = [:]
    /// Definitions that reach themselves (any path but through `func`/`service` references).
    private var cyclic: Set<String> = []

    init(syntax: CandidInterfaceSyntax, reservedNames: Set<String>) {
        self.syntax = syntax
        topNames = Self.builtinNames.union(reservedNames)
    }

    mutating func build() -> SwiftModel {
        cyclic = Self.cyclicDefinitions(syntax.definitions)
        let aliasCycles = Self.aliasOnlyCycles(syntax.definitions)
        // Names first, so references to later definitions resolve.
        for definition in syntax.definitions {
            let name = SwiftNames.unique(Self.escapedTypeName(definition.name), in: &topNames)
            definitionIndex[definition.name] = model.declarations.count
            model.declarations.append(
                SwiftDeclaration(
                    name: name, kind: .alias(.builtin("Never")), documentation: definition.documentation, parent: nil,
                    definitionName: definition.name))
            model.topLevel.append(model.declarations.count - 1)
        }
        for definition in syntax.definitions {
            guard let index = definitionIndex[definition.name] else { continue }
            let inCycle = cyclic.contains(definition.name)
            switch definition.type {
            case .record(let fields) where !(Self.isTuple(fields) && !inCycle):
                model.declarations[index].kind = .structure(makeFields(fields, owner: index, inCycle: inCycle))
            case .variant(let cases):
                model.declarations[index].kind = .enumeration(makeCases(cases, owner: index, inCycle: inCycle))
            default:
                let type = swiftType(
                    definition.type, owner: nil,
                    hint: model.declarations[index].name + Self.roleSuffix(definition.type), inCycle: inCycle)
                model.declarations[index].kind = aliasCycles.contains(definition.name) ? .wrapper(type) : .alias(type)
            }
        }
        return model
    }

    /// A top-level declaration for an inline type of a method or of the init arguments
    /// (`record { … }` written in a signature): named `hint`, made unique.
    mutating func signatureType(_ type: CandidTypeSyntax, hint: String) -> SwiftType {
        swiftType(type, owner: nil, hint: hint, inCycle: false)
    }

    mutating func finish() -> SwiftModel {
        RecursionAnalysis.apply(to: &model)
        return model
    }

    static func escapedTypeName(_ name: String) -> String {
        let type = SwiftNames.type(name)
        return builtinNames.contains(type) ? type + "_" : type
    }

    /// `Item` for a type under a `vec`, `Value` otherwise: the name an inline record gets in an
    /// alias (`type Blocks = vec record { … }` → `BlocksItem`).
    static func roleSuffix(_ type: CandidTypeSyntax) -> String {
        switch type {
        case .vec: return "Item"
        case .opt(let inner): return roleSuffix(inner) == "Item" ? "Item" : "Value"
        default: return "Value"
        }
    }

    /// Fields numbered 0, 1, ... with no names, in any written order.
    static func isTuple(_ fields: [CandidFieldSyntax]) -> Bool {
        guard !fields.isEmpty else { return false }
        let ids = fields.map(\.label).sorted { $0.id < $1.id }
        return ids.enumerated().allSatisfy { $0.element.name == nil && $0.element.id == UInt32($0.offset) }
    }

    private static func key(_ label: CandidLabel) -> String {
        switch label {
        case .named(let name): return name
        case .id(let id), .unnamed(let id): return "_\(id)"
        }
    }

    private mutating func makeFields(_ fields: [CandidFieldSyntax], owner: Int, inCycle: Bool) -> [SwiftField] {
        var names: Set<String> = []
        return fields.map { field in
            let wire = field.label.name ?? String(field.label.id)
            let name = SwiftNames.unique(SwiftNames.member(wire), in: &names)
            let type = swiftType(field.type, owner: owner, hint: SwiftNames.type(wire), inCycle: inCycle)
            return SwiftField(
                name: name, key: Self.key(field.label), label: field.label, type: type,
                documentation: field.documentation)
        }
    }

    private mutating func makeCases(_ cases: [CandidFieldSyntax], owner: Int, inCycle: Bool) -> [SwiftCase] {
        var names: Set<String> = []
        return cases.map { field in
            let wire = field.label.name ?? String(field.label.id)
            let name = SwiftNames.unique(SwiftNames.member(wire), in: &names)
            var payload: SwiftType? = nil
            if field.type != .primitive(.null) {
                // An inline payload type is named after its case; a case named by a number
                // (`0 : record { … }`) would give the type the case's own name, `_0`, which an
                // enum cannot declare twice.
                let typeName = SwiftNames.type(wire)
                let hint = typeName == name ? typeName + "Payload" : typeName
                payload = swiftType(field.type, owner: owner, hint: hint, inCycle: inCycle)
            }
            return SwiftCase(
                name: name, key: Self.key(field.label), label: field.label, payload: payload,
                documentation: field.documentation)
        }
    }

    static let primitives: [CandidType: String] = [
        .null: "CandidNull", .bool: "Bool", .nat: "BigUInt", .int: "BigInt", .nat8: "UInt8", .nat16: "UInt16",
        .nat32: "UInt32", .nat64: "UInt64", .int8: "Int8", .int16: "Int16", .int32: "Int32", .int64: "Int64",
        .float32: "Float", .float64: "Double", .text: "String", .reserved: "CandidReserved", .empty: "Never",
        .principal: "CandidPrincipal",
    ]

    private mutating func swiftType(_ type: CandidTypeSyntax, owner: Int?, hint: String, inCycle: Bool) -> SwiftType {
        switch type {
        case .primitive(let primitive): return .builtin(Self.primitives[primitive] ?? "CandidReserved")
        case .blob, .vec(.primitive(.nat8)): return .builtin("Data")
        case .named(let name):
            guard let index = definitionIndex[name] else { return .builtin("CandidReserved") }
            return .declared(index)
        case .opt(let inner): return .optional(swiftType(inner, owner: owner, hint: hint, inCycle: inCycle))
        case .vec(let inner): return .array(swiftType(inner, owner: owner, hint: hint, inCycle: inCycle))
        case .record(let fields):
            if Self.isTuple(fields), !inCycle {
                let ordered = fields.sorted { $0.label.id < $1.label.id }
                return .tuple(
                    ordered.enumerated().map {
                        swiftType($0.element.type, owner: owner, hint: "\(hint)\($0.offset)", inCycle: inCycle)
                    })
            }
            let index = nest(hint, owner: owner, documentation: [])
            model.declarations[index].kind = .structure(makeFields(fields, owner: index, inCycle: inCycle))
            return .declared(index)
        case .variant(let cases):
            let index = nest(hint, owner: owner, documentation: [])
            model.declarations[index].kind = .enumeration(makeCases(cases, owner: index, inCycle: inCycle))
            return .declared(index)
        case .function: return .builtin("CandidFunctionReference")
        case .service: return .builtin("CandidPrincipal")
        }
    }

    /// A new declaration inside `owner` (or at the top), under a name that no enclosing scope,
    /// no top-level declaration and no coding-key enum uses, so no reference is ever shadowed.
    private mutating func nest(_ hint: String, owner: Int?, documentation: [String]) -> Int {
        let index = model.declarations.count
        let base = Self.builtinNames.contains(hint) ? hint + "_" : hint
        let name: String
        if let owner {
            var taken = scopeNames[owner] ?? []
            var enclosing: Int? = owner
            while let current = enclosing {
                taken.insert(model.declarations[current].name)
                enclosing = model.declarations[current].parent
            }
            let candidates = taken.union(topNames).union(["CodingKeys"])
            var all = candidates
            var candidate = SwiftNames.unique(base, in: &all)
            // Synthesized Codable declares `<Case>CodingKeys` in enums.
            while candidate.hasSuffix("CodingKeys") { candidate = SwiftNames.unique(candidate + "_", in: &all) }
            name = candidate
            scopeNames[owner, default: []].insert(name)
            model.declarations[owner].members.append(index)
        } else {
            name = SwiftNames.unique(base, in: &topNames)
            model.topLevel.append(index)
        }
        model.declarations.append(
            SwiftDeclaration(name: name, kind: .alias(.builtin("Never")), documentation: documentation, parent: owner))
        return index
    }

    // MARK: Cycles at the Candid level

    /// The definitions a type names, outside `func` and `service` types (whose Swift forms
    /// are references that hold no value of them).
    static func references(_ type: CandidTypeSyntax, into names: inout [String], aliasOnly: Bool) {
        switch type {
        case .named(let name): names.append(name)
        case .opt(let inner), .vec(let inner): references(inner, into: &names, aliasOnly: aliasOnly)
        case .record(let fields), .variant(let fields):
            guard !aliasOnly else { return }
            for field in fields { references(field.type, into: &names, aliasOnly: aliasOnly) }
        default: break
        }
    }

    static func reachesItself(_ definitions: [CandidDefinitionSyntax], aliasOnly: Bool) -> Set<String> {
        var edges: [String: [String]] = [:]
        for definition in definitions {
            var names: [String] = []
            references(definition.type, into: &names, aliasOnly: aliasOnly)
            edges[definition.name] = names
        }
        var result: Set<String> = []
        for definition in definitions {
            var stack = edges[definition.name] ?? []
            var seen: Set<String> = []
            while let next = stack.popLast() {
                if next == definition.name {
                    result.insert(next)
                    break
                }
                if seen.insert(next).inserted { stack += edges[next] ?? [] }
            }
        }
        return result
    }

    static func cyclicDefinitions(_ definitions: [CandidDefinitionSyntax]) -> Set<String> {
        reachesItself(definitions, aliasOnly: false)
    }

    /// Definitions that name themselves through `opt`, `vec` and other names only
    /// (`type o = opt o`, `type A = B; type B = opt A`): no Swift `typealias` can say that.
    static func aliasOnlyCycles(_ definitions: [CandidDefinitionSyntax]) -> Set<String> {
        reachesItself(definitions, aliasOnly: true)
    }
}
