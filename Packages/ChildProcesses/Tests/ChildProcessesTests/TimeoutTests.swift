import ChildProcesses
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Deadlines, and the process group a command may lead: a timeout stops the whole group, and
/// the leader's exit stops what it left running.
@Suite struct TimeoutTests {
    @Test func aTimeoutStopsTheChild() async throws {
        let started = ContinuousClock.now
        let result = try await Command("sh", ["-c", "exec sleep 30"]).run(timeout: .milliseconds(300))
        #expect(result.timedOut && !result.succeeded)
        #expect(result.termination == .signalled(SIGTERM))
        #expect(ContinuousClock.now - started < .seconds(10))
        let error = #expect(throws: ChildProcessError.self) { try result.checked() }
        #expect(error?.description.contains("stopped after 0.3 s") == true)
    }

    @Test func aTimeoutStopsTheWholeProcessGroup() async throws {
        // The grandchild's PID first, then the shell waits for it.
        let command = Command("sh", ["-c", "sleep 300 & echo $!; wait"], ownProcessGroup: true)
        let result = try await command.run(timeout: .milliseconds(500))
        #expect(result.timedOut)
        let grandchild = try #require(printedPID(result.standardOutput))
        #expect(
            await waitUntilGone(grandchild, within: .seconds(10)), "the grandchild \(grandchild) outlived the timeout")
    }

    @Test func aChildThatIgnoresSIGTERMIsKilledAfterTheGracePeriod() async throws {
        let command = Command(
            "sh", ["-c", "trap '' TERM; echo ready; while :; do sleep 0.1; done"], ownProcessGroup: true)
        let result = try await command.run(timeout: .milliseconds(300), grace: .milliseconds(300))
        #expect(result.timedOut)
        #expect(result.termination == .signalled(SIGKILL))
        #expect(result.standardOutput == "ready\n")
    }

    @Test func whatALeaderLeftRunningIsStoppedWhenItExits() async throws {
        // The shell exits at once; the sleep it started would keep the output pipe open.
        let result = try await Command("sh", ["-c", "sleep 300 & echo $!"], ownProcessGroup: true).run(
            timeout: .seconds(60))
        #expect(result.succeeded)
        #expect(result.leftoversStopped)
        let grandchild = try #require(printedPID(result.standardOutput))
        #expect(await waitUntilGone(grandchild, within: .seconds(10)))
    }

    @Test func aLeftoverHoldingTheOutputDoesNotHoldTheRun() async throws {
        // Without a group of its own the leftover lives on, but the run still ends with its child.
        let result = try await Command("sh", ["-c", "sleep 300 & echo $!"]).run(timeout: .seconds(60))
        let grandchild = try #require(printedPID(result.standardOutput))
        defer { kill(grandchild, SIGKILL) }
        #expect(result.succeeded && !result.leftoversStopped && !result.timedOut)
    }
}
