/// What `GET /api/v2/status` says about a replica (interface specification, "Overview of
/// canister calling"): its interface version, its health, and, on a local or test network only,
/// the root key its certificates chain to.
public struct ReplicaStatus: Sendable, Hashable {
    public var interfaceVersion: String
    /// `healthy` when it is serving; absent on older replicas.
    public var health: String?
    public var implementationVersion: String?
    /// The root key in DER, which a development instance sends and mainnet does not. Trust it
    /// only for a network you run yourself.
    public var rootKey: [UInt8]?

    public init(
        interfaceVersion: String, health: String? = nil, implementationVersion: String? = nil, rootKey: [UInt8]? = nil
    ) {
        self.interfaceVersion = interfaceVersion
        self.health = health
        self.implementationVersion = implementationVersion
        self.rootKey = rootKey
    }

    /// Reads the CBOR response body.
    ///
    /// - Throws: ``ReplyError/malformed(_:)`` when it is not a map with `ic_api_version` text, or
    ///   a field has the wrong type.
    public init(cbor bytes: [UInt8]) throws(ReplyError) {
        let value = try RequestValue(replyBody: bytes, of: "status")
        guard case .text(let version)? = value["ic_api_version"] else {
            throw .malformed("status: no ic_api_version text")
        }
        func text(_ key: String) throws(ReplyError) -> String? {
            switch value[key] {
            case nil: return nil
            case .text(let text)?: return text
            default: throw .malformed("status: \(key) is not text")
            }
        }
        interfaceVersion = version
        health = try text("replica_health_status")
        implementationVersion = try text("impl_version")
        switch value["root_key"] {
        case nil: rootKey = nil
        case .blob(let key)?: rootKey = key
        default: throw .malformed("status: root_key is not bytes")
        }
    }
}
