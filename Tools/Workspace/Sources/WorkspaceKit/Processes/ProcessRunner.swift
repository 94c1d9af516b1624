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
    /// The process ran past its deadline and was stopped.
    public var timedOut = false

    public var succeeded: Bool { status == 0 && !timedOut }
}

/// Runs external commands (git, swift) synchronously, looking them up on PATH.
public enum ProcessRunner {
    /// - Parameters:
    ///   - mergeStandardError: interleave stderr into stdout, as a terminal would show it (build logs).
    ///   - onOutput: receives each chunk of stdout as it arrives (on a reader thread), for live
    ///     progress.
    ///   - timeout: seconds after which the process gets SIGTERM, and SIGKILL ten seconds later
    ///     if it is still there; the output then says `timedOut`.
    ///   - ownProcessGroup: treats the process as the leader of a group (Foundation starts every
    ///     child as one) that holds what it starts: a timeout stops the whole group, and so does
    ///     the process's own exit for whatever it left running (an emulator a test did not stop).
    ///     Such a leftover keeps the output pipe open, and Foundation's `Process` reports no exit
    ///     while anything holds the descriptors it handed out, so the caller would wait for ever.
    public static func run(
        _ tool: String,
        _ arguments: [String],
        in directory: URL? = nil,
        environment: [String: String] = [:],
        mergeStandardError: Bool = false,
        timeout: TimeInterval? = nil,
        ownProcessGroup: Bool = false,
        onOutput: (@Sendable (Data) -> Void)? = nil
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
        let watchdog = (timeout != nil || ownProcessGroup)
            ? Watchdog(pid: process.processIdentifier, seconds: timeout, wholeGroup: ownProcessGroup) : nil
        var collected = Data()
        let reader = output.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            collected.append(chunk)
            onOutput?(chunk)
        }
        process.waitUntilExit()
        watchdog?.cancel()
        if process.terminationStatus == 127, !mergeStandardError,
           (try? String(contentsOf: errorFile, encoding: .utf8))?.contains("No such file") == true {
            throw WorkspaceError.toolNotFound(tool)
        }
        let errorText = mergeStandardError ? "" : ((try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
        return ProcessOutput(
            status: process.terminationStatus,
            standardOutput: String(decoding: collected, as: UTF8.self)
                + ((watchdog?.leftoversStopped ?? false) ? "\n[the process exited and left processes running; they were stopped]\n" : ""),
            standardError: errorText,
            timedOut: watchdog?.fired ?? false
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

/// Watches a running process from a thread of its own: stops it (with its group when it leads
/// one) at its deadline, SIGTERM first and SIGKILL ten seconds later, and, for a group, stops
/// what the process left running once it has exited.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var didFire = false
    private var stoppedLeftovers = false

    init(pid: Int32, seconds: TimeInterval?, wholeGroup: Bool) {
        let deadline = seconds.map { Date().addingTimeInterval($0) }
        let target = wholeGroup ? -pid : pid
        Thread.detachNewThread { [self] in
            var signalled: Date?
            var exitedAt: Date?
            while !lock.withLock({ cancelled }) {
                let now = Date()
                if let signalled {
                    if now.timeIntervalSince(signalled) > 10 {
                        kill(target, SIGKILL)
                        return
                    }
                } else if let deadline, now > deadline {
                    lock.withLock { didFire = true }
                    kill(target, SIGTERM)
                    signalled = now
                } else if wholeGroup, Self.hasExited(pid) {
                    // A second for the output to drain, then whatever is left goes.
                    if let exitedAt, now.timeIntervalSince(exitedAt) > 1 {
                        if Self.groupHasOthers(pid) { lock.withLock { stoppedLeftovers = true } }
                        kill(target, SIGTERM)
                        signalled = now
                    } else if exitedAt == nil {
                        exitedAt = now
                    }
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
    }

    var fired: Bool { lock.withLock { didFire } }
    var leftoversStopped: Bool { lock.withLock { stoppedLeftovers } }

    /// Called once the process has exited and been reaped, so its (possibly reused) pid is
    /// never signalled.
    func cancel() { lock.withLock { cancelled = true } }

    /// The process ended but is not reaped yet (a zombie), or is gone.
    static func hasExited(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return state(ofStat: stat) == "Z"
    }

    /// Another live process is in the group `pid` leads.
    static func groupHasOthers(_ pid: Int32) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.contains { entry in
            guard let other = Int32(entry), other != pid,
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8) else { return false }
            return group(ofStat: stat) == pid && state(ofStat: stat) != "Z"
        }
    }

    /// `/proc/PID/stat` is `PID (COMMAND) STATE PPID PGRP ...`; the command may hold spaces and
    /// parentheses, so fields are counted after its last `)`.
    static func state(ofStat stat: String) -> Character? {
        fields(ofStat: stat).first?.first
    }

    static func group(ofStat stat: String) -> Int32? {
        let fields = fields(ofStat: stat)
        return fields.count > 2 ? Int32(fields[2]) : nil
    }

    private static func fields(ofStat stat: String) -> [Substring] {
        guard let close = stat.lastIndex(of: ")") else { return [] }
        return stat[stat.index(after: close)...].split(separator: " ")
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
