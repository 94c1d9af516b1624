import APDU

/// Insists on one exact Le, as some cards do for fixed-size answers: a command with any other
/// Le (or none) gets `6Cxx` naming `length` (`6C00` for 256); with the right Le it gets `length`
/// bytes (0, 1, 2 …) and `9000`.
final class WrongLengthCard: EmulatedCard {
    let answerToReset: [UInt8] = [0x3B, 0x00]
    let length: Int

    init(length: Int) {
        self.length = length
    }

    func reset() {}

    func respond(to bytes: [UInt8]) -> [UInt8] {
        guard let command = try? CommandAPDU(bytes: bytes) else { return [0x67, 0x00] }
        guard command.expectedLength == length else { return [0x6C, UInt8(truncatingIfNeeded: length)] }
        return (0..<length).map { UInt8(truncatingIfNeeded: $0) } + [0x90, 0x00]
    }
}
