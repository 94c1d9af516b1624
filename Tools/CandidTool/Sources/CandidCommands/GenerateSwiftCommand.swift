import ArgumentParser
import CandidCodegen
import CandidParser
import CommandSupport
import Foundation

struct GenerateSwiftCommand: CandidSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract:
            "Generates Swift from a .did file: its types and a typed client, or with --value a value's types and constant.",
        discussion: """
            The output is one file, the same bytes for the same input: every type inside one \
            enum (the namespace, 'Ledger' for ledger.did), records as structs whose CodingKeys \
            keep the wire names, variants as enums, and for a service a client on ICPAgent with \
            one async method per method. Imports resolve relative to the file. The Swift \
            imports BigInt (attaswift/BigInt) only when a type is nat or int, so the target \
            compiling it depends on the BigInt product then. Without -o the \
            Swift goes to standard output; with -o the file is written only when its bytes \
            change, so an unchanged interface does not recompile its target.

            With --value the file holds one Candid value instead (vec { record { name = \
            "MyName"; phone = 1234 : nat } }); --name names its type, and the constant is that \
            name in lowerCamelCase.

            --rename OLD=NEW (repeatable) gives a generated name one you choose; OLD is the \
            name the generator writes without renames: a type (HArgument1), a nested type, \
            field or case as its type, a dot and its name (Account.owner, Result.err), a \
            method as the client's name, a dot and the method (Client.icrc1BalanceOf). Wire \
            names do not change. A name that does not exist, a NEW that is not a Swift \
            identifier and two names made equal are usage errors.

            Examples:
              candid generate swift ledger.did -o Sources/App/Ledger.swift
              candid generate swift ledger.did --access internal --namespace ICPLedger --client-name LedgerClient
              candid generate swift phone_book.txt --value --name PhoneBook
              candid generate swift ledger.did --rename HArgument1=HeightArgs --rename Client.icrc1BalanceOf=balance
            """
    )

    @Argument(help: ArgumentHelp("The .did file, or with --value the Candid value file.", valueName: "file"))
    var file: String

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp(
            "Write the Swift to this file (only when its bytes change) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(name: .long, help: "The access level of everything generated.")
    var access: Access = .public

    @Option(
        name: .customLong("client-name"),
        help: ArgumentHelp("The name of the service's client (default: Client).", valueName: "name"))
    var clientName: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The enum that holds every generated type (default: the file name in UpperCamelCase).", valueName: "name"))
    var namespace: String?

    @Flag(name: .long, help: "The file holds one Candid value: generate its types and a constant holding it.")
    var value = false

    @Option(
        name: .long,
        help: ArgumentHelp("With --value, the Swift name of the value's type (PhoneBook).", valueName: "name"))
    var name: String?

    @Option(
        name: .customLong("rename"),
        help: ArgumentHelp(
            "Give a generated name (a type, Type.member or Client.method) a new name; repeatable.",
            valueName: "old=new"))
    var renames: [String] = []

    /// The generator's access levels as an argument, so the help lists them.
    enum Access: String, ExpressibleByArgument, CaseIterable {
        case `public`, `internal`

        var generatorAccess: SwiftGeneratorOptions.Access {
            switch self {
            case .public: return .public
            case .internal: return .internal
            }
        }
    }

    func validate() throws {
        if value, name == nil { throw ValidationError("--value needs --name NAME, the Swift name of the value's type") }
        if !value, name != nil {
            throw ValidationError("--name needs --value; an interface's types are named by its .did file")
        }
        if value, clientName != nil {
            throw ValidationError("--client-name names a service's client; a value file has none")
        }
        _ = try parsedRenames()
    }

    /// `--rename OLD=NEW` options as the generator's dictionary; the same OLD twice is an error.
    func parsedRenames() throws(ValidationError) -> [String: String] {
        var result: [String: String] = [:]
        for rename in renames {
            guard let equals = rename.firstIndex(of: "="), equals != rename.startIndex else {
                throw ValidationError("--rename takes OLD=NEW, not \(rename)")
            }
            let old = String(rename[..<equals])
            let new = String(rename[rename.index(after: equals)...])
            if let earlier = result[old], earlier != new {
                throw ValidationError("--rename gives \(old) two new names: \(earlier) and \(new)")
            }
            result[old] = new
        }
        return result
    }

    func execute(io: CommandIO) async throws(CandidToolError) {
        let options = SwiftGeneratorOptions(
            access: access.generatorAccess, namespace: namespace, clientName: clientName ?? "Client",
            sourceName: URL(fileURLWithPath: file).lastPathComponent, renames: (try? parsedRenames()) ?? [:])
        let generator = CandidSwiftGenerator(options: options)
        let swift: String
        if value, let name {
            swift = try generateValue(generator, name: name)
        } else {
            swift = try generateInterface(generator)
        }
        if let output {
            try GeneratedFile.write(swift, to: output)
        } else {
            io.write(swift)
        }
    }

    /// DidFile reads the file and its imports relative to it, and words parse errors as
    /// `FILE:LINE:COLUMN: message` like `check` does.
    private func generateInterface(_ generator: CandidSwiftGenerator) throws(CandidToolError) -> String {
        let interface = try DidFile.load(file)
        do {
            return try generator.generate(interface)
        } catch {
            throw toolError(error)
        }
    }

    private func generateValue(_ generator: CandidSwiftGenerator, name: String) throws(CandidToolError) -> String {
        let text = try DidFile.read(file)
        do {
            return try generator.generateValue(text, name: name, path: file)
        } catch {
            throw toolError(error)
        }
    }

    /// A name the generator refuses came from the command line, so it is a usage error, and the
    /// message says which option held it (the generator's own message names only the name).
    private func toolError(_ error: CandidCodegenError) -> CandidToolError {
        switch error {
        case .invalidName(let rejected, _):
            let option: String
            if rejected == namespace {
                option = "--namespace"
            } else if rejected == name {
                option = "--name"
            } else {
                option = "--client-name"
            }
            return .usage("invalid \(option): \(error)")
        case .parse:
            // Its description already starts with the file and position.
            return .invalidInput("\(error)")
        case .unsupportedValue:
            return .invalidInput("\(file): \(error)")
        case .unknownRename, .invalidRename, .conflictingRenames:
            return .usage("invalid --rename: \(error)")
        }
    }
}
