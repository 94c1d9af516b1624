import TonCard

extension CardWalletError {
    /// The tab's sentence for a failure of the card client. The client's own messages follow the
    /// original library's wording and error codes; here they become what a wallet user can act on.
    ///
    /// A wrong PIN comes back as `.wrongPin(triesLeft: nil)`: the tries left are read from the
    /// card afterwards by whoever still holds the connection (``CardService``).
    public init(_ error: TonCardError) {
        if error.cardIsBlocked {
            self = .cardBlocked
            return
        }
        switch error {
        case .transport(let kind, let details, _):
            self = Self.transport(kind, details: details, message: error.message)
        case .cardStatus(let word, let instruction, _, _):
            self = Self.cardStatus(word, instruction: instruction, message: error.message)
        case .improperState(let requirement, let actual, _):
            self = Self.improperState(requirement, actual: actual, message: error.message)
        case .keyStore(let kind, _):
            switch kind {
            case .keyNotFound, .currentSerialNumberNotSet: self = .missingHMACKey
            case .storeUnavailable: self = .keyStoreUnavailable
            default: self = .keyStoreFailed(details: error.message)
            }
        case .invalidInput:
            self = .invalidInput(error.message)
        case .invalidResponse(let kind, _, _):
            switch kind {
            case .passwordHashMismatch, .commonSecretHashMismatch: self = .activationDataMismatch
            default: self = .unexpectedResponse(error.message)
            }
        case .wrongCard:
            self = .wrongCard
        case .cancelled:
            self = .cancelled
        case .internalError:
            self = .internalError(error.message)
        }
    }

    private static func transport(_ kind: TonCardTransportError, details: String, message: String) -> CardWalletError {
        switch kind {
        case .serviceUnavailable: return .pcscUnavailable
        case .noReaders: return .noReader
        case .readerNotFound: return .readerNotFound(details)
        case .cardNotDetected: return .noCard
        case .cardRemoved: return .cardRemoved
        default: return .connectionFailed(details: message)
        }
    }

    private static func cardStatus(_ word: TonCardStatusWord, instruction: String, message: String) -> CardWalletError {
        switch word.rawValue {
        // The wallet applet answers its SELECT with 6F02 while the CoinManager has no seed: a
        // factory card before its activation.
        case 0x6F02: return .notActivated
        case 0x6F07, 0x9B01: return .wrongPin(triesLeft: nil)
        case 0x6F08: return .pinBlocked
        case 0x8F03: return .hmacKeyMismatch
        default: return .cardRefused(instruction: instruction, statusWord: word.hex, message: message)
        }
    }

    private static func improperState(_ requirement: TonCardStateRequirement, actual: CardState, message: String)
        -> CardWalletError
    {
        switch actual {
        case .blocked: return .cardBlocked
        case .installed: return .notPersonalized
        case .deleteKeyMode: return .keyDeletionUnfinished
        case .waitingForAuthentication: return .notActivated
        case .personalized:
            // The only operations refused in state 17 are the activation ones.
            return requirement == .waitingForAuthentication ? .alreadyActivated : .wrongState(message)
        }
    }
}
