/// Identifies one run of one flow: the same coordinator run twice gets two ids.
public struct FlowID: Sendable, Hashable, CustomStringConvertible {
    let value: UInt64
    public var description: String { "#\(value)" }
}

/// How a flow run ended.
public enum FlowEnding: Sendable, Equatable {
    case completed
    case cancelled
    case failed(String)
}

/// Told about every flow's start and end and every view model attached to a screen: the hook for
/// lifetime tracking, logging and tracing. Calls are made on the flow's task and must return
/// quickly.
public protocol FlowObserver: Sendable {
    func flowStarted(_ id: FlowID, path: FlowPath)
    func flowEnded(_ id: FlowID, path: FlowPath, ending: FlowEnding)
    func viewModelAttached(_ viewModel: AnyObject, path: FlowPath)
}

extension FlowObserver {
    public func viewModelAttached(_ viewModel: AnyObject, path: FlowPath) {}
}
