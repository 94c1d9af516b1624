import ChildProcesses
import Testing

/// Runs each test of a suite on a `DedicatedThread` of its own instead of Swift's cooperative
/// pool, so its synchronous body may wait for child processes (`Command.runBlocking`, or code
/// built on it) without holding a thread that those waits need. Swift Testing calls a
/// synchronous test from a task; with a task executor preference that task runs here.
public struct OnItsOwnThread: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // The suite itself gets no thread; each of its test cases does.
        guard testCase != nil else { return try await function() }
        let thread = DedicatedThread(name: test.name)
        defer { thread.shutdown() }
        try await withTaskExecutorPreference(thread) {
            try await function()
        }
    }
}

extension Trait where Self == OnItsOwnThread {
    /// Each test runs on a thread of its own, off the cooperative pool: for synchronous tests
    /// that wait for child processes.
    public static var onItsOwnThread: Self { OnItsOwnThread() }
}
