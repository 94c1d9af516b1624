import Candid

/// Prints the declarations of a ``SwiftModel``: structs with their fields in written order and
/// `CodingKeys` that keep the wire names, enums with one case per variant case, aliases and
/// wrappers, each with its doc comment and its nested types.
struct DeclarationPrinter {
    let model: SwiftModel
    /// `public ` or empty.
    let access: String

    func typeText(_ type: SwiftType) -> String {
        switch type {
        case .builtin(let name): return name
        case .declared(let index): return model.declarations[index].name
        case .optional(let inner): return typeText(inner) + "?"
        case .array(let element): return "[\(typeText(element))]"
        case .tuple(let elements): return "CandidTuple<\(elements.map(typeText).joined(separator: ", "))>"
        }
    }

    /// Whether Swift sees `type` as having no values: `Never`, an enum without cases, or an
    /// alias of one.
    func isUninhabited(_ type: SwiftType) -> Bool {
        switch type {
        case .builtin(let name): return name == "Never"
        case .declared(let index):
            switch model.declarations[index].kind {
            case .enumeration(let cases): return cases.isEmpty
            case .alias(let aliased): return isUninhabited(aliased)
            default: return false
            }
        default: return false
        }
    }

    func print(_ index: Int, into writer: inout SwiftSourceWriter) {
        let declaration = model.declarations[index]
        writer.line()
        writer.documentation(declaration.documentation)
        switch declaration.kind {
        case .alias(let type):
            writer.line("\(access)typealias \(declaration.name) = \(typeText(type))")
        case .structure(let fields):
            writer.block("\(access)struct \(declaration.name): Codable, Hashable, Sendable") { writer in
                printFields(fields, into: &writer)
                printMembers(of: declaration, into: &writer)
            }
        case .enumeration(let cases):
            let indirect = declaration.isIndirect ? "indirect " : ""
            writer.block("\(access)\(indirect)enum \(declaration.name): Codable, Hashable, Sendable") { writer in
                printCases(cases, into: &writer)
                printMembers(of: declaration, into: &writer)
            }
        case .wrapper(let type):
            let value = typeText(type)
            // CandidOptionWrapper: the decoder must hand it every `opt` level of the value.
            writer.block("\(access)struct \(declaration.name): Codable, Hashable, Sendable, CandidOptionWrapper") {
                writer in
                writer.line("\(declaration.isBoxed ? "@CandidIndirect " : "")\(access)var value: \(value)")
                writer.line()
                writer.line("\(access)init(_ value: \(value)) { self.value = value }")
                writer.line()
                writer.line(
                    "// The value alone travels: a wrapper is only here because Swift cannot alias a type to itself.")
                writer.block("\(access)init(from decoder: any Decoder) throws") { writer in
                    writer.line("value = try decoder.singleValueContainer().decode(\(value).self)")
                }
                writer.line()
                writer.block("\(access)func encode(to encoder: any Encoder) throws") { writer in
                    writer.line("var container = encoder.singleValueContainer()")
                    writer.line("try container.encode(value)")
                }
                printMembers(of: declaration, into: &writer)
            }
        }
    }

    private func printMembers(of declaration: SwiftDeclaration, into writer: inout SwiftSourceWriter) {
        for member in declaration.members { print(member, into: &writer) }
    }

    private func printFields(_ fields: [SwiftField], into writer: inout SwiftSourceWriter) {
        for field in fields {
            writer.documentation(field.documentation)
            let box = field.isBoxed ? "@CandidIndirect " : ""
            writer.line("\(box)\(access)var \(SwiftNames.escaped(field.name)): \(typeText(field.type))")
        }
        writer.line()
        let parameters = fields.map { "\(SwiftNames.escaped(field: $0.name)): \(typeText($0.type))" }.joined(
            separator: ", ")
        if fields.isEmpty {
            writer.line("\(access)init() {}")
            return
        }
        writer.block("\(access)init(\(parameters))") { writer in
            for field in fields { writer.line("self.\(field.name) = \(SwiftNames.escaped(field.name))") }
        }
        writer.line()
        printCodingKeys(fields.map { ($0.name, $0.key, $0.label) }, into: &writer)
    }

    private func printCases(_ cases: [SwiftCase], into writer: inout SwiftSourceWriter) {
        for item in cases {
            writer.documentation(item.documentation)
            let payload = item.payload.map { "(\(typeText($0)))" } ?? ""
            writer.line("case \(SwiftNames.escaped(item.name))\(payload)")
        }
        guard !cases.isEmpty else {
            // `variant {}` has no values, and Swift synthesizes no Codable for an enum without cases.
            writer.block("\(access)init(from decoder: any Decoder) throws") { writer in
                writer.line(
                    "throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: \"variant {} has no values\"))"
                )
            }
            writer.line()
            writer.block("\(access)func encode(to encoder: any Encoder) throws") { writer in
                writer.line("switch self {}")
            }
            return
        }
        writer.line()
        printCodingKeys(cases.map { ($0.name, $0.key, $0.label) }, into: &writer)
    }

    /// Keys that carry the wire names. A name of the form `_N` reads as position N to the
    /// Codable bridge (it is how synthesized `Codable` names payload elements), so where one
    /// occurs every key states its wire id as its integer value instead.
    private func printCodingKeys(
        _ keys: [(name: String, key: String, label: CandidLabel)], into writer: inout SwiftSourceWriter
    ) {
        let ambiguous = keys.contains { key in
            guard let name = key.label.name, name.hasPrefix("_") else { return false }
            return UInt32(name.dropFirst()) != nil
        }
        guard ambiguous else {
            writer.block("enum CodingKeys: String, CodingKey") { writer in
                for key in keys { writer.line(caseLine(key.name, key: key.key)) }
            }
            return
        }
        writer.documentation(["Each key states its wire id: `_N` is both a field name and a position here."])
        writer.block("enum CodingKeys: CodingKey, CaseIterable") { writer in
            for key in keys { writer.line("case \(SwiftNames.escaped(key.name))") }
            writer.line()
            writer.block("var stringValue: String") { writer in
                writer.line("switch self {")
                for key in keys {
                    writer.line("case .\(SwiftNames.escaped(key.name)): return \(SwiftNames.literal(key.key))")
                }
                writer.line("}")
            }
            writer.line()
            writer.block("var intValue: Int?") { writer in
                writer.line("switch self {")
                for key in keys { writer.line("case .\(SwiftNames.escaped(key.name)): return \(key.label.id)") }
                writer.line("}")
            }
            writer.line()
            writer.block("init?(stringValue: String)") { writer in
                writer.line(
                    "guard let key = Self.allCases.first(where: { $0.stringValue == stringValue }) else { return nil }")
                writer.line("self = key")
            }
            writer.line()
            writer.block("init?(intValue: Int)") { writer in
                writer.line(
                    "guard let key = Self.allCases.first(where: { $0.intValue == intValue }) else { return nil }")
                writer.line("self = key")
            }
        }
    }

    private func caseLine(_ name: String, key: String) -> String {
        key == name
            ? "case \(SwiftNames.escaped(name))" : "case \(SwiftNames.escaped(name)) = \(SwiftNames.literal(key))"
    }
}

extension SwiftNames {
    /// A parameter label: keywords other than `inout`, `var` and `let` need no backticks there.
    static func escaped(field name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }
}
