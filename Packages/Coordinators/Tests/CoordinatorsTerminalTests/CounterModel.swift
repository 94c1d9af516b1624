import AsyncAlgorithms
import Coordinators
import Synchronization

/// A small view model for the tests: a count shown in a menu. The test changes the count with
/// ``set(_:)``, which asks the presenter to redraw, and reads the inputs itself (or runs
/// ``run()``), so what is drawn never depends on timing.
final class CounterModel: ViewModel {
    enum Input: Sendable, Equatable {
        case add
        case finish
    }

    let id = "counter"
    let inputs = AsyncChannel<Input>()
    let outputs = AsyncChannel<Int>()
    let redraws: AsyncStream<Void>
    private let redrawRequests: AsyncStream<Void>.Continuation
    private let count = Mutex(0)

    init() {
        (redraws, redrawRequests) = AsyncStream.makeStream()
    }

    /// Changes the count from outside (a store's change, say) and, with `redraw`, asks for a
    /// redraw.
    func set(_ value: Int, redraw: Bool = true) {
        count.withLock { $0 = value }
        if redraw { redrawRequests.yield() }
    }

    func form() async -> ScreenForm {
        .menu(title: "Counter", message: "count: \(count.withLock { $0 })", options: ["Add one", "Finish"])
    }

    func input(for answer: ScreenAnswer) async throws(ScreenAnswerError) -> Input {
        guard case .choice(let index) = answer, index == 0 || index == 1 else {
            throw ScreenAnswerError("the counter takes Add one or Finish")
        }
        return index == 0 ? .add : .finish
    }

    /// Adds one per `add` (sending the new count), and sends the count once more on `finish`.
    func run() async {
        for await input in inputs {
            switch input {
            case .add:
                let value = count.withLock { count in
                    count += 1
                    return count
                }
                await outputs.send(value)
            case .finish:
                await outputs.send(-count.withLock { $0 })
            }
        }
    }
}
