/// A refusal by a canister or by the system, as every kind of reply carries it: the reject code
/// (1 system fatal, 2 system transient, 3 destination invalid, 4 canister reject, 5 canister
/// error), its message, and the replica's error code (`IC0503`…) where it sends one.
public struct Rejection: Sendable, Hashable, CustomStringConvertible {
    public var code: UInt64
    public var message: String
    public var errorCode: String?

    public init(code: UInt64, message: String, errorCode: String? = nil) {
        self.code = code
        self.message = message
        self.errorCode = errorCode
    }

    /// From a reply map's `reject_code`, `reject_message` and optional `error_code`; nil when the
    /// first two are missing or mistyped.
    init?(fields value: RequestValue) {
        guard case .natural(let code)? = value["reject_code"], case .text(let message)? = value["reject_message"] else {
            return nil
        }
        var errorCode: String?
        if case .text(let text)? = value["error_code"] { errorCode = text }
        self.init(code: code, message: message, errorCode: errorCode)
    }

    /// The same fields, for the maps that are hashed or signed.
    var fields: [String: RequestValue] {
        var fields: [String: RequestValue] = ["reject_code": .natural(code), "reject_message": .text(message)]
        if let errorCode { fields["error_code"] = .text(errorCode) }
        return fields
    }

    public var description: String {
        "rejected with code \(code)\(errorCode.map { " (\($0))" } ?? ""): \(message)"
    }
}
