import Coordinators
import Synchronization

/// A flow observer that keeps every start and end, and tells a test the moment a view model is
/// attached (a handshake: the flow reached its screen).
final class RecordingObserver: FlowObserver, Sendable {
    enum Event: Sendable, Equatable {
        case started(String)
        case ended(String, FlowEnding)
        case attached(String)
    }

    private let log = Mutex<[Event]>([])
    /// Each event as it happens, for tests that wait for a flow to reach a point.
    let stream: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation

    init() {
        (stream, continuation) = AsyncStream<Event>.makeStream()
    }

    func flowStarted(_ id: FlowID, path: FlowPath) {
        record(.started(path.description))
    }

    func flowEnded(_ id: FlowID, path: FlowPath, ending: FlowEnding) {
        record(.ended(path.description, ending))
    }

    func viewModelAttached(_ viewModel: AnyObject, path: FlowPath) {
        record(.attached(path.description))
    }

    private func record(_ event: Event) {
        log.withLock { $0.append(event) }
        continuation.yield(event)
    }

    var events: [Event] { log.withLock { $0 } }

    /// How each flow ended, by path (the last ending seen for a path).
    var endings: [String: FlowEnding] {
        var result: [String: FlowEnding] = [:]
        for case .ended(let path, let ending) in events { result[path] = ending }
        return result
    }

    var startedPaths: [String] {
        events.compactMap { if case .started(let path) = $0 { return path } else { return nil } }
    }

    /// Returns once `event` happened (now or earlier).
    func waitFor(_ event: Event) async {
        if events.contains(event) { return }
        for await next in stream where next == event { return }
    }
}
