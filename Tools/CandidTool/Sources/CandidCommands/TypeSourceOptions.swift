import ArgumentParser
import Candid
import CandidParser

/// Where the types of a message come from: `--types`, or a `.did` file and one of its methods.
struct TypeSourceOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The argument types, as Candid text: '(record { a : nat }, text)'; a single type needs no parentheses.",
            valueName: "types"))
    var types: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A .did file whose method gives the types (imports resolve relative to it).", valueName: "file"))
    var did: String?

    @Option(name: .long, help: ArgumentHelp("The method of the --did file.", valueName: "name"))
    var method: String?

    func validate() throws {
        if types != nil, did != nil { throw ValidationError("use either --types or --did with --method, not both") }
        if did != nil, method == nil { throw ValidationError("--did needs --method NAME") }
        if method != nil, did == nil { throw ValidationError("--method needs --did FILE") }
    }

    var usesMethod: Bool { did != nil }

    /// The types and the environment their names resolve in; nil when none were given.
    /// `arguments` picks the method's argument types, otherwise its result types.
    func resolve(arguments: Bool) throws(CandidToolError) -> (types: [CandidType], environment: CandidTypeEnvironment)?
    {
        if let types {
            return (try Self.parseTypes(types), CandidTypeEnvironment())
        }
        guard let did, let method else { return nil }
        let interface = try DidFile.load(did)
        guard interface.service != nil else { throw .usage("\(did) has no service, so it has no method \(method)") }
        guard let function = interface.method(method) else {
            let known = interface.methods.map(\.name)
            throw .usage(
                "\(did) has no method \(method); its methods: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
            )
        }
        return (arguments ? function.arguments : function.results, interface.environment)
    }

    /// `(t1, t2)` or one bare type.
    static func parseTypes(_ text: String) throws(CandidToolError) -> [CandidType] {
        do {
            if text.drop { $0 == " " || $0 == "\n" || $0 == "\t" }.first == "(" {
                return try CandidType.parseArgumentTypes(text)
            }
            return [try CandidType(parsing: text)]
        } catch {
            throw .invalidInput("invalid --types at \(error)")
        }
    }
}
