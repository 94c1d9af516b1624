import ChildProcesses
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Services: started, ready on their JSON line (or a log line) within a deadline, stopped by
/// PID; and each way of not coming up, as a typed error that says what happened.
@Suite struct ServiceProcessTests {
    /// A shell that prints `line`, then runs until SIGTERM, which it answers with exit 0.
    static func service(printing line: String, before: String = "") -> Command {
        Command("sh", ["-c", "trap 'exit 0' TERM; \(before) echo '\(line)'; while :; do sleep 0.05; done"])
    }

    @Test func itsJSONLineIsReadAndAStopIsClean() async throws {
        let service = try await ServiceProcess.start(
            Self.service(printing: #"{"url": "http://127.0.0.1:9", "canisters": {"ledger": "ryjl3"}}"#))
        #expect(service.announcement?.string("url") == "http://127.0.0.1:9")
        #expect(service.announcement?.strings("canisters") == ["ledger": "ryjl3"])
        #expect(isAlive(service.pid))
        let ended = await service.stop(grace: .seconds(10))
        #expect(ended == .exited(0))
        #expect(!isAlive(service.pid))
    }

    @Test func anotherSignalCanAskForTheStop() async throws {
        let service = try await ServiceProcess.start(
            Command("sh", ["-c", "trap 'exit 130' INT; echo '{}'; while :; do sleep 0.05; done"]))
        #expect(await service.stop(with: SIGINT) == .exited(130))
    }

    @Test func aServiceThatIgnoresSIGTERMIsKilledAfterTheGracePeriod() async throws {
        let service = try await ServiceProcess.start(
            Command("sh", ["-c", "trap '' TERM; echo '{}'; while :; do sleep 0.05; done"]))
        let started = ContinuousClock.now
        let ended = await service.stop(grace: .milliseconds(300))
        #expect(ended == .signalled(SIGKILL))
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func noLineWithinTheDeadlineStopsItAndSaysSo() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("service-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("pid").path
        let command = Command("sh", ["-c", "echo $$ > \(pidFile); echo 'warming up' >&2; exec sleep 30"])
        let error = await #expect(throws: ChildProcessError.self) {
            try await ServiceProcess.start(command, within: .milliseconds(500))
        }
        #expect(error == .notReady(executable: "sh", within: .milliseconds(500), standardError: "warming up\n"))
        #expect(error?.description.contains("sh printed no ready line within 0.5 s") == true)
        let pid = try #require(printedPID(try String(contentsOfFile: pidFile, encoding: .utf8)))
        #expect(await waitUntilGone(pid, within: .seconds(10)), "the service was left running")
    }

    @Test func aChildThatExitsBeforeItsLineSaysHowAndWhy() async throws {
        let error = await #expect(throws: ChildProcessError.self) {
            try await ServiceProcess.start(Command("sh", ["-c", "echo 'port 9 is taken' >&2; exit 3"]))
        }
        #expect(error == .exitedEarly(executable: "sh", termination: .exited(3), standardError: "port 9 is taken\n"))
        let description = try #require(error).description
        #expect(description.contains("exit status 3") && description.contains("port 9 is taken"))
    }

    @Test func aFirstLineThatIsNotJSONIsRefused() async throws {
        let error = await #expect(throws: ChildProcessError.self) {
            try await ServiceProcess.start(Self.service(printing: "listening on 9"))
        }
        #expect(error == .badAnnouncement(executable: "sh", line: "listening on 9"))
    }

    @Test func aLogLineCanMakeItReady() async throws {
        let service = try await ServiceProcess.start(
            Self.service(printing: "serving on 127.0.0.1:9", before: "echo starting;"),
            readyWhen: .lineContaining("serving"))
        #expect(service.readyLine == "serving on 127.0.0.1:9")
        #expect(service.output == "starting\nserving on 127.0.0.1:9\n")
        #expect(await service.stop() == .exited(0))
    }

    @Test func aStartedServiceMayEndByItself() async throws {
        let service = try await ServiceProcess.start(
            Command("sh", ["-c", "echo out; echo err >&2; exit 64"]), readyWhen: .started)
        let ended = await service.waitForExit(within: .seconds(30))
        #expect(ended == .exited(64))
        #expect(service.output == "out\n" && service.standardError == "err\n")
        #expect(await service.stop() == .exited(64))
    }

    @Test func aServiceTakesRequestsOnItsInputAndAnswersALineEach() async throws {
        let command = Command(
            "sh", ["-c", "echo ready; while read request; do echo \"done $request\"; done; echo bye"],
            keepsInputOpen: true)
        let service = try await ServiceProcess.start(command, readyWhen: .lineContaining("ready"))
        #expect(service.send("one\n") && service.send("two\n"))
        #expect(await service.nextLine(within: .seconds(30)) == "done one")
        #expect(await service.nextLine(within: .seconds(30)) == "done two")
        #expect(await service.nextLine(within: .milliseconds(100)) == nil)
        service.closeInput()
        #expect(await service.nextLine(within: .seconds(30)) == "bye")
        #expect(await service.waitForExit(within: .seconds(30)) == .exited(0))
        #expect(await service.nextLine(within: .seconds(1)) == nil)
        #expect(!service.send("late\n"))
    }

    @Test func standardErrorCanGoToALogFile() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("service-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        var command = Self.service(printing: "{}", before: "echo 'to the log' >&2;")
        command.standardError = .file(log)
        let service = try await ServiceProcess.start(command)
        #expect(await service.stop() == .exited(0))
        #expect(try String(contentsOf: log, encoding: .utf8) == "to the log\n")
        #expect(service.standardError == "to the log\n")
    }
}
