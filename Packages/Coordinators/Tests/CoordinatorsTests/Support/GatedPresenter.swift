import Coordinators
import Synchronization

/// A presenter whose screens stay up until the test answers them or the flow is cancelled: the
/// test learns through `arrivals` that a flow reached a screen (`path#screen`), with no sleeping.
actor GatedPresenter: Presenter {
    private var waiting: [UInt64: (id: String, continuation: CheckedContinuation<ScreenAnswer, any Error>)] = [:]
    private var nextToken: UInt64 = 0
    private var shown: [String] = []
    private var cancelledScreens: [String] = []
    nonisolated let arrivals: AsyncStream<String>
    private let arrivalsContinuation: AsyncStream<String>.Continuation

    init() {
        (arrivals, arrivalsContinuation) = AsyncStream<String>.makeStream()
    }

    func present<S: Screen>(_ screen: S, at path: FlowPath) async throws -> Presentation<S.Outcome> {
        nextToken += 1
        let token = nextToken
        let label = "\(path)#\(screen.id)"
        let answer = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<ScreenAnswer, any Error>) in
                if Task.isCancelled {
                    cancelledScreens.append(label)
                    continuation.resume(throwing: CancellationError())
                    return
                }
                waiting[token] = (screen.id, continuation)
                shown.append(label)
                arrivalsContinuation.yield(label)
            }
        } onCancel: {
            Task { await self.cancel(token, label: label) }
        }
        return .outcome(try screen.outcome(for: answer))
    }

    func attach<Model: ViewModel>(_ viewModel: Model, at path: FlowPath) async throws {
        throw FlowError.unsupportedScreen(path: path, screen: viewModel.id)
    }

    func show(_ status: FlowStatus, at path: FlowPath) async {}

    /// Answers the screen with this id that waits (the first one shown).
    func answer(_ screen: String, _ answer: ScreenAnswer) -> Bool {
        guard let token = waiting.filter({ $0.value.id == screen }).keys.min(),
            let entry = waiting.removeValue(forKey: token)
        else {
            return false
        }
        entry.continuation.resume(returning: answer)
        return true
    }

    private func cancel(_ token: UInt64, label: String) {
        guard let entry = waiting.removeValue(forKey: token) else { return }
        cancelledScreens.append(label)
        entry.continuation.resume(throwing: CancellationError())
    }

    /// Screens that were up when their flow was cancelled, as `path#screen`.
    var cancelled: [String] { cancelledScreens }
    var screensShown: [String] { shown }

    /// Returns once a flow reached the screen `label` (`path#screen`).
    nonisolated func waitForArrival(_ label: String) async {
        for await arrived in arrivals where arrived == label { return }
    }
}
