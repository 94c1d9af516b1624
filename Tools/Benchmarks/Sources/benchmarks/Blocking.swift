import Foundation

/// Benchmark bodies are synchronous (they are timed by the caller's clock); the stores, channels
/// and clients they measure are async. Runs `body` in a detached task and waits for it on the
/// calling thread, which is never one of the cooperative pool's. Nil when `body` throws.
func waitFor<Value>(_ body: @escaping @Sendable () async throws -> Value) -> Value? {
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        box.value = try? await body()
        done.signal()
    }
    done.wait()
    return box.value
}

/// The checksum an async benchmark body returns, zero if it threw.
func waitForChecksum(_ body: @escaping @Sendable () async throws -> UInt64) -> UInt64 {
    waitFor(body) ?? 0
}

private final class ResultBox<Value>: @unchecked Sendable {
    // Written once by the task before the semaphore is signalled, read after the wait.
    var value: Value?
}
