import ChildProcesses
import ChildProcessesTesting
import CommandSupportTesting
import Foundation
import Testing

/// `--card toncard` and `--state-file`: the runs here end at the command line or are stopped by
/// PID before any vpcd is reached (they use port 9, where no vpcd listens).
@Suite(.onItsOwnThread) struct TonCardOptionTests {
    let tool = BuiltTool("virtual-card-host")

    @Test func helpDescribesTheCardsAndTheirConfiguration() throws {
        let help = try tool.run(["--help"])
        #expect(help.status == 0)
        for text in [
            "--card", "toncard", "diagnostic", "--state-file", "TONCARD_EMU_PASSWORD", "TONCARD_EMU_STATE_FILE",
        ] {
            #expect(help.output.contains(text), "\(text) is missing from --help")
        }
    }

    @Test func misusedTonCardOptionsAreUsageErrors() throws {
        let cases: [[String]] = [
            ["--card", "javacard"], ["--card"], ["--state-file", "/tmp/unused.json"],
            ["--card", "diagnostic", "--state-file", "/tmp/unused.json"], ["--card", "toncard", "--state-file", ""],
        ]
        for arguments in cases {
            let result = try tool.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.error)")
        }
    }

    /// The host with `arguments`, with no `TONCARD_EMU_*` of ours, so the card is configured by
    /// the test alone; ready on the log line `readyWhen` names, within 60 s.
    static func host(_ arguments: [String], environment: [String: String] = [:], readyWhen ready: ServiceProcess.Ready)
        async throws -> ServiceProcess
    {
        var command = Command(BuiltTool("virtual-card-host").url, arguments).removingInheritedVariables(
            withPrefix: "TONCARD_EMU_")
        for (name, value) in environment { command.environment[name] = value }
        return try await ServiceProcess.start(command, readyWhen: ready, within: .seconds(60))
    }

    @Test func aMalformedVariableIsNamedWithoutItsValue() async throws {
        let secret = "0123456789abcdefXX"
        let run = try await Self.host(
            ["--card", "toncard", "--port", "9"], environment: ["TONCARD_EMU_COMMON_SECRET": secret],
            readyWhen: .started)
        let ended = try #require(
            await run.waitForExit(within: .seconds(60)), "the host did not stop on a malformed variable")
        #expect(ended == .exited(64))
        #expect(run.standardError.contains("TONCARD_EMU_COMMON_SECRET"))
        #expect(!run.standardError.contains(secret))
        #expect(!run.output.contains(secret))
    }

    @Test func theStateFileIsWrittenAtStartWithOwnerOnlyAccess() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "virtual-card-host-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let stateFile = directory.appendingPathComponent("card.json").path

        // The card is created (and its state file written) before the host logs what it serves.
        let run = try await Self.host(
            ["--card", "toncard", "--port", "9", "--state-file", stateFile], readyWhen: .lineContaining("serving"))
        let line = run.readyLine
        #expect(await run.stop(grace: .seconds(10)) != nil)
        #expect(line.contains("a TON Labs card emulator"))
        #expect(line.contains("127.0.0.1:9"))
        let attributes = try FileManager.default.attributesOfItem(atPath: stateFile)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }
}
