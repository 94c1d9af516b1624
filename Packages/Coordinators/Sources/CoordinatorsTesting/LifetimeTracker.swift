import Coordinators
import Synchronization

/// Proves that flows leave nothing behind: counts every flow started and ended, and holds a weak
/// reference to every view model attached (and any object given to ``track(_:label:)``).
///
/// Install it as the context's observer; after the flows ended, ``report()`` lists what is still
/// running or still alive. Dead references are pruned as it goes, so tracking a million flows
/// takes the memory of the ones alive, not of all of them.
public final class LifetimeTracker: FlowObserver, Sendable {
    // Only ever asked whether the object is still alive, never used: safe to share across tasks.
    private struct WeakObject: @unchecked Sendable {
        weak var object: AnyObject?
        let label: String
    }

    private struct State {
        var open: [FlowID: FlowPath] = [:]
        var started = 0
        var ended = 0
        var objects: [WeakObject] = []
        var pruneAt = 64
    }

    private let state = Mutex(State())

    public init() {}

    public func flowStarted(_ id: FlowID, path: FlowPath) {
        state.withLock { state in
            state.open[id] = path
            state.started += 1
        }
    }

    public func flowEnded(_ id: FlowID, path: FlowPath, ending: FlowEnding) {
        state.withLock { state in
            state.open[id] = nil
            state.ended += 1
        }
    }

    public func viewModelAttached(_ viewModel: AnyObject, path: FlowPath) {
        track(viewModel, label: "\(type(of: viewModel)) at \(path)")
    }

    /// Watches `object`; it must be gone once the flows that used it ended.
    public func track(_ object: AnyObject, label: String? = nil) {
        let watched = WeakObject(object: object, label: label ?? String(describing: type(of: object)))
        state.withLock { state in
            state.objects.append(watched)
            if state.objects.count >= state.pruneAt {
                state.objects.removeAll { $0.object == nil }
                state.pruneAt = max(64, state.objects.count * 2)
            }
        }
    }

    /// What is still running and still alive now.
    public func report() -> LifetimeReport {
        state.withLock { state in
            state.objects.removeAll { $0.object == nil }
            return LifetimeReport(
                flowsStarted: state.started, flowsEnded: state.ended,
                openFlows: state.open.values.map(\.description).sorted(),
                liveObjects: state.objects.map(\.label))
        }
    }
}

/// A ``LifetimeTracker``'s findings at one moment.
public struct LifetimeReport: Sendable, Equatable, CustomStringConvertible {
    public let flowsStarted: Int
    public let flowsEnded: Int
    /// Paths of flows started and not ended.
    public let openFlows: [String]
    /// Tracked objects still alive.
    public let liveObjects: [String]

    /// Nothing running, nothing alive.
    public var isClean: Bool { openFlows.isEmpty && liveObjects.isEmpty }

    public var description: String {
        if isClean { return "\(flowsStarted) flows started, all ended; no tracked object alive" }
        return
            "\(flowsStarted) flows started, \(flowsEnded) ended; still running: \(openFlows.joined(separator: ", ")); still alive: \(liveObjects.joined(separator: ", "))"
    }
}
