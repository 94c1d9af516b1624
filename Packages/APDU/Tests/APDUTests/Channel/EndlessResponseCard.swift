import APDU

/// A broken card that never runs out of data: every command, GET RESPONSE included, is answered
/// with one byte and `6101`. Only the channel's limits can end the exchange.
final class EndlessResponseCard: EmulatedCard {
    let answerToReset: [UInt8] = [0x3B, 0x00]

    func reset() {}

    func respond(to command: [UInt8]) -> [UInt8] {
        [0xEE, 0x61, 0x01]
    }
}
