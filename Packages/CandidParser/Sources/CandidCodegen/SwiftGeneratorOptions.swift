/// How ``CandidSwiftGenerator`` writes its file.
public struct SwiftGeneratorOptions: Sendable, Hashable {
    /// The access level of everything generated.
    public enum Access: String, Sendable, Hashable, CaseIterable {
        case `public`, `internal`
    }

    public var access: Access
    /// The enum that holds every generated type, so two `.did` files in one target never
    /// clash (`Account` in both); nil derives it from the file name (`icp_ledger.did` →
    /// `IcpLedger`).
    public var namespace: String?
    /// The name of the service's client inside the namespace.
    public var clientName: String
    /// Names the source in the header comment (`// Generated … from ledger.did`).
    public var sourceName: String

    /// Adds `candidTypeTable`: every definition and every method's argument and result types
    /// with the Swift type that holds them, for round-trip tests of the generated types.
    public var typeTable: Bool

    /// New names for generated names, keyed by the generated name (what the generator writes
    /// without renames), resolved against the names before any rename:
    ///
    /// - a top-level type: `HArgument1`;
    /// - a nested type, or a field of a struct or case of an enum: its type's key, a dot and its
    ///   name (`Account.owner`, `TransferResult.err`, `Block.Transaction`);
    /// - a method of the service: the client's name, a dot and the method's Swift name
    ///   (`Client.icrc1BalanceOf`).
    ///
    /// Wire names never change: coding keys and the client's method names keep the Candid ones.
    /// A key that names nothing, a new name that is not a Swift identifier, and two names made
    /// equal in one scope are errors (``CandidCodegenError``).
    public var renames: [String: String]

    public init(
        access: Access = .public, namespace: String? = nil, clientName: String = "Client", sourceName: String = "",
        typeTable: Bool = false, renames: [String: String] = [:]
    ) {
        self.renames = renames
        self.access = access
        self.namespace = namespace
        self.clientName = clientName
        self.sourceName = sourceName
        self.typeTable = typeTable
    }

    /// The namespace to use: the one given, or the file name in UpperCamelCase.
    var resolvedNamespace: String {
        if let namespace { return namespace }
        var base = sourceName.split(separator: "/").last.map(String.init) ?? ""
        if base.hasSuffix(".did") { base.removeLast(4) }
        return SwiftModelBuilder.escapedTypeName(base.isEmpty ? "Interface" : base)
    }
}
