import Synchronization

/// Collects the properties `fuzzExpect` finds violated while a body runs, instead of crashing.
///
/// The collector is task-local, not a global: it reaches exactly the code `collect` runs,
/// including the `Task`s a target starts and waits for (they inherit task-local values, also from
/// a thread outside Swift concurrency), and nothing else the process runs at the same time, so
/// libFuzzer's crash on a violation can never be switched off by accident. A `Task.detached`
/// inherits nothing: a target must not check properties in one.
public enum FuzzViolations {
    @TaskLocal static var collector: Collector?

    /// The messages of one `collect`. Locked because a target's `Task`s may report from other
    /// threads than the one that called `collect`.
    final class Collector: Sendable {
        private let messages = Mutex<[String]>([])

        func record(_ message: String) {
            messages.withLock { $0.append(message) }
        }

        var recorded: [String] { messages.withLock { $0 } }
    }

    /// Runs `body` and returns the message of every `fuzzExpect` that failed in it, in order.
    public static func collect(_ body: () throws -> Void) rethrows -> [String] {
        let collector = Collector()
        try $collector.withValue(collector) { try body() }
        return collector.recorded
    }
}
