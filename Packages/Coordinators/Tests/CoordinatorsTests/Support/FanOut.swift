import Coordinators

/// Hands every call to several observers.
struct FanOut: FlowObserver {
    let observers: [any FlowObserver]
    init(_ observers: [any FlowObserver]) { self.observers = observers }
    func flowStarted(_ id: FlowID, path: FlowPath) { observers.forEach { $0.flowStarted(id, path: path) } }
    func flowEnded(_ id: FlowID, path: FlowPath, ending: FlowEnding) {
        observers.forEach { $0.flowEnded(id, path: path, ending: ending) }
    }
    func viewModelAttached(_ viewModel: AnyObject, path: FlowPath) {
        observers.forEach { $0.viewModelAttached(viewModel, path: path) }
    }
}
