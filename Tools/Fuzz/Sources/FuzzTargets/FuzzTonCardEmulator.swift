import APDU
import FuzzSupport
import TonCard
import TonCardEmulator

/// The seed GENERATE_SEED stores, fixed so that keys (and so coverage) are the same every run.
private let emulatorSeed: [UInt8] = Array(repeating: 0x5A, count: 32)

/// The first byte picks the card the commands meet: factory (state 27), blank (07) or activated
/// (17, through the recorded activation); the rest is a run of command APDUs (CommandScript),
/// protected ones optionally sealed afresh. The emulator answers every command with at least a
/// status word and at most a short APDU's 256 data bytes, and never traps.
public enum FuzzTonCardEmulator: FuzzTarget {
    public static let name = "fuzz-toncard-emulator"

    public static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let initial: TonCardEmulatorConfiguration.InitialState = selector % 3 == 1 ? .blank : .factory
        guard
            let card = try? TonCardEmulatedCard(
                configuration: TonCardEmulatorConfiguration(seed: emulatorSeed, initialState: initial))
        else {
            fuzzExpect(false, "the emulator could not be created")
            return
        }
        if selector % 3 == 2 {
            for command in activationCommands { _ = card.respond(to: command) }
            fuzzExpect(
                card.status.appletState == .personalized,
                "the recorded activation left state \(card.status.appletState)")
        }
        for command in CommandScript(Array(bytes.dropFirst())) {
            let sent = command.reseal ? resealed(command.bytes, on: card) : command.bytes
            let answer = card.respond(to: sent)
            fuzzExpect((2...258).contains(answer.count), "an answer of \(answer.count) bytes to \(sent)")
            _ = card.status
        }
    }
}
