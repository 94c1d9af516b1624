import Synchronization

/// A terminal in memory, for tests: the test feeds the lines a person would type, reads back
/// everything written, and awaits the moments it needs — "the presenter waits for a line", "this
/// text was written" — through continuations, so nothing polls or sleeps.
///
/// Like a real terminal it echoes what is typed: a line appears in ``output`` (with its newline)
/// when a reader takes it. A secret is never echoed; only the newline that ends it is, as
/// ``StandardTerminal`` writes one after a hidden line.
public final class MemoryTerminal: TerminalIO, Sendable {
    /// One read the presenter made, in order. A secret's text is not kept.
    public enum Read: Sendable, Equatable {
        case line(String)
        case secret
        case endOfInput
        /// A line the presenter asked for in secret, at the end of input.
        case secretEndOfInput
    }

    private struct OutputWaiter {
        let id: UInt64
        let text: String
        let times: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var output = ""
        var reads: [Read] = []
        var readersWaiting = 0
        var readingWaiters: [(id: UInt64, continuation: CheckedContinuation<Void, Never>)] = []
        var outputWaiters: [OutputWaiter] = []
        var nextWaiterID: UInt64 = 0
        /// Waits that have an id but are not registered yet, and those of them already
        /// cancelled: those must not be registered at all.
        var unregisteredWaiters: Set<UInt64> = []
        var cancelledWaiters: Set<UInt64> = []
    }

    /// Shared by the terminal and its mailbox's observer, which records the reads and echoes.
    private final class Record: Sendable {
        let state = Mutex(State())
    }

    private let record = Record()
    private let mailbox: LineMailbox

    /// A terminal with nothing typed yet. With `echoesInput` false, typed lines are not copied
    /// into ``output``.
    public init(echoesInput: Bool = true) {
        let record = self.record
        self.mailbox = LineMailbox { event, _ in
            record.state.withLock { state in
                switch event {
                case .waiting:
                    state.readersWaiting += 1
                    let waiters = state.readingWaiters
                    state.readingWaiters = []
                    for waiter in waiters { waiter.continuation.resume() }
                case .abandoned:
                    state.readersWaiting -= 1
                case .delivered(let item, let secret, let afterWaiting):
                    if afterWaiting { state.readersWaiting -= 1 }
                    switch (item, secret) {
                    case (.line(let line), false):
                        state.reads.append(.line(line))
                        if echoesInput { Self.append(line + "\n", to: &state) }
                    case (.line, true):
                        state.reads.append(.secret)
                        if echoesInput { Self.append("\n", to: &state) }
                    case (.tooLong, _):
                        break
                    case (nil, false):
                        state.reads.append(.endOfInput)
                    case (nil, true):
                        state.reads.append(.secretEndOfInput)
                    }
                case .lineWanted:
                    break
                }
            }
        }
    }

    /// Types `lines`, one after another, each ended with Enter.
    public func feed(_ lines: String...) {
        for line in lines {
            mailbox.post(.line(line))
        }
    }

    /// Types a line too long to keep, as ``StandardTerminal`` reports one.
    public func feedTooLongLine(limit: Int = StandardTerminal.maximumLineLength) {
        mailbox.post(.tooLong(limit: limit))
    }

    /// Ends the input, as Ctrl-D or a closed pipe does.
    public func finishInput() {
        mailbox.end()
    }

    /// Everything written so far, echoed input included.
    public var output: String {
        record.state.withLock { $0.output }
    }

    /// Every read so far, in order.
    public var reads: [Read] {
        record.state.withLock { $0.reads }
    }

    /// Returns once a reader waits for a line that has not been fed: the presenter has written
    /// its prompt and waits for the person. Returns at once if one waits already, and when the
    /// calling task is cancelled, so a driver with a deadline never hangs here.
    public func waitUntilReading() async {
        let id = newWaiterID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                record.state.withLock { state in
                    state.unregisteredWaiters.remove(id)
                    if state.readersWaiting > 0 || state.cancelledWaiters.remove(id) != nil {
                        continuation.resume()
                    } else {
                        state.readingWaiters.append((id, continuation))
                    }
                }
            }
        } onCancel: {
            cancelWaiter(id)
        }
    }

    /// Returns once ``output`` contains `text` at least `times` times, or when the calling task
    /// is cancelled (check ``output`` to tell which).
    public func waitUntilOutput(contains text: String, times: Int = 1) async {
        let id = newWaiterID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                record.state.withLock { state in
                    state.unregisteredWaiters.remove(id)
                    if Self.count(of: text, in: state.output) >= times || state.cancelledWaiters.remove(id) != nil {
                        continuation.resume()
                    } else {
                        state.outputWaiters.append(
                            OutputWaiter(id: id, text: text, times: times, continuation: continuation))
                    }
                }
            }
        } onCancel: {
            cancelWaiter(id)
        }
    }

    private func newWaiterID() -> UInt64 {
        record.state.withLock { state in
            defer { state.nextWaiterID += 1 }
            state.unregisteredWaiters.insert(state.nextWaiterID)
            return state.nextWaiterID
        }
    }

    /// Resumes the waiter `id` if it is registered, or marks it so it never registers if it is
    /// not yet; a waiter already resumed is left alone.
    private func cancelWaiter(_ id: UInt64) {
        let continuation = record.state.withLock { state -> CheckedContinuation<Void, Never>? in
            if let index = state.readingWaiters.firstIndex(where: { $0.id == id }) {
                return state.readingWaiters.remove(at: index).continuation
            }
            if let index = state.outputWaiters.firstIndex(where: { $0.id == id }) {
                return state.outputWaiters.remove(at: index).continuation
            }
            if state.unregisteredWaiters.contains(id) { state.cancelledWaiters.insert(id) }
            return nil
        }
        continuation?.resume()
    }

    public func write(_ text: String) {
        record.state.withLock { Self.append(text, to: &$0) }
    }

    public func readLine() async throws -> String? {
        try await read(secret: false)
    }

    public func readSecretLine() async throws -> String? {
        try await read(secret: true)
    }

    private func read(secret: Bool) async throws -> String? {
        switch try await mailbox.receive(secret: secret) {
        case .line(let line): return line
        case .tooLong(let limit): throw TerminalInputError.lineTooLong(limit: limit)
        case nil: return nil
        }
    }

    private static func append(_ text: String, to state: inout State) {
        state.output += text
        guard !state.outputWaiters.isEmpty else { return }
        let output = state.output
        var waiting: [OutputWaiter] = []
        for waiter in state.outputWaiters {
            if count(of: waiter.text, in: output) >= waiter.times {
                waiter.continuation.resume()
            } else {
                waiting.append(waiter)
            }
        }
        state.outputWaiters = waiting
    }

    /// Non-overlapping occurrences of `text` in `output`.
    private static func count(of text: String, in output: String) -> Int {
        guard !text.isEmpty else { return 0 }
        return output.ranges(of: text).count
    }
}
