import AsyncAlgorithms

/// The logic of one screen, apart from how it is drawn: inputs from the user come in as an async
/// sequence, outputs for the coordinator go out as another.
///
/// The presenter draws ``form()`` and sends the user's answers to ``inputs`` (through
/// ``input(for:)``); ``run()`` consumes them, updates the model's state and sends ``outputs``;
/// the coordinator observes those with ``FlowContext/run(_:until:)`` and decides where the flow
/// goes. A view model never holds its coordinator, so nothing keeps either alive after the flow.
public protocol ViewModel: AnyObject, Sendable {
    associatedtype Input: Sendable
    associatedtype Output: Sendable

    /// A stable name: test scripts and logs refer to the screen by it.
    var id: String { get }

    /// What the user sends; the presenter writes here.
    var inputs: AsyncChannel<Input> { get }

    /// What the coordinator hears; ``run()`` writes here.
    var outputs: AsyncChannel<Output> { get }

    /// A value each time the form changed without an input (a store's change stream, a timer),
    /// so a presenter can redraw. None by default.
    var redraws: AsyncStream<Void> { get }

    /// The screen as it is now.
    func form() async -> ScreenForm

    /// The input an answer stands for, or why it is not one (the presenter asks again).
    func input(for answer: ScreenAnswer) async throws(ScreenAnswerError) -> Input

    /// The model's work while it is shown: reads ``inputs`` until cancelled, sends ``outputs``.
    func run() async
}

extension ViewModel {
    public var redraws: AsyncStream<Void> { AsyncStream { $0.finish() } }
}

/// What a coordinator does with a view model's output: go on observing, or end the screen with a
/// value.
public enum ViewModelStep<Value: Sendable>: Sendable {
    case `continue`
    case finish(Value)
}
