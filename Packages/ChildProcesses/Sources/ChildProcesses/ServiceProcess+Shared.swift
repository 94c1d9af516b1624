import Foundation
import Subprocess
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

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
                        streams.addTask {
                            await self.output.drain(spawned.output) { self.received($0, pid: spawned.pid) }
                        }
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
}
