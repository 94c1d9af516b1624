/// A request the server answers with an HTTP error status instead of handling it (§5: 400, 404,
/// 405, 411, 413; and 431 for a head over the limit, 505 for another HTTP version).
struct HTTPFailure: Error, Sendable, Hashable {
    let status: Int
    let reason: String
}
