import Candid
import CandidParser

/// One method of the generated client: Swift names and types for its arguments and results,
/// the Candid types the messages are encoded at, and how it is called.
struct ClientMethod {
    struct Value {
        /// The argument label or result tuple label; nil for an unnamed argument (`_ arg0`).
        var label: String?
        /// The parameter name inside the method.
        var parameter: String
        var type: SwiftType
    }

    var wireName: String
    var swiftName: String
    var kind: String
    var arguments: [Value]
    var results: [Value]
    var function: CandidFunctionType
    var documentation: [String]
}

/// The client of a service: its methods, and its init arguments when it is a service class.
struct ClientModel {
    var methods: [ClientMethod]
    var initArguments: [ClientMethod.Value]?
    var initTypes: [CandidType]
    var documentation: [String]

    /// Maps every method of `service`, adding top-level declarations for inline types written
    /// in signatures through `builder`.
    static func build(_ service: CandidActorSyntax, syntax: CandidInterfaceSyntax, builder: inout SwiftModelBuilder)
        -> ClientModel
    {
        var methods: [ClientMethod] = []
        // Members the client and its namespace declare, which a method of the same name would
        // shadow inside `Methods` (`candidDefinitions`) or the client.
        var names: Set<String> = [
            "canister", "init", "initArguments", "Methods", "candidDefinitions", "candidTypeTable",
        ]
        for method in syntax.serviceBody(of: service.type)?.methods ?? [] {
            guard case .function(let function)? = syntax.resolve(method.type) else { continue }
            let swiftName = SwiftNames.unique(SwiftNames.member(method.name), in: &names)
            let typeBase = SwiftNames.type(method.name)
            let kind: String
            if function.modes.contains(.compositeQuery) {
                kind = ".compositeQuery"
            } else if function.modes.contains(.query) {
                kind = ".query"
            } else if function.modes.contains(.oneway) {
                kind = ".oneway"
            } else {
                kind = ".update"
            }
            methods.append(
                ClientMethod(
                    wireName: method.name, swiftName: swiftName, kind: kind,
                    arguments: values(
                        function.arguments, base: typeBase, role: "Argument", isResult: false, builder: &builder),
                    results: values(
                        function.results, base: typeBase, role: "Result", isResult: true, builder: &builder),
                    function: function.checked, documentation: method.documentation))
        }
        let initArguments = service.initArguments.map {
            values($0, base: "Init", role: "Argument", isResult: false, builder: &builder)
        }
        return ClientModel(
            methods: methods, initArguments: initArguments, initTypes: service.initArguments?.map(\.type.checked) ?? [],
            documentation: service.documentation)
    }

    private static func values(
        _ arguments: [CandidArgumentSyntax], base: String, role: String, isResult: Bool,
        builder: inout SwiftModelBuilder
    ) -> [ClientMethod.Value] {
        var names: Set<String> = []
        let anyNamed = arguments.contains { $0.name != nil }
        return arguments.enumerated().map { offset, argument in
            let hint: String
            if let name = argument.name {
                hint = base + SwiftNames.type(name)
            } else {
                hint = base + role + (arguments.count > 1 ? String(offset) : "")
            }
            let type = builder.signatureType(argument.type, hint: hint)
            let parameter = SwiftNames.unique(
                argument.name.map(SwiftNames.member) ?? (isResult ? "result\(offset)" : "arg\(offset)"), in: &names)
            let label: String? = argument.name != nil || (isResult && anyNamed) ? parameter : nil
            return ClientMethod.Value(label: label, parameter: parameter, type: type)
        }
    }
}
