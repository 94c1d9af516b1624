import Foundation
import Testing
@testable import WorkspaceKit

@Suite struct ProcessRunnerTests {
    /// Children start with no signal blocked, even when spawned from a Swift concurrency thread
    /// (which blocks nearly all): libFuzzer's timeouts and SIGTERM-driven shutdowns rely on it.
    @Test func childrenStartWithNoSignalBlocked() async throws {
        let output = try ProcessRunner.run("sh", ["-c", "grep SigBlk /proc/self/status"])
        #expect(output.succeeded)
        #expect(output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "SigBlk:\t0000000000000000")
    }

    @Test func reportsStatusAndBothOutputs() throws {
        let merged = try ProcessRunner.run("sh", ["-c", "echo out; echo err >&2; exit 3"], mergeStandardError: true)
        #expect(merged.status == 3)
        #expect(merged.standardOutput.contains("out") && merged.standardOutput.contains("err"))
    }
}
