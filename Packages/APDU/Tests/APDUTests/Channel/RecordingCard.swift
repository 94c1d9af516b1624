import APDU
import Synchronization

/// Wraps a test card and records what the channel did to it: every command as it arrived, and
/// how often it was reset and powered off. Tests assert on the exact APDUs a channel sends
/// (GET RESPONSE class bytes, resent Le fields) without teaching each card to keep a log.
final class RecordingCard: EmulatedCard {
    let card: any EmulatedCard
    private let log = Mutex(Log())

    private struct Log {
        var commands: [[UInt8]] = []
        var resets = 0
        var powerOffs = 0
    }

    init(_ card: any EmulatedCard) {
        self.card = card
    }

    /// The commands received so far, oldest first, byte for byte.
    var receivedCommands: [[UInt8]] { log.withLock { $0.commands } }
    var resetCount: Int { log.withLock { $0.resets } }
    var powerOffCount: Int { log.withLock { $0.powerOffs } }

    var answerToReset: [UInt8] { card.answerToReset }

    func reset() {
        log.withLock { $0.resets += 1 }
        card.reset()
    }

    func powerOff() {
        log.withLock { $0.powerOffs += 1 }
        card.powerOff()
    }

    func respond(to command: [UInt8]) -> [UInt8] {
        log.withLock { $0.commands.append(command) }
        return card.respond(to: command)
    }
}
