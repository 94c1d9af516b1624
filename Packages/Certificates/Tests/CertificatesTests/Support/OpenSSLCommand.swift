import Foundation

/// Runs the `openssl` command line for the fixtures. The process is awaited through its
/// termination handler (no thread of the concurrency pool blocks on it) and killed if it has
/// not finished within `timeout`, so a wedged openssl fails the run instead of hanging it.
enum OpenSSLCommand {
    static let executable = URL(fileURLWithPath: "/usr/bin/openssl")
    static let timeout: TimeInterval = 60

    struct Failure: Error, CustomStringConvertible {
        let arguments: [String]
        let status: Int32
        let standardError: String
        var description: String { "openssl \(arguments.joined(separator: " ")) exited with \(status): \(standardError)" }
    }

    /// Runs `openssl arguments` in `directory`; standard output goes to `output` (a file in the
    /// directory) when given, else nowhere.
    static func run(_ arguments: [String], in directory: URL, output: String? = nil) async throws {
        let errorFile = directory.appendingPathComponent("openssl-stderr-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorFile)
        if let output {
            let outputFile = directory.appendingPathComponent(output)
            _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: outputFile)
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        let watched = WatchedProcess(process)
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { watched.terminateIfRunning() }
        }
        guard status == 0 else {
            let message = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            throw Failure(arguments: arguments, status: status, standardError: message)
        }
    }
}

/// The process handed to the watchdog: `Process` is not `Sendable`, but `isRunning` and
/// `terminate()` may be called from any thread.
private final class WatchedProcess: @unchecked Sendable {
    let process: Process
    init(_ process: Process) { self.process = process }
    func terminateIfRunning() { if process.isRunning { process.terminate() } }
}
