import CommandSupportTesting
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A built tool started as a process that prints one line when it is ready (deeplink-wallet's
/// JSON line, `deeplink login --json`'s request) and then runs until signalled: the line read
/// within a deadline, the process stopped by PID, its exit status returned. Standard error goes
/// to a file, shown when something goes wrong.
final class LineProcess: @unchecked Sendable {
    // @unchecked: `process` is started in init and only signalled and waited for afterwards.
    private let process = Process()
    private let errorFile: URL
    /// The first line it printed on standard output.
    let line: String

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(_ tool: BuiltTool, _ arguments: [String], environment: [String: String] = [:], timeout: Double = 30) throws {
        guard tool.exists else { throw Failure(description: "\(tool.url.path) is missing: build with --build-tests") }
        process.executableURL = tool.url
        process.arguments = arguments
        // Nothing of ours leaks in: no DEEPLINK_PRIVATE_KEY unless the test gives one.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "DEEPLINK_PRIVATE_KEY" }
            .merging(environment) { _, new in new }
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("line-process-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
            throw Failure(description: "cannot create \(errorFile.path)")
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reader = FirstLine(output.fileHandleForReading)
        guard let line = reader.wait(seconds: timeout) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            throw Failure(description: "\(tool.url.lastPathComponent) printed no line within \(timeout) s; standard error: \(errors)")
        }
        self.line = line
    }

    /// What it wrote on standard error so far.
    var errorText: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    /// Sends `signal` by PID and returns the exit status, or -1 when it did not end within
    /// `timeout` seconds (it is then killed, so no test leaves a process behind).
    func stop(with signal: Int32 = SIGTERM, timeout: Double = 20) -> Int32 {
        if process.isRunning { kill(process.processIdentifier, signal) }
        let deadline = Date(timeIntervalSinceNow: timeout)
        // Bounded by the deadline; Process has no waitUntilExit with a timeout.
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return -1
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: errorFile)
    }

    /// Reads a pipe on a thread of its own until the first newline.
    private final class FirstLine: @unchecked Sendable {
        // @unchecked: `line` is written by the reader thread before `done` is signalled.
        private let done = DispatchSemaphore(value: 0)
        private var line: String?

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                var buffer = Data()
                while buffer.count < 65_536 {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    buffer.append(chunk)
                    if let newline = buffer.firstIndex(of: 0x0a) {
                        line = String(decoding: buffer[..<newline], as: UTF8.self)
                        break
                    }
                }
                done.signal()
            }
        }

        func wait(seconds: Double) -> String? {
            guard done.wait(timeout: .now() + seconds) == .success else { return nil }
            return line
        }
    }
}
