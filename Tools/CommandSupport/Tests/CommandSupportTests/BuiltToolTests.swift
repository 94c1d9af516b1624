import ChildProcessesTesting
import CommandSupportTesting
import Foundation
import Testing

/// Running a tool from a test: status, both streams, and a bound on how long it may take.
@Suite(.onItsOwnThread) struct BuiltToolRunTests {
    @Test func aRunReturnsItsStatusAndBothStreams() throws {
        let shell = BuiltTool(url: URL(fileURLWithPath: "/bin/sh"))
        let run = try shell.run(["-c", "cat; echo oops >&2; exit 3"], input: "hello\n")
        #expect(run.status == 3 && run.output == "hello\n" && run.error == "oops\n")
    }

    @Test func aRunThatTakesTooLongIsKilled() throws {
        let shell = BuiltTool(url: URL(fileURLWithPath: "/bin/sh"))
        let run = try shell.run(["-c", "exec sleep 30"], timeout: 0.2)
        #expect(run.status == -1)
        #expect(run.error.hasPrefix("killed after 0.2 s"))
    }

    @Test func anAsynchronousRunNeedsNoThreadOfItsOwn() async throws {
        let shell = BuiltTool(url: URL(fileURLWithPath: "/bin/sh"))
        let run = try await shell.run(["-c", "echo async"])
        #expect(run.status == 0 && run.output == "async\n")
    }
}
