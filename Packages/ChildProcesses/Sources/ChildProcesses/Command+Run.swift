import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension Command {
    /// Runs the command to its end and returns its status and output.
    ///
    /// - Parameters:
    ///   - timeout: how long it may run; then it gets SIGTERM (its whole group with
    ///     ``ownProcessGroup``), and SIGKILL once `grace` has passed too. The result then says
    ///     ``CommandResult/timedOut``. Nil: no deadline.
    ///   - grace: how long a stopped child (or its group's leftovers) has to end after SIGTERM.
    ///   - onOutput: each chunk of standard output as it arrives, for live progress.
    /// - Throws: ``ChildProcessError/notFound(executable:)`` or
    ///   ``ChildProcessError/couldNotStart(executable:reason:)`` when it did not start; how it
    ///   ended is in the result (``CommandResult/checked()`` turns a failure into an error).
    public func run(
        timeout: Duration? = nil, grace: Duration = .seconds(10), onOutput: (@Sendable ([UInt8]) -> Void)? = nil
    ) async throws(ChildProcessError) -> CommandResult {
        let output = ByteCollector()
        let error = ByteCollector()
        let timedOut = OneTimeEvent<Bool>()
        let (pid, termination) = try await spawn { spawned in
            await withTaskGroup(of: Bool.self) { tasks in
                // true: both streams ended, which is how the child's exit shows here.
                tasks.addTask {
                    await withTaskGroup(of: Void.self) { streams in
                        streams.addTask { await output.drain(spawned.output, onChunk: onOutput) }
                        if let stream = spawned.error { streams.addTask { await error.drain(stream) } }
                    }
                    // A child may close its output and run on; the deadline still holds for it.
                    if timeout != nil { await ProcessGroup.waitWhileRunning(spawned.pid) }
                    return true
                }
                if let timeout {
                    tasks.addTask {
                        guard (try? await Task.sleep(for: timeout)) != nil else { return false }
                        timedOut.happen(true)
                        spawned.signal(SIGTERM)
                        guard (try? await Task.sleep(for: grace)) != nil else { return false }
                        spawned.signal(SIGKILL)
                        return false
                    }
                }
                while let finished = await tasks.next() {
                    if finished { break }
                }
                tasks.cancelAll()
            }
            return spawned.pid
        }
        // The leader is reaped now; its group lives on while anything it started does.
        let leftovers = ownProcessGroup ? await ProcessGroup.stopMembers(of: pid, grace: grace) : false
        var errorOutput = error.contents
        if case .file(let url) = standardError { errorOutput = (try? [UInt8](Data(contentsOf: url))) ?? [] }
        return CommandResult(
            command: description, termination: termination, output: output.contents, errorOutput: errorOutput,
            timedOut: timedOut.current ?? false, timeout: timeout, leftoversStopped: leftovers)
    }

    /// Runs the command and returns its standard output without surrounding whitespace, or
    /// throws ``ChildProcessError/failed(command:termination:standardError:)`` (or
    /// ``ChildProcessError/timedOut(command:after:standardError:)``) saying how it ended.
    @discardableResult
    public func output(timeout: Duration? = nil) async throws(ChildProcessError) -> String {
        try await run(timeout: timeout).checked().standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
