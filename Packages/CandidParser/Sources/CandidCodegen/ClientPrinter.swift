import Candid

/// Prints the client of a service on ICPAgent's `CanisterClient`: one `async throws` method per
/// method, messages encoded and decoded at the method's Candid types.
struct ClientPrinter {
    let client: ClientModel
    let name: String
    let declarations: DeclarationPrinter
    let access: String

    func print(into writer: inout SwiftSourceWriter) {
        writer.line()
        writer.documentation(
            client.documentation.isEmpty
                ? ["Calls the service through an agent; every answer is verified by the agent."] : client.documentation)
        writer.block("\(access)struct \(name): Sendable") { writer in
            writer.line("\(access)let canister: CanisterClient")
            writer.line()
            writer.line(
                "\(access)init(agent: Agent, canister: CandidPrincipal) { self.canister = CanisterClient(agent: agent, canister: canister) }"
            )
            writer.line()
            writer.line("\(access)init(_ canister: CanisterClient) { self.canister = canister }")
            for method in client.methods { printMethod(method, into: &writer) }
            if let arguments = client.initArguments { printInitArguments(arguments, into: &writer) }
            writer.line()
            writer.documentation(["Each method's name, kind and Candid signature."])
            writer.block("\(access)enum Methods") { writer in
                for method in client.methods {
                    writer.line(
                        "\(access)static let \(SwiftNames.escaped(method.swiftName)) = ICPMethod(name: \(SwiftNames.literal(method.wireName)), "
                            + "kind: \(method.kind), arguments: \(CandidTypeExpression.list(method.function.arguments)), "
                            + "results: \(CandidTypeExpression.list(method.function.results)), environment: candidDefinitions)"
                    )
                }
            }
        }
    }

    private func parameters(_ values: [ClientMethod.Value]) -> String {
        values.map { value in
            let type = declarations.typeText(value.type)
            guard let label = value.label else { return "_ \(SwiftNames.escaped(value.parameter)): \(type)" }
            return "\(SwiftNames.escaped(field: label)): \(type)"
        }.joined(separator: ", ")
    }

    private func printMethod(_ method: ClientMethod, into writer: inout SwiftSourceWriter) {
        writer.line()
        writer.documentation(method.documentation)
        let results = method.results
        let resultType: String
        switch results.count {
        case 0: resultType = ""
        case 1: resultType = " -> " + declarations.typeText(results[0].type)
        default:
            let elements = results.map { ($0.label.map { "\($0): " } ?? "") + declarations.typeText($0.type) }
            resultType = " -> (" + elements.joined(separator: ", ") + ")"
        }
        let signature =
            "\(access)func \(SwiftNames.escaped(method.swiftName))(\(parameters(method.arguments))) async throws(AgentError)\(resultType)"
        writer.block(signature) { writer in
            // `self.`: an argument may be called `canister`.
            var call = "self.canister.call(Methods.\(SwiftNames.escaped(method.swiftName))"
            for argument in method.arguments { call += ", \(SwiftNames.escaped(argument.parameter))" }
            if !results.isEmpty {
                call +=
                    ", returning: " + results.map { declarations.typeText($0.type) + ".self" }.joined(separator: ", ")
            }
            call += ")"
            if let empty = results.firstIndex(where: { declarations.isUninhabited($0.type) }) {
                // A result of a type without values (`empty`, `variant {}`): Swift wants the
                // method to visibly never return, which a switch without cases shows.
                let names = results.map { SwiftNames.escaped($0.parameter) }
                let types = results.map { declarations.typeText($0.type) }
                let binding =
                    names.count == 1
                    ? "let \(names[0]): \(types[0])"
                    : "let (\(names.joined(separator: ", "))): (\(types.joined(separator: ", ")))"
                writer.line("\(binding) = try await \(call)")
                writer.line("switch \(names[empty]) {}")
            } else if results.count > 1, results.contains(where: { $0.label != nil }) {
                let names = results.map { SwiftNames.escaped($0.parameter) }
                writer.line("let (\(names.joined(separator: ", "))) = try await \(call)")
                writer.line(
                    "return ("
                        + results.map { "\($0.label ?? $0.parameter): \(SwiftNames.escaped($0.parameter))" }.joined(
                            separator: ", ") + ")")
            } else {
                writer.line("try await \(call)")
            }
        }
    }

    private func printInitArguments(_ arguments: [ClientMethod.Value], into writer: inout SwiftSourceWriter) {
        writer.line()
        writer.documentation(["The service's init arguments as a Candid message, for installing the canister."])
        writer.block(
            "\(access)static func initArguments(\(parameters(arguments))) throws(CandidCodingError) -> [UInt8]"
        ) { writer in
            var call = "try CandidEncoder().encodeArguments("
            call += arguments.map { SwiftNames.escaped($0.parameter) + ", " }.joined()
            call += "as: \(CandidTypeExpression.list(client.initTypes)), environment: candidDefinitions)"
            writer.line(call)
        }
    }
}
