import Foundation
import Testing

@testable import HTTPSpec

/// The shared timer behind per-attempt timeouts: fires once, not after cancel, and an earlier
/// deadline added after a later one is not held up by it.
@Suite struct TimeoutSchedulerTests {
    final class Flag: @unchecked Sendable {
        // @unchecked: `value` is behind `lock`.
        private let lock = NSLock()
        private var value = 0
        func hit() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    @Test func firesOnceAfterTheDelay() async throws {
        let scheduler = TimeoutScheduler()
        let flag = Flag()
        let start = ContinuousClock.now
        let entry = scheduler.schedule(after: .milliseconds(50)) { flag.hit() }
        try await Task.sleep(for: .milliseconds(20))
        #expect(flag.count == 0)
        #expect(!entry.fired)
        while flag.count == 0, ContinuousClock.now - start < .seconds(5) { try await Task.sleep(for: .milliseconds(5)) }
        #expect(flag.count == 1)
        #expect(entry.fired)
        #expect(!entry.isCancelled)
        #expect(ContinuousClock.now - start >= .milliseconds(50))
        try await Task.sleep(for: .milliseconds(50))
        #expect(flag.count == 1)
    }

    @Test func cancelledEntriesDoNotFire() async throws {
        let scheduler = TimeoutScheduler()
        let flag = Flag()
        let entry = scheduler.schedule(after: .milliseconds(30)) { flag.hit() }
        scheduler.cancel(entry)
        try await Task.sleep(for: .milliseconds(120))
        #expect(flag.count == 0)
        #expect(!entry.fired)
        #expect(entry.isCancelled)
    }

    @Test func anEarlierDeadlineIsNotHeldUpByALaterOne() async throws {
        let scheduler = TimeoutScheduler()
        let late = Flag()
        let early = Flag()
        let start = ContinuousClock.now
        let lateEntry = scheduler.schedule(after: .seconds(30)) { late.hit() }
        _ = scheduler.schedule(after: .milliseconds(40)) { early.hit() }
        while early.count == 0, ContinuousClock.now - start < .seconds(5) {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(early.count == 1)
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(late.count == 0)
        scheduler.cancel(lateEntry)
    }

    @Test func manyConcurrentEntriesEachFireOrNot() async throws {
        let scheduler = TimeoutScheduler()
        let flag = Flag()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask {
                    let entry = scheduler.schedule(after: .milliseconds(index % 2 == 0 ? 20 : 10_000)) { flag.hit() }
                    if index % 2 != 0 { scheduler.cancel(entry) }
                }
            }
        }
        let start = ContinuousClock.now
        while flag.count < 50, ContinuousClock.now - start < .seconds(5) { try await Task.sleep(for: .milliseconds(5)) }
        try await Task.sleep(for: .milliseconds(30))
        #expect(flag.count == 50)
    }

    @Test func theActionIsGivenItsOwnEntry() async throws {
        let scheduler = TimeoutScheduler()
        let flag = Flag()
        let start = ContinuousClock.now
        let entry = scheduler.schedule(after: .milliseconds(10)) { fired in
            if fired.fired, !fired.isCancelled { flag.hit() }
        }
        while flag.count == 0, ContinuousClock.now - start < .seconds(5) { try await Task.sleep(for: .milliseconds(5)) }
        #expect(flag.count == 1)
        #expect(entry.fired)
    }
}
