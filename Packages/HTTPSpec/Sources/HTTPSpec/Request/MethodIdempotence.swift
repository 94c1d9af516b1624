import HTTPTypes

extension HTTPRequest.Method {
    /// RFC 9110 §9.2.2: repeating these has the same effect as sending once, so they may be retried.
    var isIdempotent: Bool {
        self == .get || self == .head || self == .put || self == .delete || self == .options
    }
}
