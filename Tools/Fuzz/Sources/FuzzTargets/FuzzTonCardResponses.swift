import APDU
import Dispatch
import FuzzSupport
import TonCard

/// The first byte picks a client operation (`tonCardOperations`), the rest is the card's script
/// of answers (`ScriptedCard`). Whatever the card says, the operation ends with a value that keeps
/// the operation's promises or with a `TonCardError`, and sends nothing after an exchange failed;
/// a trap, a hang or a loop fails the run.
public enum FuzzTonCardResponses: FuzzTarget {
    public static let name = "fuzz-toncard-responses"

    public static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let operation = tonCardOperations[Int(selector) % tonCardOperations.count]
        let scripted = ScriptedCard(script: Array(bytes.dropFirst()))
        let done = DispatchSemaphore(value: 0)
        Task {
            let card = TonCard(channel: InProcessCardChannel(card: scripted))
            do {
                try await card.createHMACKey(
                    password: ActivationPassword(bytes: defaultPassword),
                    commonSecret: CommonSecret(bytes: defaultCommonSecret),
                    serialNumber: defaultSerialNumber)
                try await operation.run(card)
            } catch let error as TonCardError {
                _ = error.description
                _ = error.code
            } catch {
                fuzzExpect(false, "\(operation.name) threw something other than a TonCardError: \(error)")
            }
            done.signal()
        }
        done.wait()
        fuzzExpect(
            scripted.commandsAfterEnd <= 1,
            "\(operation.name) sent \(scripted.commandsAfterEnd) commands after an empty answer")
    }
}
