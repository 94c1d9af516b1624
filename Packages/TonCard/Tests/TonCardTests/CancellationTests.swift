import APDU
import Synchronization
import Testing

@testable import TonCard

@Suite("Cancellation between APDUs (§10.2, 20000)")
struct CancellationTests {
    @Test("a task cancelled while an APDU is in flight stops before the next one")
    func cancelMidOperation() async throws {
        let pending = Mutex<Task<Void, any Error>?>(nil)
        let card = ScriptedCard { command in
            // The card cancels the caller's task while answering GET_SERIAL_NUMBER: that APDU
            // completes, and no GET_SAULT or VERIFY_PIN may follow.
            if command[1] == 0xC2 { pending.withLock { $0?.cancel() } }
            return HealthyCard.answer(command)
        }
        let client = TonCard(channel: InProcessCardChannel(card: card), keyStore: try Vectors.keyStore())
        let gate = Mutex(false)
        let task = Task {
            // Bounded wait for the test to publish the task handle to the card.
            var spins = 0
            while !gate.withLock({ $0 }), spins < 1_000_000 {
                spins += 1
                await Task.yield()
            }
            try await client.verifyPin("5555")
        }
        pending.withLock { $0 = task }
        gate.withLock { $0 = true }
        await #expect(throws: TonCardError.cancelled(operation: .verifyPin)) { try await task.value }
        #expect(card.commands.map { $0[1] } == [0xA4, 0xC1, 0xC2])
    }
}
