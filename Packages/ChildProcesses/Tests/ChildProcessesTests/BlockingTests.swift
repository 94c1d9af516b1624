import ChildProcesses
import ChildProcessesTesting
import Foundation
import Testing

/// Synchronous waits: allowed off the cooperative pool, refused on it (where they could hang).
@Suite struct BlockingOnThePoolTests {
    @Test func aSynchronousWaitOnThePoolIsRefused() async throws {
        let error = #expect(throws: ChildProcessError.self) { try Command("true").runBlocking() }
        #expect(error == .wouldBlockTheCooperativePool(executable: "true"))
    }
}

@Suite(.onItsOwnThread) struct BlockingOnItsOwnThreadTests {
    @Test func aSynchronousTestOnItsOwnThreadMayWait() throws {
        #expect(DedicatedThread.isCurrent)
        #expect(try Command("sh", ["-c", "echo waited"]).outputBlocking() == "waited")
    }

    @Test func severalMayWaitAtOnce() throws {
        let result = try Command("sh", ["-c", "sleep 0.2; exit 5"]).runBlocking(timeout: .seconds(30))
        #expect(result.termination == .exited(5))
    }

    @Test(arguments: 0..<4) func manyWaitsInParallelDoNotHang(index: Int) throws {
        #expect(try Command("sh", ["-c", "echo \(index)"]).outputBlocking() == "\(index)")
    }
}

@Suite struct BlockingOnAThreadTests {
    @Test func aThreadOfItsOwnMayWait() async throws {
        let output = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            Thread.detachNewThread {
                continuation.resume(
                    returning: (try? Command("sh", ["-c", "echo threaded"]).outputBlocking()) ?? "failed")
            }
        }
        #expect(output == "threaded")
    }
}
