import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process spawned and reaped here, with posix_spawn and waitpid.
///
/// Foundation's `Process` was seen, with several children started at once, never to reap one
/// that had exited, so `waitUntilExit()` hung; and a child inherits its spawner's signal mask,
/// in which a Swift test process blocks SIGTERM and SIGHUP, so it could not be stopped. Here the
/// child starts with an empty mask and default signal actions, and every wait has a deadline.
public final class ChildProcess: @unchecked Sendable {
    // @unchecked: `output` is read by one reader at a time; `status` is behind `lock`.
    public let pid: pid_t
    private let output: Int32?
    private let lock = NSLock()
    private var status: Int32?

    /// Starts `executable` with `arguments`. `input` is written to its standard input, which is
    /// then closed (nil: /dev/null); with `capturesOutput`, its standard output is a pipe read by
    /// ``readLine(timeout:)`` and ``readToEnd()``, else /dev/null; standard error goes to
    /// `errorLog`, or /dev/null.
    public init(executable: String, arguments: [String], input: String? = nil, capturesOutput: Bool, errorLog: String? = nil) throws(ChildProcessError) {
        var outputPipe: [Int32] = [-1, -1]
        var inputPipe: [Int32] = [-1, -1]
        if capturesOutput, pipe(&outputPipe) != 0 { throw .couldNotStart(executable, "no pipe: errno \(errno)") }
        if input != nil, pipe(&inputPipe) != 0 {
            Self.closeAll(outputPipe)
            throw .couldNotStart(executable, "no pipe: errno \(errno)")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input != nil {
            posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
            posix_spawn_file_actions_addclose(&actions, inputPipe[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if capturesOutput {
            posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
            posix_spawn_file_actions_addclose(&actions, outputPipe[0])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errorLog ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        if capturesOutput { close(outputPipe[1]) }
        if input != nil { close(inputPipe[0]) }
        guard spawned == 0 else {
            if capturesOutput { close(outputPipe[0]) }
            if input != nil { close(inputPipe[1]) }
            throw .couldNotStart(executable, String(cString: strerror(spawned)))
        }
        pid = child
        output = capturesOutput ? outputPipe[0] : nil
        if let input {
            // Small inputs (a key, a few lines) fit the pipe's buffer, so this never blocks long.
            _ = input.utf8CString.withUnsafeBufferPointer { write(inputPipe[1], $0.baseAddress, $0.count - 1) }
            close(inputPipe[1])
        }
    }

    /// The first line of standard output (at most 64 KiB), or nil when none came within `timeout`
    /// seconds or the output ended first.
    public func readLine(timeout: Double) -> String? {
        guard let output else { return nil }
        var line: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        var byte: UInt8 = 0
        while line.count < 65_536 {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining, 1) * 1000))
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0 else { return nil }
            if ready == 0 { continue }
            guard read(output, &byte, 1) == 1 else { return nil }
            if byte == 0x0a { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// Everything left on standard output, until the child closes it.
    public func readToEnd() -> Data {
        guard let output else { return Data() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(output, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// Waits at most `timeout` seconds for the child to end; its exit status (128 + the signal's
    /// number when a signal ended it), or nil while it still runs.
    public func wait(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let status = reap(blocking: false) { return status }
            if Date() >= deadline { return nil }
            usleep(5_000)
        }
    }

    /// Sends SIGTERM and waits up to `grace` seconds; then SIGKILL. Returns the exit status.
    @discardableResult
    public func terminate(grace: Double = 20) -> Int32 {
        if let status = reap(blocking: false) { return status }
        kill(pid, SIGTERM)
        if let status = wait(timeout: grace) { return status }
        kill(pid, SIGKILL)
        return reap(blocking: true) ?? -1
    }

    private func reap(blocking: Bool) -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        if let status { return status }
        var raw: Int32 = 0
        var result: pid_t
        repeat {
            result = waitpid(pid, &raw, blocking ? 0 : WNOHANG)
        } while result == -1 && errno == EINTR
        guard result == pid else { return nil }
        let termination = raw & 0x7f
        let code = termination == 0 ? (raw >> 8) & 0xff : 128 + termination
        status = code
        return code
    }

    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
    }

    deinit {
        if reap(blocking: false) == nil {
            kill(pid, SIGKILL)
            _ = reap(blocking: true)
        }
        if let output { close(output) }
    }
}

/// Why a child process did not start.
public enum ChildProcessError: Error, Sendable, Equatable, CustomStringConvertible {
    case couldNotStart(String, String)

    public var description: String {
        switch self {
        case .couldNotStart(let executable, let reason): return "could not start \(executable): \(reason)"
        }
    }
}

/// Runs blocking work (waiting for a child's line or its exit) on a thread of its own, so the
/// cooperative pool — two threads on a two-core machine — keeps serving the servers and flows
/// that the child may be talking to meanwhile.
func offThePool<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(returning: body())
        }
    }
}
