/// Why the card tab could not do what the user asked, in one sentence the tab shows as it is.
///
/// Every case says what happened and, where there is something to do, what to do next. No case
/// carries a secret: PINs, activation passwords, common secrets and IVs never reach an error.
public enum CardWalletError: Error, Sendable, Equatable, CustomStringConvertible {
    /// pcscd is not running (or not reachable), so no reader can be seen.
    case pcscUnavailable
    /// pcscd runs but lists no reader.
    case noReader
    /// The configured reader is not among the readers pcscd lists.
    case readerNotFound(String)
    /// No reader holds a card (or the chosen one is empty).
    case noCard
    /// The card left the reader, or was reset, in the middle of an operation.
    case cardRemoved
    /// The reader or the card could not be talked to; `details` is the transport's own text.
    case connectionFailed(details: String)
    /// The card is waiting for its activation (state 27, or no wallet seed yet: `6F02`).
    case notActivated
    /// Activation was asked of a card that is already activated.
    case alreadyActivated
    /// The applet was never personalized at the factory (state 07): no wallet can run on it.
    case notPersonalized
    /// A keychain key deletion was interrupted and the card waits for it to be finished (state 37).
    case keyDeletionUnfinished
    /// The card refused the PIN; `triesLeft` is what the card reported right after, when it could
    /// be read.
    case wrongPin(triesLeft: Int?)
    /// No PIN tries are left: the card takes no more PINs.
    case pinBlocked
    /// The card is permanently blocked (20 wrong activation passwords or 20 bad MACs).
    case cardBlocked
    /// This wallet's key store has no HMAC key for the card, so protected commands cannot be sealed.
    case missingHMACKey
    /// The card refused a command sealed with the key this wallet holds for it.
    case hmacKeyMismatch
    /// The encrypted key store cannot be opened (wrong passphrase, damaged or unwritable file).
    case keyStoreUnavailable
    /// The key store opened but failed to read or write a key; `details` is its message.
    case keyStoreFailed(details: String)
    /// The activation data typed or configured does not belong to this card (its hashes differ).
    case activationDataMismatch
    /// A real card needs its activation password, common secret and IV, and none were given.
    case activationDataRequired
    /// Something the user typed does not fit (a PIN that is not 4 digits, a message too long…).
    case invalidInput(String)
    /// The two new PINs typed during activation differ.
    case pinsDiffer
    /// The card emulator of `wallet --local` could not start; `details` says why (no secret).
    case emulatorUnavailable(details: String)
    /// The card did not finish the operation within the tab's deadline.
    case timedOut(seconds: Int64)
    /// The tab asked for a card and none was put on the reader in time.
    case noCardArrived(seconds: Int64)
    /// The operation was cancelled (the tab or the home closed while the card was working).
    case cancelled
    /// The card answered a status word the tab has no better sentence for.
    case cardRefused(instruction: String, statusWord: String, message: String)
    /// The card's applet state does not allow the operation; the text names the state.
    case wrongState(String)
    /// The card answered `9000` with data the protocol does not allow.
    case unexpectedResponse(String)
    /// The card's serial number is not the one the operation named.
    case wrongCard
    /// A fault inside the card client.
    case internalError(String)

    public var description: String {
        switch self {
        case .pcscUnavailable:
            return
                "The PC/SC service (pcscd) is not running: start it (for example `sudo systemctl start pcscd`) and try again."
        case .noReader:
            return "No smart card reader is connected: plug one in and check that pcscd sees it."
        case .readerNotFound(let reader):
            return "The card reader \"\(reader)\" is not connected: check its name or plug it in."
        case .noCard:
            return "No card is on the reader: put the TON card on it and try again."
        case .cardRemoved:
            return "The card was removed or reset during the operation: put it back and try again."
        case .connectionFailed(let details):
            return "The wallet could not talk to the card: \(details)"
        case .notActivated:
            return "The card is not activated yet: activate it first (Activate in the card menu)."
        case .alreadyActivated:
            return
                "The card is already activated: activation only works on a card that waits for it, and would reset its keys."
        case .notPersonalized:
            return "The card was not personalized at the factory, so no wallet can run on it."
        case .keyDeletionUnfinished:
            return
                "A keychain key deletion on the card was interrupted: finish it (toncard keychain finish-delete) before anything else."
        case .wrongPin(let triesLeft?):
            return "Wrong PIN: \(triesLeft) \(triesLeft == 1 ? "try" : "tries") left before the PIN is blocked."
        case .wrongPin(nil):
            return "Wrong PIN: the card refused it."
        case .pinBlocked:
            return "The PIN is blocked: the card has no PIN tries left."
        case .cardBlocked:
            return "The card is blocked for good and can no longer be used."
        case .missingHMACKey:
            return
                "This wallet holds no HMAC key for the card (it was activated with another wallet or key store), so it cannot send the card protected commands."
        case .hmacKeyMismatch:
            return
                "The card refused this wallet's HMAC key: the key store holds a key of another activation of this card."
        case .keyStoreUnavailable:
            return
                "The wallet's card key store cannot be opened: the passphrase is wrong, or its file is damaged or not writable."
        case .keyStoreFailed(let details):
            return "The wallet's card key store failed: \(details)"
        case .activationDataMismatch:
            return
                "The activation password, common secret and IV do not belong to this card: check them against the card's envelope."
        case .activationDataRequired:
            return "Activating a real card needs its activation password, common secret and IV."
        case .invalidInput(let reason):
            return "That input does not fit: \(reason)"
        case .pinsDiffer:
            return "The two new PINs differ: activation was not started."
        case .emulatorUnavailable(let details):
            return "The card emulator could not start: \(details)"
        case .noCardArrived(let seconds):
            return "No card was put on the reader within \(seconds) seconds: put the TON card on it and try again."
        case .timedOut(let seconds):
            return "The card did not finish within \(seconds) seconds: check the reader and try again."
        case .cancelled:
            return "The card operation was cancelled."
        case let .cardRefused(instruction, statusWord, message):
            return "The card refused \(instruction): \(message) (status word \(statusWord))."
        case .wrongState(let message):
            return "The card cannot do this in its current state: \(message)"
        case .unexpectedResponse(let message):
            return "The card answered something the wallet cannot use: \(message)"
        case .wrongCard:
            return "This is not the card the wallet expected: its serial number differs."
        case .internalError(let message):
            return "The card client failed: \(message)"
        }
    }
}
