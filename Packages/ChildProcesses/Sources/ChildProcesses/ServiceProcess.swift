import Foundation

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
    public static func start(
        _ command: Command, readyWhen ready: Ready = .jsonLine, within deadline: Duration = .seconds(20)
    )
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
