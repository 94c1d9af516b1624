import Candid

/// Swift source that builds a Candid value as the generated type that holds it: initializers
/// for structs, cases for enums, literals for the rest, exact for every number.
struct ValueExpression {
    let model: SwiftModel

    func text(_ value: CandidValue, at type: SwiftType) throws(CandidCodegenError) -> String {
        switch type {
        case .builtin(let name): return try builtin(value, name)
        case .optional(let inner):
            switch value {
            case .opt(let payload?): return ".some(\(try text(payload, at: inner)))"
            default: return "nil"
            }
        case .array(let element):
            guard let elements = value.vectorElements else { throw mismatch(value, type) }
            var items: [String] = []
            for element_ in elements { items.append(try text(element_, at: element)) }
            return "[\(items.joined(separator: ", "))]"
        case .tuple(let elements):
            guard case .record(let fields) = value else { throw mismatch(value, type) }
            let ordered = fields.sorted { $0.label.id < $1.label.id }
            guard ordered.count == elements.count else { throw mismatch(value, type) }
            var items: [String] = []
            for (field, element) in zip(ordered, elements) { items.append(try text(field.value, at: element)) }
            return "CandidTuple(\(items.joined(separator: ", ")))"
        case .declared(let index):
            return try declared(value, index)
        }
    }

    /// `Outer.Inner`: how the constant, at the top of the namespace, names a nested type.
    private func qualifiedName(_ index: Int) -> String {
        var names: [String] = []
        var current: Int? = index
        while let next = current {
            names.insert(model.declarations[next].name, at: 0)
            current = model.declarations[next].parent
        }
        return names.joined(separator: ".")
    }

    private func declared(_ value: CandidValue, _ index: Int) throws(CandidCodegenError) -> String {
        let declaration = model.declarations[index]
        switch declaration.kind {
        case .alias(let aliased): return try text(value, at: aliased)
        case .wrapper(let wrapped): return "\(qualifiedName(index))(\(try text(value, at: wrapped)))"
        case .structure(let fields):
            guard case .record(let values) = value else { throw mismatch(value, .declared(index)) }
            var arguments: [String] = []
            for field in fields {
                // A missing field can only be an `opt` one (typing fills those with null).
                let fieldValue = values.first { $0.label.id == field.label.id }?.value ?? .opt(nil)
                arguments.append("\(SwiftNames.escaped(field: field.name)): \(try text(fieldValue, at: field.type))")
            }
            return "\(qualifiedName(index))(\(arguments.joined(separator: ", ")))"
        case .enumeration(let cases):
            guard case .variant(let chosen) = value, let match = cases.first(where: { $0.label.id == chosen.label.id })
            else {
                throw mismatch(value, .declared(index))
            }
            let name = "\(qualifiedName(index)).\(SwiftNames.escaped(match.name))"
            guard let payload = match.payload else { return name }
            return "\(name)(\(try text(chosen.value, at: payload)))"
        }
    }

    private func builtin(_ value: CandidValue, _ name: String) throws(CandidCodegenError) -> String {
        switch (value, name) {
        case (.null, "CandidNull"): return "CandidNull()"
        case (_, "CandidReserved"): return "CandidReserved()"
        case (.bool(let flag), _): return flag ? "true" : "false"
        // Big numbers as string literals: exact at any size, where an integer literal stops at 64 bits.
        case (.nat(let number), _): return SwiftNames.literal(String(number))
        case (.int(let number), _): return SwiftNames.literal(String(number))
        case (.nat8(let number), _): return String(number)
        case (.nat16(let number), _): return String(number)
        case (.nat32(let number), _): return String(number)
        case (.nat64(let number), _): return String(number)
        case (.int8(let number), _): return String(number)
        case (.int16(let number), _): return String(number)
        case (.int32(let number), _): return String(number)
        case (.int64(let number), _): return number == .min ? "Int64.min" : String(number)
        case (.float32(let number), _):
            return number.isFinite ? "\(number) as Float" : "Float(bitPattern: \(number.bitPattern))"
        case (.float64(let number), _):
            return number.isFinite ? "\(number) as Double" : "Double(bitPattern: \(number.bitPattern))"
        case (.text(let text), _): return SwiftNames.literal(text)
        case (_, "Data"):
            guard let elements = value.vectorElements else { throw mismatch(value, .builtin(name)) }
            let bytes = elements.compactMap { element -> String? in
                if case .nat8(let byte) = element { return String(byte) }
                return nil
            }
            return "Data([\(bytes.joined(separator: ", "))])"
        case (.principal(let principal), _), (.service(let principal), _): return principalText(principal)
        case (.function(let canister, let method), _):
            return
                "CandidFunctionReference(canister: \(principalText(canister)), method: \(SwiftNames.literal(method)))"
        default:
            throw mismatch(value, .builtin(name))
        }
    }

    /// A principal from its bytes, its text form beside them for the reader. The bytes were
    /// checked (at most 29) when the value was parsed, so the generated `try!` cannot fail.
    private func principalText(_ principal: CandidPrincipal) -> String {
        "/* \(principal) */ try! CandidPrincipal(bytes: [\(principal.bytes.map { String($0) }.joined(separator: ", "))])"
    }

    private func mismatch(_ value: CandidValue, _ type: SwiftType) -> CandidCodegenError {
        .unsupportedValue(
            "\(String(CandidText.valueText(value).prefix(80))) cannot be held by \(DeclarationPrinter(model: model, access: "").typeText(type))"
        )
    }
}
