import Foundation
import Synchronization

/// Runs `work` as a task of the pool and blocks the calling thread until it is done: the bridge
/// from synchronous code, refused on a thread of the cooperative pool (see ``DedicatedThread``).
func blockingWait<Value: Sendable>(
    for executable: String, _ work: @escaping @Sendable () async throws(ChildProcessError) -> Value
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
private var isOnTheCooperativePool: Bool {
    let inATask = withUnsafeCurrentTask { $0 != nil }
    return inATask && !Thread.isMainThread && !DedicatedThread.isCurrent
}
