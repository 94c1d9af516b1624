import AsyncAlgorithms
import Coordinators
import Synchronization

/// Adds the numbers typed into it and sends the running total after each one.
final class CounterModel: ViewModel, Sendable {
    let id: String
    let inputs = AsyncChannel<Int>()
    let outputs = AsyncChannel<Int>()
    private let total = Mutex(0)

    init(id: String = "counter") {
        self.id = id
    }

    func form() async -> ScreenForm {
        .prompt(title: "Total \(total.withLock { $0 })", message: "add a number", secret: false)
    }

    func input(for answer: ScreenAnswer) async throws(ScreenAnswerError) -> Int {
        guard case .text(let text) = answer else { throw .wrongKind(answer, for: await form()) }
        guard let number = Int(text) else { throw ScreenAnswerError("\(text) is not a number") }
        return number
    }

    func run() async {
        for await number in inputs {
            let sum = total.withLock { total in
                total += number
                return total
            }
            await outputs.send(sum)
        }
    }
}

/// A screen that never sends anything: it stays up until its flow is cancelled or the user
/// dismisses it.
final class IdleModel: ViewModel, Sendable {
    let id: String
    let inputs = AsyncChannel<Void>()
    // Never sent: the screen has nothing to report.
    let outputs = AsyncChannel<Int>()

    init(id: String) {
        self.id = id
    }

    func form() async -> ScreenForm {
        .notice(title: id, message: "")
    }

    func input(for answer: ScreenAnswer) async throws(ScreenAnswerError) {}

    func run() async {
        for await _ in inputs {}
    }
}

/// Keeps objects alive on purpose, to show a lifetime tracker catches them.
final class Keeper: Sendable {
    private let kept = Mutex<[any AnyObject & Sendable]>([])
    func keep(_ object: any AnyObject & Sendable) {
        kept.withLock { $0.append(object) }
    }
    func release() {
        kept.withLock { $0.removeAll() }
    }
}
