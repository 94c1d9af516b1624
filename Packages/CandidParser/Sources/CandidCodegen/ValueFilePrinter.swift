import Candid
import CandidParser

/// Prints the file of a Candid value: the Swift types of the value's inferred Candid type, the
/// constant that holds the value, and that Candid type.
struct ValueFilePrinter {
    let value: CandidTextValue
    let typeName: String
    let namespace: String
    let options: SwiftGeneratorOptions

    func text() throws(CandidCodegenError) -> String {
        let type = try ValueTypeInference.type(of: value)
        let typed: CandidValue
        do {
            typed = try value.typed(as: type)
        } catch {
            throw .unsupportedValue("\(error)")
        }
        let definition = CandidDefinitionSyntax(
            name: typeName, type: Self.syntax(of: type), documentation: [],
            position: CandidSourcePosition(file: options.sourceName, line: 1, column: 1))
        var builder = SwiftModelBuilder(
            syntax: CandidInterfaceSyntax(path: options.sourceName, definitions: [definition]), reservedNames: [])
        _ = builder.build()
        var model = builder.finish()
        var client: ClientModel? = nil
        try SwiftRenamer(renames: options.renames, clientName: nil).apply(to: &model, client: &client)
        guard let root = model.topLevel.first else { throw .unsupportedValue("the value has no type") }
        let expression = try ValueExpression(model: model).text(typed, at: .declared(root))
        let access = options.access == .public ? "public " : ""
        let constant = SwiftNames.member(typeName)
        var writer = SwiftSourceWriter()
        InterfaceFilePrinter.header(into: &writer, options: options, imports: model.imports())
        writer.block("\(access)enum \(namespace)") { writer in
            let declarations = DeclarationPrinter(model: model, access: access)
            for index in model.topLevel { declarations.print(index, into: &writer) }
            writer.line()
            let source = options.sourceName.isEmpty ? "" : " of \(options.sourceName)"
            writer.documentation(["The value\(source)."])
            writer.line(
                "\(access)static let \(SwiftNames.escaped(constant)): \(model.declarations[root].name) = \(expression)")
            writer.line()
            writer.documentation(["The Candid type of ``\(constant)``: what it encodes at."])
            writer.line("\(access)static let \(constant)CandidType: CandidType = \(CandidTypeExpression.of(type))")
        }
        return writer.text
    }

    /// The syntax of a checked type, fields in id order.
    static func syntax(of type: CandidType) -> CandidTypeSyntax {
        let position = CandidSourcePosition(line: 1, column: 1)
        func fields(_ fields: [CandidFieldType]) -> [CandidFieldSyntax] {
            fields.map { CandidFieldSyntax(label: $0.label, type: syntax(of: $0.type), position: position) }
        }
        switch type {
        case .opt(let inner): return .opt(syntax(of: inner))
        case .vec(.nat8): return .blob
        case .vec(let inner): return .vec(syntax(of: inner))
        case .record(let list): return .record(fields(list))
        case .variant(let list): return .variant(fields(list))
        case .named(let name): return .named(name)
        case .function(let function):
            let arguments = function.arguments.map { CandidArgumentSyntax(name: nil, type: syntax(of: $0)) }
            let results = function.results.map { CandidArgumentSyntax(name: nil, type: syntax(of: $0)) }
            return .function(CandidFunctionSyntax(arguments: arguments, results: results, modes: function.modes))
        case .service: return .primitive(.principal)
        default: return .primitive(type)
        }
    }
}
