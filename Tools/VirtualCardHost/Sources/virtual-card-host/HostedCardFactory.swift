import APDU
import CommandSupport
import TonCardEmulator
import VirtualCard

/// Why the card to serve could not be made; each case knows the exit status it ends the run with.
enum HostedCardFactoryError: Error, CustomStringConvertible {
    case tonCard(TonCardEmulatorError)

    var description: String {
        switch self {
        case .tonCard(let error): return "cannot start the TON card emulator: \(error)"
        }
    }

    /// A malformed `TONCARD_EMU_*` variable is part of how the command was invoked, so it is a
    /// usage error like a bad option; a state file that cannot be read or written is input the
    /// tool could not read.
    var exitStatus: ExitStatus {
        switch self {
        case .tonCard(.invalidConfiguration): return .usage
        case .tonCard(.stateFile), .tonCard(.unsupportedStateFormat): return .cannotRead
        case .tonCard(.randomSourceFailed): return .internalError
        }
    }
}

/// Builds the card the host serves from the command line and the environment.
enum HostedCardFactory {
    /// - Parameters:
    ///   - kind: which card.
    ///   - pin: the DiagnosticCard's PIN (the TON card's PIN is its CoinManager's, spec §3.1).
    ///   - stateFile: the TON card's state file; overrides `TONCARD_EMU_STATE_FILE`.
    ///   - environment: where the `TONCARD_EMU_*` variables of spec §9.6 are read.
    static func card(
        kind: HostedCardKind, pin: String, stateFile: String?, environment: [String: String]
    ) throws(HostedCardFactoryError) -> any EmulatedCard {
        switch kind {
        case .diagnostic:
            return DiagnosticCard(pin: pin)
        case .toncard:
            do throws(TonCardEmulatorError) {
                var configuration = try TonCardEmulatorConfiguration(environment: environment)
                if let stateFile { configuration.stateFilePath = stateFile }
                return try TonCardEmulatedCard(configuration: configuration)
            } catch {
                throw .tonCard(error)
            }
        }
    }
}
