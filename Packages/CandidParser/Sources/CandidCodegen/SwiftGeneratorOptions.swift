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

    public init(
        access: Access = .public, namespace: String? = nil, clientName: String = "Client", sourceName: String = "",
        typeTable: Bool = false
    ) {
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
