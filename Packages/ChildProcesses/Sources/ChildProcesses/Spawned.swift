import Foundation
import Subprocess
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// A started child as the bodies of this package see it, whichever types swift-subprocess gave its
/// streams. Valid only while the body that received it runs: the child is not reaped before the
/// body returns, so its PID cannot have been reused by then.
struct Spawned: Sendable {
    let pid: Int32
    let output: SubprocessOutputSequence
    /// Standard error when it is captured; nil when it went to a file, to stdout or nowhere.
    let error: SubprocessOutputSequence?
    /// Standard input when the command keeps it open.
    let input: StandardInputWriter?
    /// Sends `signal` to the child, or to its whole group when it leads one.
    let signal: @Sendable (Int32) -> Void
    /// `signal` (SIGTERM, SIGINT), then SIGKILL once `grace` has passed; returns when the child
    /// has exited.
    let stop: @Sendable (_ signal: Int32, _ grace: Duration) async -> Void
}

extension Command {
    /// Starts the child, hands it to `body` and returns `body`'s value with how the child ended,
    /// once both are done. Standard output is always a pipe the body reads (a child whose pipe
    /// nobody reads blocks once it is full); signals are unblocked and dispositions default in
    /// the child (swift-subprocess resets both: a child of a Swift concurrency thread would
    /// otherwise inherit a mask that blocks SIGTERM), and no other descriptor of ours leaks in.
    func spawn<Value: Sendable>(_ body: @escaping @Sendable (Spawned) async -> Value) async throws(ChildProcessError)
        -> (Value, Termination)
    {
        do {
            if keepsInputOpen {
                return try await spawn(input: .inputWriter, body)
            }
            if let input {
                return try await spawn(input: .data(input), body)
            }
            return try await spawn(input: .none, body)
        } catch let error as ChildProcessError {
            throw error
        } catch let error as SubprocessError {
            throw failure(error)
        } catch {
            throw .couldNotStart(executable: executable, reason: "\(error)")
        }
    }

    private func spawn<Input: InputProtocol, Value: Sendable>(
        input: Input, _ body: @escaping @Sendable (Spawned) async -> Value
    ) async throws -> (Value, Termination) {
        switch standardError {
        case .captured:
            return try await run(input: input, error: .sequence, errorStream: { $0.standardError }, body)
        case .mergedWithOutput:
            return try await run(input: input, error: .combinedWithOutput, errorStream: { _ in nil }, body)
        case .discarded:
            return try await run(input: input, error: .discarded, errorStream: { _ in nil }, body)
        case .file(let url):
            let descriptor: FileDescriptor
            do {
                descriptor = try FileDescriptor.open(
                    FilePath(url.path), .writeOnly, options: [.create, .truncate], permissions: [.ownerReadWrite])
            } catch {
                throw ChildProcessError.couldNotStart(
                    executable: executable, reason: "cannot open \(url.path) for its standard error: \(error)")
            }
            return try await run(
                input: input, error: .fileDescriptor(descriptor, closeAfterSpawningProcess: true),
                errorStream: { _ in nil }, body)
        }
    }

    private func run<Input: InputProtocol, ErrorOutput: ErrorOutputProtocol, Value: Sendable>(
        input: Input, error: ErrorOutput,
        errorStream: @escaping (Execution<Input, SequenceOutput, ErrorOutput>) -> SubprocessOutputSequence?,
        _ body: @escaping @Sendable (Spawned) async -> Value
    ) async throws -> (Value, Termination) {
        let toGroup = ownProcessGroup
        let result = try await Subprocess.run(configuration, input: input, output: .sequence, error: error) {
            execution in
            let spawned = Spawned(
                pid: execution.processIdentifier.value,
                output: execution.standardOutput,
                error: errorStream(execution),
                input: (execution as? Execution<CustomWriteInput, SequenceOutput, ErrorOutput>)?.standardInputWriter,
                signal: { signal in try? execution.send(signal: Signal(rawValue: signal), toProcessGroup: toGroup) },
                stop: { signal, grace in
                    await execution.teardown(using: [
                        .send(
                            signal: Signal(rawValue: signal), toProcessGroup: toGroup, allowedDurationToNextStep: grace)
                    ])
                })
            return await body(spawned)
        }
        return (result.closureResult, Termination(result.terminationStatus))
    }

    /// What swift-subprocess is told to start.
    private var configuration: Configuration {
        var options = PlatformOptions()
        // 0: the child's own PID becomes its group's ID, so the group holds it and what it starts.
        if ownProcessGroup { options.processGroupID = 0 }
        var changes: [Environment.Key: String?] = [:]
        for (name, value) in environment { changes[Environment.Key(stringLiteral: name)] = value }
        return Configuration(
            executable: executable.contains("/") ? .path(FilePath(executable)) : .name(executable),
            arguments: Arguments(arguments),
            environment: changes.isEmpty ? .inherit : .inherit.updating(changes),
            workingDirectory: workingDirectory.map { FilePath($0.path) },
            platformOptions: options)
    }

    private func failure(_ error: SubprocessError) -> ChildProcessError {
        if error.code == .executableNotFound || error.underlyingError == Errno(rawValue: ENOENT) {
            return .notFound(executable: executable)
        }
        return .couldNotStart(executable: executable, reason: "\(error)")
    }
}
