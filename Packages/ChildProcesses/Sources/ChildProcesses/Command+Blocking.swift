import Foundation
import Synchronization

extension Command {
    /// ``run(timeout:grace:onOutput:)`` for synchronous code: waits on the calling thread.
    ///
    /// The calling thread must not be one of Swift's cooperative pool (see ``DedicatedThread``):
    /// a thread of its own, the main thread, a Dispatch queue's, or a ``DedicatedThread``. On a
    /// pool thread this throws ``ChildProcessError/wouldBlockTheCooperativePool(executable:)``
    /// at once rather than risk hanging.
    public func runBlocking(
        timeout: Duration? = nil, grace: Duration = .seconds(10), onOutput: (@Sendable ([UInt8]) -> Void)? = nil
    ) throws(ChildProcessError) -> CommandResult {
        try Self.waitFor(executable) { () async throws(ChildProcessError) -> CommandResult in
            try await run(timeout: timeout, grace: grace, onOutput: onOutput)
        }
    }

    /// ``output(timeout:)`` for synchronous code, on the same terms as ``runBlocking(timeout:grace:onOutput:)``.
    @discardableResult
    public func outputBlocking(timeout: Duration? = nil) throws(ChildProcessError) -> String {
        try runBlocking(timeout: timeout).checked().standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `work` as a task of the pool and blocks the calling thread until it is done.
    private static func waitFor<Value: Sendable>(
        _ executable: String, _ work: @escaping @Sendable () async throws(ChildProcessError) -> Value
    ) throws(ChildProcessError) -> Value {
        guard !isOnTheCooperativePool else { throw .wouldBlockTheCooperativePool(executable: executable) }
        let done = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<Value, ChildProcessError>?>(nil)
        Task.detached {
            let result: Result<Value, ChildProcessError>
            do throws(ChildProcessError) {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        guard let result = outcome.withLock({ $0 }) else {
            throw .couldNotStart(executable: executable, reason: "its task ended without a result")
        }
        return try result.get()
    }

    /// Synchronous code inside a task runs on the pool unless it is on the main thread or a
    /// dedicated one; outside any task it runs on a thread the pool does not count.
    private static var isOnTheCooperativePool: Bool {
        let inATask = withUnsafeCurrentTask { $0 != nil }
        return inATask && !Thread.isMainThread && !DedicatedThread.isCurrent
    }
}
