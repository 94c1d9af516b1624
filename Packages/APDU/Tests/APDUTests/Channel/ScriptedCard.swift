import APDU
import Synchronization
import Testing

/// A card that gives prepared answers, one per command, whatever the command: for protocol
/// sequences a real card application would not produce on demand (a final `6282` after GET
/// RESPONSE, `6Cxx` answering GET RESPONSE itself, responses too short to carry a status word).
final class ScriptedCard: EmulatedCard {
    let answerToReset: [UInt8] = [0x3B, 0x00]
    private let answers: Mutex<[[UInt8]]>

    init(answers: [[UInt8]]) {
        self.answers = Mutex(answers)
    }

    func reset() {}

    func respond(to command: [UInt8]) -> [UInt8] {
        let next = answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let next else {
            // A channel that sends more than the script expects is the bug under test: say so
            // rather than letting a made-up answer mislead the assertions.
            Issue.record("ScriptedCard received a command after its script ran out: \(command)")
            return [0x6F, 0x00]
        }
        return next
    }
}
