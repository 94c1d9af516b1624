#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Callbacks arrive in apps as Foundation `URL`s (`application(_:open:)`, intents). The parsers
// work on the string because a raw JSON payload is not always a valid `URL`; these overloads
// read `absoluteString` so callers need not convert.

extension SimpleWalletCallback {
    /// Reads `url.absoluteString` with the `String` parser.
    public init(parsing url: URL, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        try self.init(parsing: url.absoluteString, limits: limits)
    }
}

extension MYKEYCallback {
    /// Reads `url.absoluteString` with the `String` parser.
    public init(parsing url: URL, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        try self.init(parsing: url.absoluteString, limits: limits)
    }
}
