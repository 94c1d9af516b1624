import Coordinators
import CoordinatorsTesting

// Issue 21's figures.
//
// Coordinators.flowsPerSecond        two-level flows/s: a parent starts a child that shows a
//                                    menu, then shows a confirmation itself, answered by a
//                                    repeating ScriptedPresenter without a transcript, observed
//                                    by a LifetimeTracker
// Coordinators.memory100kFlowsPeak   the highest resident set (MB) while 100,000 such flows run
//                                    in ten batches, and
// Coordinators.memory100kFlowsGrowth the resident set after the tenth batch minus after the
//                                    first (KB): flows that leave nothing behind keep it near zero

private let flowsPerCall = 5_000
private let flowsPerMemoryBatch = 10_000

/// The child: pick an amount from a menu, or go back.
private struct PickAmount: Coordinator {
    func run(in context: FlowContext) async throws -> CoordinationResult<Int> {
        let menu = Menu(id: "amount", title: "Amount", options: [.init("1 ICP", 1), .init("10 ICP", 10)])
        guard let amount = try await context.present(menu).value else { return .cancelled }
        return .completed(amount)
    }
}

/// The parent: the child's amount, then a confirmation.
private struct SendFlow: Coordinator {
    func run(in context: FlowContext) async throws -> Int {
        guard let amount = try await context.coordinate(to: PickAmount()).value else { return 0 }
        let confirmation = Confirmation(id: "confirm", title: "Send \(amount) ICP?", message: "to the demo account")
        return try await context.present(confirmation).value == true ? amount : 0
    }
}

/// A body running `count` flows on one context; nil when the first flow does not come out right.
private func sendFlows(_ count: Int) -> (() -> UInt64)? {
    let presenter = ScriptedPresenter(
        [.choose("amount", "10 ICP"), .answer("confirm", .confirmed(true))], repeats: true, recordsTranscript: false)
    let tracker = LifetimeTracker()
    let context = FlowContext(presenter: presenter, observer: tracker)
    guard waitFor({ try await context.coordinate(to: SendFlow()) }) == 10, tracker.report().isClean else { return nil }
    return {
        waitForChecksum {
            var sum: UInt64 = 0
            for _ in 0..<count {
                sum &+= UInt64(try await context.coordinate(to: SendFlow()))
            }
            return sum
        }
    }
}

func coordinatorsBenchmarks() -> [Benchmark] {
    [Benchmark(name: "Coordinators.flowsPerSecond", operations: flowsPerCall) { sendFlows(flowsPerCall) }]
}

func coordinatorsMemoryBenchmarks() -> [MemoryBenchmark] {
    [MemoryBenchmark(name: "Coordinators.memory100kFlows", batches: 10) { sendFlows(flowsPerMemoryBatch) }]
}
