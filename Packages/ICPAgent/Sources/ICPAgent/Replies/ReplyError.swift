import CBOR

/// Why a replica's reply body could not be read.
public enum ReplyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Names the kind of reply and the missing or mistyped field.
    case malformed(String)

    public var description: String {
        switch self {
        case .malformed(let reason): return "malformed reply: \(reason)"
        }
    }
}

extension RequestValue {
    /// A reply body's CBOR as a map of text keys (a self-describe tag looked through).
    init(replyBody bytes: [UInt8], of kind: String) throws(ReplyError) {
        let decoded: CBOR
        do { decoded = try CBOR(decoding: bytes) } catch { throw .malformed("\(kind): not CBOR: \(error)") }
        guard let value = RequestValue(cbor: decoded), case .map = value else {
            throw .malformed("\(kind): not a map of text keys")
        }
        self = value
    }
}
