import ChildProcesses
import Foundation
import Synchronization
import Testing

/// Commands run to completion: status, both streams, input, environment, folder, and the errors
/// that say what went wrong.
@Suite struct CommandTests {
    @Test func aRunReturnsItsStatusAndBothStreams() async throws {
        let result = try await Command("sh", ["-c", "cat; echo oops >&2; exit 3"], input: Data("hello\n".utf8)).run()
        #expect(result.termination == .exited(3))
        #expect(result.termination.status == 3 && !result.succeeded)
        #expect(result.standardOutput == "hello\n")
        #expect(result.standardError == "oops\n")
    }

    @Test func mergedErrorFollowsTheOutputInOrder() async throws {
        let result = try await Command(
            "sh", ["-c", "echo out; echo err >&2; echo out2"], standardError: .mergedWithOutput
        ).run()
        #expect(result.standardOutput == "out\nerr\nout2\n")
        #expect(result.standardError.isEmpty)
    }

    @Test func standardErrorCanGoToAFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "child-processes-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await Command("sh", ["-c", "echo logged >&2"], standardError: .file(file)).run()
        #expect(result.succeeded)
        #expect(try String(contentsOf: file, encoding: .utf8) == "logged\n")
        #expect(result.standardError == "logged\n")
    }

    @Test func theEnvironmentIsInheritedWithTheChangesGiven() async throws {
        setenv("CHILD_PROCESSES_INHERITED", "from the parent", 1)
        setenv("CHILD_PROCESSES_REMOVED", "must not show", 1)
        let command = Command(
            "sh", ["-c", "echo \"$CHILD_PROCESSES_INHERITED|$CHILD_PROCESSES_SET|${CHILD_PROCESSES_REMOVED-unset}\""],
            environment: ["CHILD_PROCESSES_SET": "set", "CHILD_PROCESSES_REMOVED": nil])
        #expect(try await command.output() == "from the parent|set|unset")
        let prefixed = Command("sh", ["-c", "echo ${CHILD_PROCESSES_REMOVED-unset}"]).removingInheritedVariables(
            withPrefix: "CHILD_PROCESSES_")
        #expect(try await prefixed.output() == "unset")
    }

    @Test func itRunsInTheFolderGiven() async throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        #expect(try await Command("pwd", workingDirectory: folder).output() == folder.path)
    }

    @Test func outputArrivesInChunksAsItIsWritten() async throws {
        let chunks = ChunkLog()
        let result = try await Command("sh", ["-c", "echo one; sleep 0.2; echo two"]).run { chunks.add($0) }
        #expect(result.standardOutput == "one\ntwo\n")
        #expect(chunks.all.count >= 2)
        #expect(chunks.all.flatMap { $0 } == Array("one\ntwo\n".utf8))
    }

    /// A Swift concurrency thread blocks nearly every signal; a child must not inherit that, or
    /// it never sees the SIGTERM that stops it (nor libFuzzer its SIGALRM).
    @Test func childrenStartWithNoSignalBlocked() async throws {
        let line = try await Command("sh", ["-c", "grep SigBlk /proc/self/status"]).output()
        #expect(line == "SigBlk:\t0000000000000000")
    }

    @Test func aMissingExecutableIsNamed() async throws {
        let error = await #expect(throws: ChildProcessError.self) { try await Command("no-such-tool-anywhere").run() }
        #expect(error == .notFound(executable: "no-such-tool-anywhere"))
        #expect(error?.description.contains("no-such-tool-anywhere") == true)
        let path = await #expect(throws: ChildProcessError.self) { try await Command("/no/such/folder/tool").run() }
        #expect(path == .notFound(executable: "/no/such/folder/tool"))
    }

    @Test func aFailureSaysWhichCommandHowItEndedAndWhatItSaid() async throws {
        let error = await #expect(throws: ChildProcessError.self) {
            try await Command("sh", ["-c", "echo 'no such revision' >&2; exit 128"]).output()
        }
        let description = try #require(error).description
        #expect(description.contains("sh -c"))
        #expect(description.contains("exit status 128"))
        #expect(description.contains("no such revision"))
    }

    @Test func aSignalledChildSaysWhichSignal() async throws {
        let result = try await Command("sh", ["-c", "kill -KILL $$"]).run()
        #expect(result.termination == .signalled(9))
        #expect(result.termination.status == 137)
        #expect(result.termination.description.contains("SIGKILL"))
    }
}

/// Chunks handed to `onOutput`, from whichever thread reads them.
final class ChunkLog: Sendable {
    private let chunks = Mutex<[[UInt8]]>([])
    func add(_ chunk: [UInt8]) { chunks.withLock { $0.append(chunk) } }
    var all: [[UInt8]] { chunks.withLock { $0 } }
}
