import Foundation
import Subprocess
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A child that keeps running until it is stopped: an emulator, a replica, a card host. It is
/// started, its standard output read until it says it is ready (its one JSON line, or a log line)
/// within a deadline, and stopped by PID: SIGTERM, then SIGKILL when it has not ended after a
/// grace period. Its output is read all along, so a chatty child never blocks on a full pipe.
public final class ServiceProcess: Sendable {
    /// What makes a started service ready.
    public enum Ready: Sendable, Equatable {
        /// Its first line, which must be a JSON object (the network emulators' announcement).
        case jsonLine
        /// The first line that contains this text.
        case lineContaining(String)
        /// Nothing: it is ready once started.
        case started
    }

    public let command: Command
    public let pid: Int32
    /// The line that made it ready; empty for ``Ready/started``.
    public let readyLine: String
    /// The ready line as JSON, for ``Ready/jsonLine``.
    public let announcement: Announcement?
    let shared: Shared

    /// Starts `command` and waits up to `deadline` for it to be ready.
    ///
    /// - Throws: ``ChildProcessError/notFound(executable:)`` or ``ChildProcessError/couldNotStart(executable:reason:)``
    ///   when it did not start; ``ChildProcessError/exitedEarly(executable:termination:standardError:)`` when it ended
    ///   (or closed its output) first; ``ChildProcessError/notReady(executable:within:standardError:)`` at the
    ///   deadline; ``ChildProcessError/badAnnouncement(executable:line:)`` for a first line that is not JSON.
    ///   A service that failed to become ready has been stopped.
    public static func start(_ command: Command, readyWhen ready: Ready = .jsonLine, within deadline: Duration = .seconds(20))
        async throws(ChildProcessError) -> ServiceProcess
    {
        let shared = Shared(ready: ready, standardError: command.standardError)
        // The child's whole life runs in this task: swift-subprocess keeps a child inside the
        // scope of one `run` call, and a service outlives the call that started it.
        Task.detached {
            do throws(ChildProcessError) {
                let (_, termination) = try await command.spawn { spawned in await shared.serve(spawned) }
                shared.exited.happen(termination)
            } catch {
                shared.outcome.happen(.failedToStart(error))
                shared.exited.happen(nil)
            }
        }
        switch await shared.outcome.value(within: deadline) {
        case .ready(let pid, let line)?:
            let service = ServiceProcess(command: command, pid: pid, readyLine: line, shared: shared)
            if ready == .jsonLine, service.announcement == nil {
                await service.stop(grace: .seconds(5))
                throw .badAnnouncement(executable: command.name, line: line)
            }
            return service
        case .failedToStart(let error)?:
            throw error
        case .outputEnded?:
            // Its output ended, almost always because it exited: its status says how.
            let termination = await shared.abandon()
            throw .exitedEarly(executable: command.name, termination: termination, standardError: shared.whatItSaid)
        case nil:
            await shared.abandon()
            throw .notReady(executable: command.name, within: deadline, standardError: shared.whatItSaid)
        }
    }

    private init(command: Command, pid: Int32, readyLine: String, shared: Shared) {
        self.command = command
        self.pid = pid
        self.readyLine = readyLine
        self.shared = shared
        announcement = Announcement(line: readyLine)
    }

    /// The executable's name, for messages.
    public var name: String { command.name }

    /// Everything it printed on standard output so far (its newest megabyte).
    public var output: String { shared.output.text }

    /// What it wrote on standard error so far: captured, or read back from its file.
    public var standardError: String { shared.standardErrorText }

    /// The next line it printed after its ready line, in order; nil when none came within
    /// `limit` or its output ended.
    public func nextLine(within limit: Duration) async -> String? {
        await shared.laterLines.next(within: limit)
    }

    /// Queues `text` for its standard input (a command with ``Command/keepsInputOpen``); false
    /// when its input is not open, was closed, or it has ended.
    @discardableResult
    public func send(_ text: String) -> Bool {
        guard command.keepsInputOpen, termination == nil else { return false }
        if case .enqueued = shared.inputMessages.yield(.text(text)) { return true }
        return false
    }

    /// Closes its standard input after what was sent, so it reads the end of its input.
    public func closeInput() {
        shared.inputMessages.yield(.close)
        shared.inputMessages.finish()
    }

    /// How it ended, if it has.
    public var termination: Termination? { shared.exited.current ?? nil }

    /// Waits up to `limit` for it to end by itself; how it ended, or nil while it still runs.
    public func waitForExit(within limit: Duration) async -> Termination? {
        await shared.exited.value(within: limit) ?? nil
    }

    /// Stops it by PID: `signal` (SIGTERM; SIGINT for what stops on Ctrl-C), SIGKILL when it has
    /// not ended after `grace`. Returns how it ended (``Termination/succeeded`` for a clean stop);
    /// nil only if it outlived SIGKILL too.
    @discardableResult
    public func stop(with signal: Int32 = SIGTERM, grace: Duration = .seconds(20)) async -> Termination? {
        shared.stopRequested.happen(StopRequest(signal: signal, grace: grace))
        if let ended = await shared.exited.value(within: grace + .seconds(5)) { return ended }
        // Its output had ended, so nothing waited for the request: it closed its output and ran
        // on. swift-subprocess reaps it only once it exits, so this PID is still its own.
        kill(pid, signal)
        if let ended = await shared.exited.value(within: grace) { return ended }
        kill(pid, SIGKILL)
        return await shared.exited.value(within: .seconds(10)) ?? nil
    }

    deinit {
        // Dropped without stop(): stopped in the background rather than left running.
        shared.stopRequested.happen(StopRequest(signal: SIGTERM, grace: .seconds(2)))
    }
}

extension ServiceProcess {
    /// How the owner asked for the stop.
    struct StopRequest: Sendable {
        let signal: Int32
        let grace: Duration
    }

    /// What the owner writes to the child's standard input.
    enum InputMessage: Sendable {
        case text(String)
        case close
    }

    /// What the starting call waits for.
    enum Outcome: Sendable {
        case ready(pid: Int32, line: String)
        case outputEnded(pid: Int32)
        case failedToStart(ChildProcessError)
    }

    /// The state the child's task and the service's owner share.
    final class Shared: Sendable {
        let ready: Ready
        let standardError: Command.StandardError
        let outcome = OneTimeEvent<Outcome>()
        /// How it ended; nil when it never started.
        let exited = OneTimeEvent<Termination?>()
        let stopRequested = OneTimeEvent<StopRequest>()
        let laterLines = LineQueue()
        let inputMessages: AsyncStream<InputMessage>.Continuation
        private let inputStream: AsyncStream<InputMessage>
        let output = ByteCollector(limit: 1 << 20)
        let error = ByteCollector(limit: 1 << 18)
        private let started = Mutex<Int32?>(nil)
        private let lines = Mutex(LineSplitter())

        init(ready: Ready, standardError: Command.StandardError) {
            self.ready = ready
            self.standardError = standardError
            (inputStream, inputMessages) = AsyncStream.makeStream(of: InputMessage.self)
        }

        var pid: Int32? { started.withLock { $0 } }

        /// What it said, for a failure's message: its standard error, or its output when it wrote
        /// nothing there (a service that logs to standard output).
        var whatItSaid: String {
            let error = standardErrorText
            return error.isEmpty ? output.text : error
        }

        /// Stops a child that did not become ready (SIGTERM, SIGKILL after 5 s), whenever it
        /// started, and returns how it ended.
        @discardableResult
        func abandon() async -> Termination? {
            stopRequested.happen(StopRequest(signal: SIGTERM, grace: .seconds(5)))
            return await exited.value(within: .seconds(15)) ?? nil
        }

        var standardErrorText: String {
            switch standardError {
            case .captured: return error.text
            case .file(let url): return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            case .mergedWithOutput, .discarded: return ""
            }
        }

        /// The body run while the child lives: reads its streams, reports its readiness, and stops
        /// it when asked. Returns when its output has ended (it exited) and any stop is done.
        func serve(_ spawned: Spawned) async {
            started.withLock { $0 = spawned.pid }
            if ready == .started { outcome.happen(.ready(pid: spawned.pid, line: "")) }
            await withTaskGroup(of: Finished.self) { tasks in
                tasks.addTask {
                    await withTaskGroup(of: Void.self) { streams in
                        streams.addTask { await self.output.drain(spawned.output) { self.received($0, pid: spawned.pid) } }
                        if let stream = spawned.error { streams.addTask { await self.error.drain(stream) } }
                    }
                    self.received(nil, pid: spawned.pid)
                    return .streams
                }
                tasks.addTask {
                    guard let request = await self.stopRequested.value(within: nil) else { return .stop }
                    await spawned.stop(request.signal, request.grace)
                    return .stop
                }
                if let writer = spawned.input {
                    tasks.addTask {
                        await self.forwardInput(to: writer)
                        return .input
                    }
                }
                // The streams end when the child has exited, by itself or after a stop; what
                // else is still waiting (a stop request, input) is then cancelled.
                while let finished = await tasks.next() {
                    if finished == .streams {
                        tasks.cancelAll()
                        break
                    }
                }
            }
        }

        private enum Finished {
            case streams, stop, input
        }

        /// Writes what the owner sends until it closes the input or the child ends.
        private func forwardInput(to writer: StandardInputWriter) async {
            for await message in inputStream {
                switch message {
                case .text(let text):
                    guard (try? await writer.write(Array(text.utf8))) != nil else { return }
                case .close:
                    try? await writer.finish()
                    return
                }
            }
        }

        /// A chunk of standard output (nil at its end), cut into lines to find the ready one.
        private func received(_ chunk: [UInt8]?, pid: Int32) {
            let complete = lines.withLock { $0.lines(after: chunk) }
            for line in complete {
                guard outcome.current == nil else {
                    laterLines.append(line)
                    continue
                }
                switch ready {
                case .jsonLine: outcome.happen(.ready(pid: pid, line: line))
                case .lineContaining(let text) where line.contains(text): outcome.happen(.ready(pid: pid, line: line))
                case .lineContaining, .started: break
                }
            }
            if chunk == nil {
                outcome.happen(.outputEnded(pid: pid))
                laterLines.end()
            }
        }
    }

    /// Cuts a byte stream into lines; a line longer than 64 KiB is cut there, and what is left
    /// unterminated at the end counts as a last line.
    struct LineSplitter {
        private var pending: [UInt8] = []

        mutating func lines(after chunk: [UInt8]?) -> [String] {
            guard let chunk else {
                defer { pending = [] }
                return pending.isEmpty ? [] : [String(decoding: pending, as: UTF8.self)]
            }
            var lines: [String] = []
            for byte in chunk {
                if byte == UInt8(ascii: "\n") || pending.count >= 65_536 {
                    lines.append(String(decoding: pending, as: UTF8.self))
                    pending = []
                    if byte == UInt8(ascii: "\n") { continue }
                }
                pending.append(byte)
            }
            return lines
        }
    }
}
