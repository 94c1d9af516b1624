import Foundation

/// Runs `body` on a thread of its own, as libFuzzer runs a target, and returns its result.
///
/// Several targets start a `Task` and block on a semaphore until it ends, which is harmless on
/// libFuzzer's thread. On the thread a test runs on, one of Swift concurrency's pool of one thread
/// per core, it would hold a thread the `Task` may need, and on a small machine wait forever.
func onOwnThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        // libFuzzer runs inputs on the main thread, whose stack is usually 8 MiB: the recursive
        // decoders' depth limits were fuzzed with that much.
        thread.stackSize = 8 << 20
        thread.start()
    }
}
