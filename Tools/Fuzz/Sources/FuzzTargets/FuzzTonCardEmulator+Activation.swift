import APDU
import Dispatch
import Synchronization
import TonCard
import TonCardEmulator

extension FuzzTonCardEmulator {
    /// An emulated card that keeps a copy of every command it answers.
    private final class RecordingCard: EmulatedCard {
        let card: TonCardEmulatedCard
        private let commands = Mutex<[[UInt8]]>([])

        init(_ card: TonCardEmulatedCard) {
            self.card = card
        }

        var recorded: [[UInt8]] { commands.withLock { $0 } }
        var answerToReset: [UInt8] { card.answerToReset }
        func reset() { card.reset() }

        func respond(to command: [UInt8]) -> [UInt8] {
            commands.withLock { $0.append(command) }
            return card.respond(to: command)
        }
    }

    /// The commands the client's turnOnWallet sends to a factory card, recorded once. None of them is
    /// HMAC-protected, so they activate any factory card with the default data when sent again:
    /// starting an input from an activated card costs a few emulated commands, not a client run.
    static let activationCommands: [[UInt8]] = {
        guard let emulator = try? TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration()) else { return [] }
        let recording = RecordingCard(emulator)
        let done = DispatchSemaphore(value: 0)
        Task {
            let card = TonCard(channel: InProcessCardChannel(card: recording))
            _ = try? await card.turnOnWallet(
                newPin: "5555", password: ActivationPassword(bytes: TonCardEmulatorConfiguration.defaultPassword),
                commonSecret: CommonSecret(bytes: TonCardEmulatorConfiguration.defaultCommonSecret),
                iv: InitialVector(bytes: TonCardEmulatorConfiguration.defaultIV))
            done.signal()
        }
        done.wait()
        return recording.recorded
    }()
}
