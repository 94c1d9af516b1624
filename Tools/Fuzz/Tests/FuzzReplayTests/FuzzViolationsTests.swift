import Dispatch
import FuzzSupport
import Testing

/// The replay is only as good as the switch inside `fuzzExpect`: a violation must reach the test
/// from wherever a target checks it, and must still crash outside the replay, where libFuzzer
/// only records an input that crashes.
@Suite struct FuzzViolationsTests {
    @Test func violationsAreCollectedInOrder() {
        let violations = FuzzViolations.collect {
            fuzzExpect(true, "kept")
            fuzzExpect(false, "first")
            fuzzExpect(1 + 1 == 3, "second")
        }
        #expect(violations == ["first", "second"])
    }

    /// As the targets do it: from libFuzzer's (here, a plain) thread, in a `Task` waited for with a
    /// semaphore.
    @Test func violationsInATaskTheTargetWaitsForAreCollected() async {
        let violations = await onOwnThread {
            FuzzViolations.collect {
                let done = DispatchSemaphore(value: 0)
                Task {
                    fuzzExpect(false, "in a task")
                    done.signal()
                }
                done.wait()
            }
        }
        #expect(violations == ["in a task"])
    }

    @Test func aViolationOutsideCollectCrashes() async {
        await #expect(processExitsWith: .failure) {
            fuzzExpect(false, "no collector")
        }
    }
}
