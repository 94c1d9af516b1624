import Dispatch
import Foundation
import Synchronization
import Testing
import VirtualCard

/// `serve(retryInterval:until:)`, the loop of a long-running host process: it keeps the card in
/// vpcd's reader across pcscd starting late and restarting, and returns once told to stop.
@Suite("VirtualCardHost.serve", .timeLimit(.minutes(1)))
struct VirtualCardHostServeTests {
    /// `serve` running on a thread of its own, as in a host process, with the flag that stops it.
    final class ServingThread {
        /// Set by the test, read by `serve` between connections.
        final class StopFlag: Sendable {
            private let flag = Atomic<Bool>(false)
            var isSet: Bool { flag.load(ordering: .acquiring) }
            func set() { flag.store(true, ordering: .releasing) }
        }

        let stopFlag = StopFlag()
        private let finished = DispatchSemaphore(value: 0)
        private var hasFinished = false

        init(_ host: VirtualCardHost) {
            Thread { [stopFlag, finished] in
                host.serve(retryInterval: .milliseconds(20)) { stopFlag.isSet }
                finished.signal()
            }.start()
        }

        /// Whether `serve` returned, waiting at most `timeout` for it.
        func join(timeout: DispatchTimeInterval = .seconds(5)) -> Bool {
            if !hasFinished { hasFinished = finished.wait(timeout: .now() + timeout) == .success }
            return hasFinished
        }
    }

    @Test("serve() reconnects after vpcd closes the connection, and returns once stopped")
    func reconnects() throws {
        let vpcd = try FakeVPCD()
        let serving = ServingThread(VirtualCardHost(card: DiagnosticCard(), port: vpcd.port))
        var second: FakeVPCDConnection?
        defer {
            // Whatever happened above, leave no serving thread behind.
            serving.stopFlag.set()
            second?.close()
            _ = serving.join()
        }

        let first = try vpcd.accept()
        try first.send([0x04])
        #expect(try first.receiveFrame() == DiagnosticCard.defaultAnswerToReset)
        first.close()  // pcscd restarts

        second = try vpcd.accept()
        try second?.send([0x04])
        #expect(try second?.receiveFrame() == DiagnosticCard.defaultAnswerToReset)

        serving.stopFlag.set()
        second?.close()
        #expect(serving.join())
    }

    @Test("serve() keeps trying until vpcd listens")
    func waitsForVPCD() throws {
        let vpcd = try FakeVPCD(listening: false)
        let serving = ServingThread(VirtualCardHost(card: DiagnosticCard(), port: vpcd.port))
        var connection: FakeVPCDConnection?
        defer {
            serving.stopFlag.set()
            connection?.close()
            _ = serving.join()
        }

        // Refused at first (several retry intervals): serve must neither return nor give up.
        #expect(!serving.join(timeout: .milliseconds(100)))
        try vpcd.startListening()
        connection = try vpcd.accept()
        try connection?.send([0x04])
        #expect(try connection?.receiveFrame() == DiagnosticCard.defaultAnswerToReset)

        serving.stopFlag.set()
        connection?.close()
        #expect(serving.join())
    }

    @Test("serve() returns at once when told to stop before it starts")
    func stoppedBeforeStart() {
        let host = VirtualCardHost(card: DiagnosticCard(), port: 1)
        let stopFlag = ServingThread.StopFlag()
        stopFlag.set()
        // On the calling thread: had serve tried to connect (port 1 refuses), it would sleep out
        // a retry interval before looking at the flag again.
        let elapsed = ContinuousClock().measure {
            host.serve(retryInterval: .seconds(3)) { stopFlag.isSet }
        }
        #expect(elapsed < .seconds(1))
    }
}
