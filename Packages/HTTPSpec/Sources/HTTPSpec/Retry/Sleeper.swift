/// How the client waits between attempts. Injectable so tests can record the delays asked for
/// (e.g. a `Retry-After: 2`) without waiting for them.
public struct Sleeper: Sendable {
    public let sleep: @Sendable (Duration) async throws -> Void

    public init(_ sleep: @escaping @Sendable (Duration) async throws -> Void) { self.sleep = sleep }

    /// Really waits, on the continuous clock; throws on cancellation.
    public static let continuous = Sleeper { try await Task.sleep(for: $0) }
}
