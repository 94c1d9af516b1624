import Candid
import CandidParser

/// Generates Swift from Candid: the types and the typed client of a `.did` interface, or the
/// types and a constant of a Candid value file.
///
/// ```swift
/// let generator = CandidSwiftGenerator(options: SwiftGeneratorOptions(sourceName: "ledger.did"))
/// let swift = try generator.generate(interfaceText, path: "ledger.did")
/// ```
///
/// The output is one file, the same bytes for the same input and options: everything inside one
/// enum (the namespace, `Ledger` for `ledger.did`) so that two interfaces in one target never
/// clash; a struct per record with its fields in written order and `CodingKeys` that keep the wire
/// names; an enum per variant; `CandidTuple` for positional records; `indirect` enums and
/// `@CandidIndirect` fields where types are recursive; and, for a service, a client on ICPAgent
/// with one `async throws` method per method, encoded and decoded at the method's exact Candid
/// types. Doc comments (`//` and `///` lines before an item) are carried over.
public struct CandidSwiftGenerator: Sendable {
    public var options: SwiftGeneratorOptions

    public init(options: SwiftGeneratorOptions = SwiftGeneratorOptions()) {
        self.options = options
    }

    /// Parses and type-checks `text` (a `.did` file at `path`, whose imports `loader` reads) and
    /// generates its Swift.
    ///
    /// - Throws: ``CandidCodegenError/parse(file:_:)`` for text that does not parse or type-check,
    ///   ``CandidCodegenError/invalidName(_:reason:)`` for options that are not Swift names, and
    ///   ``CandidCodegenError/unknownRename(_:candidates:)``,
    ///   ``CandidCodegenError/invalidRename(_:to:reason:)`` or
    ///   ``CandidCodegenError/conflictingRenames(_:scope:renames:)`` for renames that cannot apply.
    public func generate(_ text: String, path: String = "", loader: CandidInterface.Loader? = nil)
        throws(CandidCodegenError) -> String
    {
        let interface: CandidInterface
        do {
            interface = try CandidInterface(parsing: text, path: path, loader: loader)
        } catch {
            throw .parse(file: path, error)
        }
        return try generate(interface)
    }

    /// Generates the Swift of a parsed interface, from its syntax view (an interface built in
    /// code has none, and gives an empty namespace).
    public func generate(_ interface: CandidInterface) throws(CandidCodegenError) -> String {
        let namespace = try validatedNamespace()
        let clientName = try Self.validated(options.clientName, what: "client name")
        // `Methods` is the client's own enum of methods: a type of that name would be shadowed
        // inside the client.
        var builder = SwiftModelBuilder(syntax: interface.syntax, reservedNames: [clientName, "Methods"])
        _ = builder.build()
        var client = interface.syntax.service.map {
            ClientModel.build($0, syntax: interface.syntax, builder: &builder)
        }
        var model = builder.finish()
        try SwiftRenamer(renames: options.renames, clientName: clientName).apply(to: &model, client: &client)
        let file = InterfaceFilePrinter(
            model: model, client: client, interface: interface, namespace: namespace, clientName: clientName,
            options: options)
        return file.text
    }

    /// Generates the types of a Candid value (the text of a value file, such as `vec { record {
    /// name = "MyName"; phone = 1234 : nat } }`) and a constant holding it. `name` names the
    /// value's type (`PhoneBook`); the constant is its lowerCamelCase form (`phoneBook`).
    ///
    /// - Throws: ``CandidCodegenError/parse(file:_:)`` for text that is not one Candid value,
    ///   ``CandidCodegenError/unsupportedValue(_:)`` for a value Swift cannot hold (a value of a
    ///   type that has no values), ``CandidCodegenError/invalidName(_:reason:)`` for `name`.
    public func generateValue(_ text: String, name: String, path: String = "") throws(CandidCodegenError) -> String {
        let namespace = try validatedNamespace()
        let typeName = try Self.validated(name, what: "value name")
        let parsed: CandidTextValue
        do {
            parsed = try CandidTextValue(parsing: text)
        } catch {
            throw .parse(file: path, error)
        }
        return try ValueFilePrinter(value: parsed, typeName: typeName, namespace: namespace, options: options).text()
    }

    private func validatedNamespace() throws(CandidCodegenError) -> String {
        guard let namespace = options.namespace else { return options.resolvedNamespace }
        return try Self.validated(namespace, what: "namespace")
    }

    /// `name` when it is a plain Swift type name the generated code can declare: ASCII letters,
    /// digits and `_`, not starting with a digit, not a keyword, and not a name the generated
    /// code uses for something else.
    static func validated(_ name: String, what: String) throws(CandidCodegenError) -> String {
        guard let first = name.unicodeScalars.first else { throw .invalidName(name, reason: "the \(what) is empty") }
        let allowed = name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
        guard allowed, !("0"..."9").contains(first) else {
            throw .invalidName(name, reason: "a \(what) is ASCII letters, digits and _, not starting with a digit")
        }
        guard !SwiftNames.keywords.contains(name), name != "_" else {
            throw .invalidName(name, reason: "it is a Swift keyword")
        }
        guard !SwiftModelBuilder.builtinNames.contains(name) else {
            throw .invalidName(name, reason: "the generated code uses \(name) for a type of Swift, Candid or ICPAgent")
        }
        return name
    }
}
