import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

/// ProcessRunner is ChildProcesses' `Command` with WorkspaceKit's errors (its timeouts and
/// process-group stops: TestBundleRunTests here, TimeoutTests there).
@Suite(.onItsOwnThread) struct ProcessRunnerTests {
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
        let separate = try ProcessRunner.run("sh", ["-c", "echo out; echo err >&2"], environment: ["LC_ALL": "C"])
        #expect(separate.standardOutput == "out\n" && separate.standardError == "err\n")
    }

    @Test func aMissingToolIsNamed() {
        #expect(throws: WorkspaceError.toolNotFound("no-such-tool-anywhere")) {
            try ProcessRunner.run("no-such-tool-anywhere", [])
        }
    }
}
