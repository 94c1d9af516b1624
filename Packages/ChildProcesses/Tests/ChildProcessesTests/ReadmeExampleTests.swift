import ChildProcesses
import Foundation
import Testing

/// Compiles and runs the example in Packages/ChildProcesses/README.md; the region between the
/// markers must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        // README-EXAMPLE-BEGIN
        // A command run to completion: status and output, within a deadline. With a process group
        // of its own, the timeout stops whatever it started too.
        let build = try await Command("sh", ["-c", "echo built; echo 'one warning' >&2"], ownProcessGroup: true)
            .run(timeout: .seconds(60))
        // exit status 0 here; else throws ChildProcessError.failed or .timedOut, with stderr's tail
        try build.checked()

        // A service: started, its JSON line read within a deadline, stopped by PID with SIGTERM,
        // then SIGKILL if it has not ended after the grace period.
        let script = #"trap 'exit 0' TERM; echo '{"url": "http://127.0.0.1:8080"}'; while :; do sleep 1; done"#
        let service = try await ServiceProcess.start(
            Command("sh", ["-c", script]), readyWhen: .jsonLine, within: .seconds(20))
        let url = service.announcement?.string("url")  // "http://127.0.0.1:8080"
        let ended = await service.stop(grace: .seconds(5))  // .exited(0)

        // A built executable: beside the running program, in .build/<configuration>/.
        let replica = Executables.besideThisProgram("icp-replica")
        // README-EXAMPLE-END
        #expect(build.standardOutput == "built\n" && build.standardError == "one warning\n")
        #expect(url == "http://127.0.0.1:8080")
        #expect(ended == .exited(0))
        #expect(replica.deletingLastPathComponent() == Executables.folderOfThisProgram)
    }
}
