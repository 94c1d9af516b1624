/// Why an exchange ended without a response, before it is put in `HTTPError` terms.
enum ExchangeFailure: Error, Sendable, Equatable {
    /// The request's timeout passed.
    case timedOut
    /// The calling task was cancelled.
    case cancelled
    case failed(PinnedTLSError)
}
