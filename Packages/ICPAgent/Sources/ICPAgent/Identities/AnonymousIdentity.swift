/// Sends as `2vxsx-fae`, unsigned. Queries of public data need nothing more.
public struct AnonymousIdentity: Identity {
    public init() {}

    public var sender: Principal { .anonymous }
    public var publicKeyDER: [UInt8]? { nil }

    public func sign(_ message: [UInt8]) async throws(IdentityError) -> [UInt8] {
        throw .anonymousCannotSign
    }
}
