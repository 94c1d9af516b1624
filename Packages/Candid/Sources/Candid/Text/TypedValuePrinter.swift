/// Prints values at known types as Candid text that reads back, without types, as exactly those
/// types: a value whose unannotated text would be read as another type is annotated
/// (`127 : nat`, `null : opt int`, `vec {} : vec text`, a variant with all its cases), and
/// nothing else is. So decoding a message, printing it and encoding the text again gives the
/// same bytes.
///
/// Candid text has no inline recursive types: a value of a recursive type that needs an
/// annotation is annotated with the type's name, which reads back only where that name is
/// defined (a `.did` file, `--types`).
struct TypedValuePrinter {
    let environment: CandidTypeEnvironment

    /// The text of `value` at `type`, and the type that text reads back as.
    func print(_ value: CandidValue, at type: CandidType) -> (text: String, readsAs: CandidType) {
        let resolved = environment.resolve(type) ?? type
        let bare = unannotated(value, at: resolved)
        if TypeComparison(environment: environment).sameWireType(bare.readsAs, type) { return bare }
        return ("\(bare.text) : \(TypeExpansion(environment: environment).text(of: type))", type)
    }

    /// The text with only the annotations that the parts need, and the type it reads as.
    private func unannotated(_ value: CandidValue, at type: CandidType) -> (text: String, readsAs: CandidType) {
        func element(_ type: CandidType) -> CandidType {
            switch environment.resolve(type) {
            case .opt(let inner)?, .vec(let inner)?: return inner
            default: return .reserved
            }
        }
        func field(_ label: CandidLabel) -> CandidType {
            switch environment.resolve(type) {
            case .record(let fields)?, .variant(let fields)?:
                return fields.first { $0.label.id == label.id }?.type ?? .reserved
            default: return .reserved
            }
        }
        switch value {
        case .null: return ("null", .null)
        case .bool(let flag): return (flag ? "true" : "false", .bool)
        case .nat(let number): return (number.description, CandidTextInference.integerLiteral)
        case .int(let number): return (number.description, CandidTextInference.integerLiteral)
        case .nat8(let number): return (number.description, CandidTextInference.integerLiteral)
        case .nat16(let number): return (number.description, CandidTextInference.integerLiteral)
        case .nat32(let number): return (number.description, CandidTextInference.integerLiteral)
        case .nat64(let number): return (number.description, CandidTextInference.integerLiteral)
        case .int8(let number): return (number.description, CandidTextInference.integerLiteral)
        case .int16(let number): return (number.description, CandidTextInference.integerLiteral)
        case .int32(let number): return (number.description, CandidTextInference.integerLiteral)
        case .int64(let number): return (number.description, CandidTextInference.integerLiteral)
        case .float32(let number): return float(Double(number))
        case .float64(let number): return float(number)
        case .text(let string): return (CandidText.quoted(string), .text)
        case .reserved: return ("null", .null)
        case .principal(let principal): return ("principal \(CandidText.quoted(principal.description))", .principal)
        case .opt(nil): return ("null", .null)
        case .opt(let inner?):
            let printed = print(inner, at: element(type))
            let text = printed.text.contains(" : ") ? "opt (\(printed.text))" : "opt \(printed.text)"
            return (text, .opt(printed.readsAs))
        case .vec(let elements):
            let elementType = element(type)
            let printed = elements.map { print($0, at: elementType) }
            let text = printed.isEmpty ? "vec {}" : "vec { " + printed.map(\.text).joined(separator: "; ") + " }"
            return (text, CandidTextInference.vector(elementTypes: printed.map(\.readsAs)))
        case .blob(let bytes): return (CandidText.blob(bytes), .blob)
        case .numbers(let numbers): return unannotated(.vec(numbers.elements), at: type)
        case .record(let fields):
            let printed = fields.map { ($0.label, print($0.value, at: field($0.label))) }
            let text = printed.isEmpty ? "record {}" : "record { " + printed.map { "\($0.0) = \($0.1.text)" }.joined(separator: "; ") + " }"
            return (text, CandidTextInference.record(printed.map { CandidFieldType($0.0, $0.1.readsAs) }))
        case .variant(let chosen):
            let printed = print(chosen.value, at: field(chosen.label))
            let text = printed.text == "null" ? "variant { \(chosen.label) }" : "variant { \(chosen.label) = \(printed.text) }"
            return (text, CandidTextInference.variant(CandidFieldType(chosen.label, printed.readsAs)))
        case let .function(principal, method):
            return ("func \(CandidText.quoted(principal.description)).\(CandidText.quoteIfNeeded(method))", CandidTextInference.functionReference)
        case .service(let principal):
            return ("service \(CandidText.quoted(principal.description))", CandidTextInference.serviceReference)
        }
    }

    /// A float's shortest round-trip text; `nan` and `inf` read as no number literal, so they
    /// always get their annotation.
    private func float(_ number: Double) -> (text: String, readsAs: CandidType) {
        let text = CandidText.floatText(number)
        return (text, number.isFinite ? CandidTextInference.floatLiteral : .reserved)
    }
}

/// Structural comparison as the wire format sees types: names resolved, labels by id, field
/// order ignored.
struct TypeComparison {
    let environment: CandidTypeEnvironment

    /// Whether `inferred` (a type built from text, so finite and without names) and `expected`
    /// encode the same. Recursion only descends into `inferred`, so it ends.
    func sameWireType(_ inferred: CandidType, _ expected: CandidType) -> Bool {
        guard let expected = environment.resolve(expected) else { return false }
        switch (inferred, expected) {
        case (.opt(let a), .opt(let b)), (.vec(let a), .vec(let b)):
            return sameWireType(a, b)
        case (.record(let a), .record(let b)), (.variant(let a), .variant(let b)):
            guard a.count == b.count else { return false }
            let byID = Dictionary(b.map { ($0.label.id, $0.type) }, uniquingKeysWith: { first, _ in first })
            return a.allSatisfy { field in byID[field.label.id].map { sameWireType(field.type, $0) } ?? false }
        case (.function(let a), .function(let b)):
            return a.modes == b.modes && sameList(a.arguments, b.arguments) && sameList(a.results, b.results)
        case (.service(let a), .service(let b)):
            guard a.methods.count == b.methods.count else { return false }
            return zip(a.methods.sorted { $0.name < $1.name }, b.methods.sorted { $0.name < $1.name })
                .allSatisfy { $0.name == $1.name && sameWireType($0.type, $1.type) }
        case (.named, _):
            return false
        default:
            return inferred == expected
        }
    }

    private func sameList(_ a: [CandidType], _ b: [CandidType]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { sameWireType($0, $1) }
    }
}

/// Type text with named types written out, so an annotation reads back without the
/// definitions; a name met again inside its own expansion (a recursive type) stays a name.
///
/// Names that share definitions expand to a tree that doubles with each level (a record of two
/// fields of the record before it, twenty deep, is a million nodes), so expansion stops after
/// ``expansionBudget`` nodes and the names left keep their names, as recursive ones do.
struct TypeExpansion {
    let environment: CandidTypeEnvironment

    /// Nodes written out before the remaining names are kept: far above any type a person
    /// writes, far below what a hostile type table can ask for.
    static let expansionBudget = 4096

    func text(of type: CandidType) -> String {
        var budget = Self.expansionBudget
        return CandidText.typeText(expanded(type, expanding: [], budget: &budget))
    }

    private func expanded(_ type: CandidType, expanding: Set<String>, budget: inout Int) -> CandidType {
        budget -= 1
        func inner(_ type: CandidType) -> CandidType { expanded(type, expanding: expanding, budget: &budget) }
        switch type {
        case .named(let name):
            guard budget > 0, !expanding.contains(name), let definition = environment[name] else { return type }
            return expanded(definition, expanding: expanding.union([name]), budget: &budget)
        case .opt(let element): return .opt(inner(element))
        case .vec(let element): return .vec(inner(element))
        case .record(let fields): return .record(fields.map { CandidFieldType($0.label, inner($0.type)) })
        case .variant(let fields): return .variant(fields.map { CandidFieldType($0.label, inner($0.type)) })
        case .function(let function):
            return .function(CandidFunctionType(function.arguments.map(inner), function.results.map(inner), modes: function.modes))
        case .service(let service):
            return .service(CandidServiceType(service.methods.map { CandidMethod($0.name, inner($0.type)) }))
        default: return type
        }
    }
}
