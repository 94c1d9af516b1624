import APDU

/// Answers every command with the same bytes, even ones no response APDU can be: for checking
/// what the host does with answers vpcd's frames cannot carry.
final class FixedAnswerCard: EmulatedCard {
    let answerToReset: [UInt8] = [0x3B, 0x00]
    let answer: [UInt8]

    init(answer: [UInt8]) {
        self.answer = answer
    }

    func reset() {}

    func respond(to command: [UInt8]) -> [UInt8] {
        answer
    }
}
