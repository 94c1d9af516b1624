import CommandSupport
import TonCard

/// Sentences for the card layer's errors, saying what to do next where there is something to
/// do, and the exit status for each kind. The layer's messages are already free of secrets.
enum ErrorExplanation {
    /// A refused PIN: the applet's `6F07` or the CoinManager's `9B01` (spec §5).
    static func isWrongPin(_ error: TonCardError) -> Bool {
        guard let word = error.statusWord?.rawValue else { return false }
        return word == 0x6F07 || word == 0x9B01
    }

    /// Bad input on the command line or in a secret is a usage error; a card, PC/SC or internal
    /// failure means the tool could not do its job; refusals and wrong answers are failures.
    static func status(for error: TonCardError) -> ExitStatus {
        switch error {
        case .invalidInput: return .usage
        case .transport, .cancelled, .internalError: return .internalError
        case .cardStatus, .invalidResponse, .improperState, .keyStore, .wrongCard: return .failure
        }
    }

    static func sentence(for error: TonCardError, remainingPinTries: Int?) -> String {
        let code = error.code.map { " (code \($0))" } ?? ""
        if error.cardIsBlocked {
            return
                "the card is blocked and can no longer be used: \(error.message) (status word \(error.statusWord?.hex ?? ""))"
        }
        if isWrongPin(error) {
            guard let tries = remainingPinTries else { return "wrong PIN" }
            return "wrong PIN (\(tries) \(tries == 1 ? "try" : "tries") left)"
        }
        switch error {
        case .cardStatus(let word, let instruction, _, _):
            if word.rawValue == 0x6F02 && instruction == "SELECT_TON_APPLET" {
                // The wallet applet answers its SELECT with 6F02 while the card has no seed (§4.2).
                return "the card's wallet has no seed yet (status word 6F02); run `toncard activate`"
            }
            if word.rawValue == 0x6F08 {
                return "PIN tries expired: the card takes no more PINs (status word 6F08)"
            }
            return "the card refused \(instruction): \(error.message) (status word \(word.hex))"
        case .transport(let kind, let details, _):
            switch kind {
            case .cardNotDetected where !details.isEmpty:
                // The waiting connection's deadline passed: its details say how long it waited.
                return "\(details)\(code); put the card on the reader, or wait longer with --wait SECONDS"
            case .serviceUnavailable:
                return "the PC/SC service is not available\(code); start pcscd (e.g. `sudo systemctl start pcscd`)"
            case .noReaders:
                return "no smart card reader is available\(code); plug one in and check that pcscd sees it"
            case .cardNotDetected:
                return
                    "no card is detected\(code); put the card on the reader (`toncard readers` shows which readers hold one)"
            case .readerNotFound:
                return "\(error.message)\(code); `toncard readers` lists the reader names"
            default:
                return "\(error.message)\(code)"
            }
        case .keyStore(let kind, _):
            switch kind {
            case .keyNotFound, .currentSerialNumberNotSet:
                return
                    "this host has no HMAC key for this card\(code); run `toncard activate` to activate the card here, "
                    + "or `toncard hmac-key list` to see the cards this key store knows (is --keystore-dir right?)"
            case .storeUnavailable:
                return
                    "the HMAC key store cannot be opened\(code): the passphrase is wrong, or the file is damaged or not writable"
            default:
                return "\(error.message)\(code)"
            }
        case .improperState(let requirement, let actual, _):
            if actual == .blocked {
                return "the card is blocked and can no longer be used: \(error.message)\(code)"
            }
            if actual == .deleteKeyMode {
                return
                    "\(error.message)\(code); a keychain delete was interrupted: run `toncard keychain finish-delete`"
            }
            if actual == .waitingForAuthentication && requirement != .waitingForAuthentication {
                return "\(error.message)\(code); the card is not activated yet: run `toncard activate`"
            }
            return "\(error.message)\(code)"
        default:
            return "\(error.message)\(code)"
        }
    }
}
