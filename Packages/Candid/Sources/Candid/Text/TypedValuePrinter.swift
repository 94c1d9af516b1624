/// Prints values at known types as Candid text that reads back, without types, as exactly those
/// types: a value whose unannotated text would be read as another type is annotated
/// (`127 : nat`, `null : opt int`, `vec {} : vec text`, a variant with all its cases), and
/// nothing else is. So decoding a message, printing it and encoding the text again gives the
/// same bytes.
///
/// Candid text has no inline recursive types: a value of a recursive type that needs an
/// annotation is annotated with the type's name, which reads back only where that name is
/// defined (a `.did` file, `--types`).
///
/// Every part is printed so that it reads back as its own type, so whether a node needs an
/// annotation depends only on the node itself (its case, its field labels) and its type, never on
/// what is below it: printing is one pass, linear in the value, written into one string. (It
/// compared whole inferred subtrees at every level, and copied each part's text into its parent:
/// a decoded tree of 655,000 nulls took 40 s to print.)
final class TypedValuePrinter {
    let environment: CandidTypeEnvironment
    private let expansion: TypeExpansion
    private let comparison: TypeComparison
    /// Annotation texts already expanded: a vector's elements share one type.
    private var annotations: [CandidType: String] = [:]

    init(environment: CandidTypeEnvironment) {
        self.environment = environment
        expansion = TypeExpansion(environment: environment)
        comparison = TypeComparison(environment: environment)
    }

    /// The text of `value` at `type`.
    func print(_ value: CandidValue, at type: CandidType) -> String {
        var text = ""
        write(value, at: type, into: &text)
        return text
    }

    /// Writes `value`, annotated with `type` when its bare text would read as another type;
    /// in parentheses when annotated and `parenthesized` (after `opt`, where `opt 1 : nat` would
    /// annotate the option).
    private func write(_ value: CandidValue, at type: CandidType, into out: inout String, parenthesized: Bool = false) {
        let resolved = environment.resolve(type) ?? type
        let annotated = !readsAsItsType(value, resolved)
        if annotated && parenthesized { out += "(" }
        writeBare(value, at: resolved, into: &out)
        if annotated {
            out += " : "
            out += annotation(type)
            if parenthesized { out += ")" }
        }
    }

    private func annotation(_ type: CandidType) -> String {
        if let known = annotations[type] { return known }
        let text = expansion.text(of: type)
        annotations[type] = text
        return text
    }

    /// Whether the bare text of `value` (its parts each reading as their own types) reads as
    /// `type` (resolved): the literal's inferred type for scalars, the shape for the rest.
    private func readsAsItsType(_ value: CandidValue, _ type: CandidType) -> Bool {
        func reads(as inferred: CandidType) -> Bool { comparison.sameWireType(inferred, type) }
        switch value {
        case .null, .reserved, .opt(nil): return reads(as: .null)
        case .bool: return reads(as: .bool)
        case .nat, .int, .nat8, .nat16, .nat32, .nat64, .int8, .int16, .int32, .int64:
            return reads(as: CandidTextInference.integerLiteral)
        // `nan` and `inf` read as no number literal, so they are always annotated.
        case .float32(let number): return number.isFinite && reads(as: CandidTextInference.floatLiteral)
        case .float64(let number): return number.isFinite && reads(as: CandidTextInference.floatLiteral)
        case .text: return reads(as: .text)
        case .principal: return reads(as: .principal)
        case .blob: return reads(as: .blob)
        case .function: return reads(as: CandidTextInference.functionReference)
        case .service: return reads(as: CandidTextInference.serviceReference)
        case .opt(.some):
            if case .opt = type { return true }
            return false
        case .vec(let elements) where elements.isEmpty: return reads(as: CandidTextInference.vector(elementTypes: []))
        case .numbers(let numbers) where numbers.count == 0:
            return reads(as: CandidTextInference.vector(elementTypes: []))
        case .vec, .numbers:
            if case .vec = type { return true }
            return false
        case .record(let fields):
            guard case .record(let expected) = type, expected.count == fields.count else { return false }
            return sameLabels(fields.map(\.label.id), expected.map(\.label.id))
        case .variant(let chosen):
            guard case .variant(let expected) = type, expected.count == 1 else { return false }
            return expected[0].label.id == chosen.label.id
        }
    }

    /// Whether two lists of label ids of the same length hold the same ids, each once. Most
    /// records have a handful of fields: compared pairwise, without allocating sets.
    private func sameLabels(_ ids: [UInt32], _ expected: [UInt32]) -> Bool {
        if ids.count > 16 {
            let set = Set(expected)
            return set.count == expected.count && Set(ids) == set
        }
        // Distinct ids, as many as expected has, all among them: the same set (and so expected
        // has no duplicate either).
        return ids.indices.allSatisfy { index in
            expected.contains(ids[index]) && !ids[..<index].contains(ids[index])
        }
    }

    /// The text without an annotation of its own; its parts are written with theirs.
    private func writeBare(_ value: CandidValue, at type: CandidType, into out: inout String) {
        func element() -> CandidType {
            switch type {
            case .opt(let inner), .vec(let inner): return inner
            default: return .reserved
            }
        }
        func field(_ label: CandidLabel) -> CandidType {
            switch type {
            case .record(let fields), .variant(let fields):
                return fields.first { $0.label.id == label.id }?.type ?? .reserved
            default: return .reserved
            }
        }
        switch value {
        case .null, .reserved, .opt(nil): out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .nat(let number): out += number.description
        case .int(let number): out += number.description
        case .nat8(let number): out += number.description
        case .nat16(let number): out += number.description
        case .nat32(let number): out += number.description
        case .nat64(let number): out += number.description
        case .int8(let number): out += number.description
        case .int16(let number): out += number.description
        case .int32(let number): out += number.description
        case .int64(let number): out += number.description
        case .float32(let number): out += CandidText.floatText(Double(number))
        case .float64(let number): out += CandidText.floatText(number)
        case .text(let string): out += CandidText.quoted(string)
        case .principal(let principal): out += "principal " + CandidText.quoted(principal.description)
        case .opt(let inner?):
            out += "opt "
            write(inner, at: element(), into: &out, parenthesized: true)
        case .vec(let elements): writeVector(elements, element: element(), into: &out)
        case .numbers(let numbers): writeVector(numbers.elements, element: element(), into: &out)
        case .blob(let bytes): out += CandidText.blob(bytes)
        case .record(let fields):
            guard !fields.isEmpty else {
                out += "record {}"
                return
            }
            out += "record { "
            for (index, entry) in fields.enumerated() {
                if index > 0 { out += "; " }
                out += entry.label.description
                out += " = "
                write(entry.value, at: field(entry.label), into: &out)
            }
            out += " }"
        case .variant(let chosen):
            out += "variant { "
            out += chosen.label.description
            // A case whose value prints as a bare `null` prints as its label alone.
            let fieldType = field(chosen.label)
            let printsNull: Bool
            switch chosen.value {
            case .null, .reserved, .opt(nil): printsNull = true
            default: printsNull = false
            }
            if printsNull && readsAsItsType(chosen.value, environment.resolve(fieldType) ?? fieldType) {
                out += " }"
                return
            }
            out += " = "
            write(chosen.value, at: fieldType, into: &out)
            out += " }"
        case let .function(principal, method):
            out += "func " + CandidText.quoted(principal.description) + "." + CandidText.quoteIfNeeded(method)
        case .service(let principal):
            out += "service " + CandidText.quoted(principal.description)
        }
    }

    private func writeVector(_ elements: [CandidValue], element: CandidType, into out: inout String) {
        guard !elements.isEmpty else {
            out += "vec {}"
            return
        }
        out += "vec { "
        for (index, value) in elements.enumerated() {
            if index > 0 { out += "; " }
            write(value, at: element, into: &out)
        }
        out += " }"
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
            return .function(
                CandidFunctionType(function.arguments.map(inner), function.results.map(inner), modes: function.modes))
        case .service(let service):
            return .service(CandidServiceType(service.methods.map { CandidMethod($0.name, inner($0.type)) }))
        default: return type
        }
    }
}
