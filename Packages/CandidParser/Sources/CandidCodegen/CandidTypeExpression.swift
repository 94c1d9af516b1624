import Candid

/// Swift source that builds a ``CandidType`` value: what the generated code hands the Codable
/// bridge so that messages are encoded and decoded at exactly the `.did` file's types.
enum CandidTypeExpression {
    static func of(_ type: CandidType) -> String {
        switch type {
        case .null: return ".null"
        case .bool: return ".bool"
        case .nat: return ".nat"
        case .int: return ".int"
        case .nat8: return ".nat8"
        case .nat16: return ".nat16"
        case .nat32: return ".nat32"
        case .nat64: return ".nat64"
        case .int8: return ".int8"
        case .int16: return ".int16"
        case .int32: return ".int32"
        case .int64: return ".int64"
        case .float32: return ".float32"
        case .float64: return ".float64"
        case .text: return ".text"
        case .reserved: return ".reserved"
        case .empty: return ".empty"
        case .principal: return ".principal"
        case .opt(let inner): return ".opt(\(of(inner)))"
        case .vec(.nat8): return ".blob"
        case .vec(let inner): return ".vec(\(of(inner)))"
        case .record(let fields): return ".record([\(fields.map(field).joined(separator: ", "))])"
        case .variant(let fields): return ".variant([\(fields.map(field).joined(separator: ", "))])"
        case .function(let function): return ".function(\(self.function(function)))"
        case .service(let service):
            let methods = service.methods.map { "CandidMethod(\(SwiftNames.literal($0.name)), \(of($0.type)))" }
            return ".service(CandidServiceType([\(methods.joined(separator: ", "))]))"
        case .named(let name): return ".named(\(SwiftNames.literal(name)))"
        }
    }

    static func list(_ types: [CandidType]) -> String {
        "[\(types.map(of).joined(separator: ", "))]"
    }

    static func function(_ function: CandidFunctionType) -> String {
        let modes = function.modes.isEmpty ? "" : ", modes: [\(function.modes.map(mode).joined(separator: ", "))]"
        return "CandidFunctionType(\(list(function.arguments)), \(list(function.results))\(modes))"
    }

    private static func mode(_ mode: CandidFunctionMode) -> String {
        switch mode {
        case .query: return ".query"
        case .oneway: return ".oneway"
        case .compositeQuery: return ".compositeQuery"
        }
    }

    private static func field(_ field: CandidFieldType) -> String {
        "CandidFieldType(\(label(field.label)), \(of(field.type)))"
    }

    private static func label(_ label: CandidLabel) -> String {
        switch label {
        case .named(let name): return ".named(\(SwiftNames.literal(name)))"
        case .id(let id): return ".id(\(id))"
        case .unnamed(let id): return ".unnamed(\(id))"
        }
    }
}
