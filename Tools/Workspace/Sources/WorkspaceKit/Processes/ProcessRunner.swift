import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The outcome of a finished child process.
public struct ProcessOutput: Sendable {
    public let status: Int32
    public let standardOutput: String
    /// Empty when standard error was merged into standard output.
    public let standardError: String

    public var succeeded: Bool { status == 0 }
}

/// Runs external commands (git, swift) synchronously, looking them up on PATH.
public enum ProcessRunner {
    /// - Parameters:
    ///   - mergeStandardError: interleave stderr into stdout, as a terminal would show it (build logs).
    ///   - onOutput: receives each chunk of stdout as it arrives, for live progress.
    public static func run(
        _ tool: String,
        _ arguments: [String],
        in directory: URL? = nil,
        environment: [String: String] = [:],
        mergeStandardError: Bool = false,
        onOutput: ((Data) -> Void)? = nil
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardInput = FileHandle.nullDevice

        let output = Pipe()
        process.standardOutput = output
        // stderr goes to a file rather than a second pipe: draining two pipes from one thread can
        // deadlock when the one not being read fills up.
        let errorFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("workspace-stderr-\(UUID().uuidString)")
        var errorHandle: FileHandle?
        if mergeStandardError {
            process.standardError = output
        } else {
            guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
                throw WorkspaceError.commandFailed(command: tool, status: -1, output: "cannot create \(errorFile.path) for its error output")
            }
            errorHandle = try FileHandle(forWritingTo: errorFile)
            process.standardError = errorHandle
        }
        defer {
            try? errorHandle?.close()
            try? FileManager.default.removeItem(at: errorFile)
        }

        do {
            try withUnblockedSignals { try process.run() }
        } catch {
            throw WorkspaceError.toolNotFound("/usr/bin/env")
        }
        var collected = Data()
        let reader = output.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            collected.append(chunk)
            onOutput?(chunk)
        }
        process.waitUntilExit()
        if process.terminationStatus == 127, !mergeStandardError,
           (try? String(contentsOf: errorFile, encoding: .utf8))?.contains("No such file") == true {
            throw WorkspaceError.toolNotFound(tool)
        }
        let errorText = mergeStandardError ? "" : ((try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
        return ProcessOutput(
            status: process.terminationStatus,
            standardOutput: String(decoding: collected, as: UTF8.self),
            standardError: errorText
        )
    }

    /// Runs and returns trimmed stdout, or throws with the command and its stderr.
    @discardableResult
    public static func checked(
        _ tool: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> String {
        let result = try run(tool, arguments, in: directory, environment: environment)
        guard result.succeeded else {
            throw WorkspaceError.commandFailed(
                command: ([tool] + arguments).joined(separator: " "),
                status: result.status,
                output: result.standardError.isEmpty ? result.standardOutput : result.standardError
            )
        }
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Runs `body` (which starts a child process) with no signal blocked on this thread, then puts
/// the thread's mask back. A child inherits the mask of the thread that spawns it, and threads
/// made by Dispatch and Swift concurrency block nearly every signal: a child started from one
/// would never see SIGALRM or SIGTERM, so libFuzzer's per-input timeout silently did nothing
/// and a long fuzz run hung on one slow input.
func withUnblockedSignals<T>(_ body: () throws -> T) rethrows -> T {
    var empty = sigset_t()
    var previous = sigset_t()
    sigemptyset(&empty)
    pthread_sigmask(SIG_SETMASK, &empty, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return try body()
}
