import Clocks
import Coordinators
import CoordinatorsTesting

/// Starts a wait for `key` and returns once the waiter is registered (its deadline sleeps on
/// the clock), so a delivery, a cancellation or a clock advance made afterwards certainly meets
/// a waiting flow.
func startWaiting(
    on router: EventRouter<String, Int>, for key: String, timeout: Duration = .seconds(60), clock: TestClock<Duration>
) async -> Task<Result<Int, EventRouterError<String>>, Never> {
    let task = Task { () -> Result<Int, EventRouterError<String>> in
        do throws(EventRouterError<String>) {
            return .success(try await router.wait(for: key, timeout: timeout))
        } catch {
            return .failure(error)
        }
    }
    await clock.waitForSleeper()
    return task
}
