/// A replica's answer to `read_state` (`/api/v2` and `/api/v3` `…/read_state`): a certificate
/// revealing the paths asked for, to be verified before anything in it is read.
public struct ReadStateResponse: Sendable, Hashable {
    public var certificate: [UInt8]

    public init(certificate: [UInt8]) {
        self.certificate = certificate
    }

    /// Reads the CBOR response body, `{certificate: bytes}`.
    ///
    /// - Throws: ``ReplyError/malformed(_:)`` when it is not that map.
    public init(cbor bytes: [UInt8]) throws(ReplyError) {
        let value = try RequestValue(replyBody: bytes, of: "read_state response")
        guard case .blob(let certificate)? = value["certificate"] else {
            throw .malformed("read_state response: no certificate bytes")
        }
        self.certificate = certificate
    }
}
