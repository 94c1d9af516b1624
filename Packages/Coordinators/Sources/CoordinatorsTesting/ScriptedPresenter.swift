import Coordinators

/// A presenter that answers screens from a script, for tests and scripted demos, and keeps a
/// transcript of what a person would have seen.
///
/// Steps are matched by screen id: each showing of a screen takes the first unused step for its
/// id, so flows running at once (tabs) can show their screens in any order while each screen's
/// own answers stay in order. A screen with no step left is ``ScriptError/unexpectedScreen(screen:path:form:)``
/// thrown into the flow, never a hang.
public actor ScriptedPresenter: Presenter {
    private var queues: [String: [ScriptStep]] = [:]
    private var heads: [String: Int] = [:]
    private let repeats: Bool
    private let recordsTranscript: Bool
    private var entries: [TranscriptEntry] = []
    private var shownCounts: [String: Int] = [:]
    private var showWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiterID = 0

    /// A presenter answering with `steps`. With `repeats`, a screen's steps start over once used
    /// up (for benchmarks running one flow many times); with `recordsTranscript` false nothing is
    /// kept, so memory stays flat however long it runs.
    public init(_ steps: [ScriptStep], repeats: Bool = false, recordsTranscript: Bool = true) {
        for step in steps {
            queues[step.screen, default: []].append(step)
        }
        self.repeats = repeats
        self.recordsTranscript = recordsTranscript
    }

    /// Adds steps at the end of their screens' queues.
    public func append(_ steps: [ScriptStep]) {
        for step in steps {
            queues[step.screen, default: []].append(step)
        }
    }

    /// Everything shown and answered so far, in order.
    public var transcript: [TranscriptEntry] { entries }

    /// The screen ids of steps not used yet, in script order per screen (empty when a scripted run
    /// went exactly as planned).
    public var unusedSteps: [String] {
        guard !repeats else { return [] }
        return queues.keys.sorted().flatMap { id in
            Array(repeating: id, count: (queues[id]?.count ?? 0) - (heads[id] ?? 0))
        }
    }

    public func present<S: Screen>(_ screen: S, at path: FlowPath) async throws -> Presentation<S.Outcome> {
        let form = screen.form
        let step = try take(screen.id, path: path, form: form)
        record(.shown(screen: screen.id, path: path, form: form))
        try await meet(step.condition)
        let answer: ScreenAnswer
        switch step.action {
        case .hold:
            try await Self.waitUntilCancelled()
            throw CancellationError()
        case .dismiss:
            record(.dismissed(screen: screen.id, path: path))
            return .dismissed
        case .answer(let respond):
            answer = respond(form)
        case .choose(let label):
            answer = try choice(label, on: screen.id, form: form)
        case .inputs(let answers, _):
            // A view model's step used on a plain screen: its first answer stands.
            guard let first = answers.first else {
                throw ScriptError.unexpectedScreen(screen: screen.id, path: path, form: form)
            }
            answer = first
        }
        record(.answered(screen: screen.id, path: path, answer: answer))
        do {
            return .outcome(try screen.outcome(for: answer))
        } catch {
            throw ScriptError.answerRefused(screen: screen.id, answer: answer.description, reason: error.message)
        }
    }

    public func attach<Model: ViewModel>(_ viewModel: Model, at path: FlowPath) async throws {
        let step = try take(viewModel.id, path: path, form: await viewModel.form())
        try await meet(step.condition)
        let answers: [ScreenAnswer]
        var dismissAfter = false
        switch step.action {
        case .hold:
            record(.shown(screen: viewModel.id, path: path, form: await viewModel.form()))
            try await Self.waitUntilCancelled()
            throw CancellationError()
        case .dismiss:
            record(.shown(screen: viewModel.id, path: path, form: await viewModel.form()))
            record(.dismissed(screen: viewModel.id, path: path))
            return
        case .answer(let respond):
            answers = [respond(await viewModel.form())]
        case .choose(let label):
            answers = [try choice(label, on: viewModel.id, form: await viewModel.form())]
        case .inputs(let list, let thenDismiss):
            answers = list
            dismissAfter = thenDismiss
        }
        for answer in answers {
            try Task.checkCancellation()
            record(.shown(screen: viewModel.id, path: path, form: await viewModel.form()))
            record(.answered(screen: viewModel.id, path: path, answer: answer))
            let input: Model.Input
            do {
                input = try await viewModel.input(for: answer)
            } catch {
                throw ScriptError.answerRefused(screen: viewModel.id, answer: answer.description, reason: error.message)
            }
            await viewModel.inputs.send(input)
        }
        if dismissAfter {
            record(.dismissed(screen: viewModel.id, path: path))
            return
        }
        // The screen stays up until the flow ends it.
        try await Self.waitUntilCancelled()
        throw CancellationError()
    }

    /// Returns when the calling task is cancelled, without a timer.
    private static func waitUntilCancelled() async throws {
        let (untilCancelled, continuation) = AsyncStream<Never>.makeStream()
        for await _ in untilCancelled {}
        continuation.finish()
    }

    /// Waits until the condition's screen has been shown often enough; cancellable.
    private func meet(_ condition: ScriptStep.Condition?) async throws {
        guard let condition else { return }
        while (shownCounts[condition.screen] ?? 0) < condition.shown {
            try Task.checkCancellation()
            let id = nextWaiterID
            nextWaiterID += 1
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if Task.isCancelled {
                        continuation.resume()
                    } else {
                        showWaiters[id] = continuation
                    }
                }
            } onCancel: {
                Task { await self.releaseWaiter(id) }
            }
        }
    }

    private func releaseWaiter(_ id: Int) {
        showWaiters.removeValue(forKey: id)?.resume()
    }

    public func show(_ status: FlowStatus, at path: FlowPath) async {
        record(.status(status, path: path))
    }

    private func take(_ id: String, path: FlowPath, form: ScreenForm) throws -> ScriptStep {
        guard let queue = queues[id], !queue.isEmpty else {
            throw ScriptError.unexpectedScreen(screen: id, path: path, form: form)
        }
        var head = heads[id] ?? 0
        if head == queue.count {
            guard repeats else { throw ScriptError.unexpectedScreen(screen: id, path: path, form: form) }
            head = 0
        }
        heads[id] = head + 1
        return queue[head]
    }

    private func choice(_ label: String, on screen: String, form: ScreenForm) throws -> ScreenAnswer {
        guard case .menu(_, _, let options) = form, let index = options.firstIndex(of: label) else {
            if case .menu(_, _, let options) = form {
                throw ScriptError.noSuchOption(screen: screen, label: label, options: options)
            }
            throw ScriptError.noSuchOption(screen: screen, label: label, options: [])
        }
        return .choice(index)
    }

    private func record(_ entry: TranscriptEntry) {
        if case .shown(let screen, _, _) = entry {
            shownCounts[screen, default: 0] += 1
            let waiters = showWaiters
            showWaiters = [:]
            for waiter in waiters.values { waiter.resume() }
        }
        if recordsTranscript { entries.append(entry) }
    }
}
