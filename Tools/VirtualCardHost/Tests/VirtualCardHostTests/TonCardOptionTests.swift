import CommandSupportTesting
import Foundation
import Testing

/// `--card toncard` and `--state-file`: the runs here end at the command line or are stopped by
/// PID before any vpcd is reached (they use port 9, where no vpcd listens).
@Suite struct TonCardOptionTests {
    let tool = BuiltTool("virtual-card-host")

    @Test func helpDescribesTheCardsAndTheirConfiguration() throws {
        let help = try tool.run(["--help"])
        #expect(help.status == 0)
        for text in ["--card", "toncard", "diagnostic", "--state-file", "TONCARD_EMU_PASSWORD", "TONCARD_EMU_STATE_FILE"] {
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

    @Test func aMalformedVariableIsNamedWithoutItsValue() throws {
        let secret = "0123456789abcdefXX"
        let run = try HostRun(["--card", "toncard", "--port", "9"], environment: ["TONCARD_EMU_COMMON_SECRET": secret])
        let ended = try #require(run.waitForExit(within: 60), "the host did not stop on a malformed variable")
        #expect(ended.status == 64)
        #expect(ended.error.contains("TONCARD_EMU_COMMON_SECRET"))
        #expect(!ended.error.contains(secret))
        #expect(!ended.output.contains(secret))
    }

    @Test func theStateFileIsWrittenAtStartWithOwnerOnlyAccess() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("virtual-card-host-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let stateFile = directory.appendingPathComponent("card.json").path

        let run = try HostRun(["--card", "toncard", "--port", "9", "--state-file", stateFile], environment: [:])
        defer { run.stop() }
        // The card is created (and its state file written) before the host logs what it serves.
        let line = try #require(run.waitForOutput(containing: "serving", within: 60), "no log line: \(run.collected)")
        #expect(line.contains("a TON Labs card emulator"))
        #expect(line.contains("127.0.0.1:9"))
        let attributes = try FileManager.default.attributesOfItem(atPath: stateFile)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }
}

/// A host process with extra environment variables, its output collected as it comes, stopped
/// by PID; every wait has a deadline so a stuck host fails the test instead of hanging it.
private final class HostRun: @unchecked Sendable {
    // @unchecked: `output`/`error` are only touched under `lock`.
    private let process = Process()
    private let lock = NSCondition()
    private var output = Data()
    private var error = Data()
    private var exited = false

    init(_ arguments: [String], environment: [String: String]) throws {
        process.executableURL = BuiltTool("virtual-card-host").url
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TONCARD_EMU_") }
            .merging(environment) { _, new in new }
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        stdout.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: false) }
        stderr.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: true) }
        process.terminationHandler = { [weak self] _ in
            guard let self else { return }
            lock.lock()
            exited = true
            lock.broadcast()
            lock.unlock()
        }
        try process.run()
    }

    private func append(_ data: Data, error isError: Bool) {
        lock.lock()
        if isError { error.append(data) } else { output.append(data) }
        lock.broadcast()
        lock.unlock()
    }

    var collected: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: output, as: UTF8.self) + String(decoding: error, as: UTF8.self)
    }

    /// The first output line containing `text`, or nil at the deadline.
    func waitForOutput(containing text: String, within seconds: Double) -> String? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        lock.lock()
        defer { lock.unlock() }
        while true {
            let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
            if let line = lines.first(where: { $0.contains(text) }) { return String(line) }
            if exited || !lock.wait(until: deadline) { return nil }
        }
    }

    /// Status and output once the process has ended, or nil at the deadline.
    func waitForExit(within seconds: Double) -> (status: Int32, output: String, error: String)? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        lock.lock()
        while !exited {
            if !lock.wait(until: deadline) { break }
        }
        let done = exited
        lock.unlock()
        guard done else { return nil }
        process.waitUntilExit()
        // What the pipes still held when the process ended.
        let restOut = (process.standardOutput as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        let restErr = (process.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        lock.lock()
        defer { lock.unlock() }
        return (process.terminationStatus, String(decoding: output + restOut, as: UTF8.self), String(decoding: error + restErr, as: UTF8.self))
    }

    func stop() {
        if process.isRunning { process.terminate() }
        _ = waitForExit(within: 10)
    }
}
