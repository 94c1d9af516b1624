import TonCardProtocol

/// Every way a card operation can fail, as one typed error (spec §10): the card's status word,
/// bad input, a malformed card response, an improper applet state, the host key store, the wrong
/// card, cancellation, the transport, or an internal fault. Each case names the operation.
///
/// `code`, `errorTypeId`, `errorType` and `message` follow the spec's numbering and wording, so the
/// JSON layer can render them unchanged. Nothing secret reaches any of them: status words,
/// instruction names and redacted APDU headers only (§10.0).
public enum TonCardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The card answered a status word other than `9000` (type 0). `instruction` is the spec's
    /// name of the command, `apdu` its redacted text (§10.0).
    case cardStatus(TonCardStatusWord, instruction: String, apdu: String, operation: TonCardOperation)
    /// Caller input rejected before any APDU (type 3). `detail` completes 30022's message.
    case invalidInput(TonCardInputError, detail: Int? = nil, operation: TonCardOperation)
    /// A `9000` answer whose data the spec does not allow (type 4). `detail` is the actual length
    /// or value for the messages that end with it.
    case invalidResponse(TonCardResponseError, detail: Int? = nil, operation: TonCardOperation)
    /// The applet is in a state the operation cannot run in (type 5).
    case improperState(TonCardStateRequirement, actual: CardState, operation: TonCardOperation)
    /// The host key store failed or holds no key for the card (type 6).
    case keyStore(TonCardKeyStoreError, operation: TonCardOperation)
    /// The card's serial number is not the one the caller named (type 7, 70000).
    case wrongCard(operation: TonCardOperation)
    /// The task was cancelled between two APDUs (20000); an APDU already sent completed first.
    case cancelled(operation: TonCardOperation)
    /// The channel to the card failed (type 21). `details` is the transport's own text.
    case transport(TonCardTransportError, details: String, operation: TonCardOperation)
    /// A fault inside the client (type 1).
    case internalError(TonCardInternalError, operation: TonCardOperation)

    /// The operation that failed.
    public var operation: TonCardOperation {
        switch self {
        case .cardStatus(_, _, _, let operation), .invalidInput(_, _, let operation),
            .invalidResponse(_, _, let operation), .improperState(_, _, let operation),
            .keyStore(_, let operation), .wrongCard(let operation), .cancelled(let operation),
            .transport(_, _, let operation), .internalError(_, let operation):
            return operation
        }
    }

    /// The card's status word, for card errors only.
    public var statusWord: TonCardStatusWord? {
        if case .cardStatus(let word, _, _, _) = self { return word }
        return nil
    }

    /// The spec's code: the status word's value for card errors (render it as 4 hex digits), the
    /// native code otherwise; nil for internal errors, which have none (§10.0).
    public var code: Int? {
        switch self {
        case .cardStatus(let word, _, _, _): return Int(word.rawValue)
        case .invalidInput(let error, _, _): return error.rawValue
        case .invalidResponse(let error, _, _): return error.rawValue
        case .improperState(let requirement, _, _): return requirement.rawValue
        case .keyStore(let error, _): return error.rawValue
        case .wrongCard: return 70000
        case .cancelled: return 20000
        case .transport(let error, _, _): return error.rawValue
        case .internalError: return nil
        }
    }

    /// The spec's error type id (§10): 0 card, 1 internal, 2 interruption, 3 input, 4 response,
    /// 5 state, 6 key store, 7 wrong card, 21 PC/SC.
    public var errorTypeId: Int {
        switch self {
        case .cardStatus: return 0
        case .internalError: return 1
        case .cancelled: return 2
        case .invalidInput: return 3
        case .invalidResponse: return 4
        case .improperState: return 5
        case .keyStore: return 6
        case .wrongCard: return 7
        case .transport: return 21
        }
    }

    /// The port's name of the error type (§10.0).
    public var errorType: String {
        switch errorTypeId {
        case 0: return "Applet fail: card operation error"
        case 1: return "Native code fail: internal error"
        case 2: return "Native code fail: card operation interruption"
        case 3: return "Native code fail: incorrect format of input data"
        case 4: return "Native code fail: incorrect response from card"
        case 5: return "Native code fail: improper applet state"
        case 6: return "Native code fail: hmac key issue"
        case 7: return "Native code fail: wrong card"
        default: return "Native code fail: PC/SC error"
        }
    }

    /// The spec's message, with its dynamic suffix where it has one (§10.0).
    public var message: String {
        switch self {
        case .cardStatus(let word, _, _, _):
            return Self.cardMessage(for: word)
        case let .invalidInput(error, detail, _):
            if error == .newKeyLength, let detail { return error.message + String(detail) }
            return error.message
        case let .invalidResponse(error, detail, _):
            if error.takesSuffix, let detail { return error.message + String(detail) + "." }
            return error.message
        case let .improperState(requirement, actual, _):
            return requirement == .commandNotSupported ? requirement.message : requirement.message + actual.description
        case .keyStore(let error, _):
            return error.message
        case .wrongCard:
            return "You try to use security card with incorrect serial number. "
        case .cancelled:
            return "Card operation was cancelled."
        case let .transport(error, details, _):
            return details.isEmpty ? error.message : error.message + " " + details
        case .internalError(let error, _):
            return error.message
        }
    }

    /// The card-error message rule of §10.0: the §10.1 text trimmed, with the spec's overrides.
    static func cardMessage(for word: TonCardStatusWord) -> String {
        switch word.rawValue {
        case 0x6F07: return "Incorrect PIN (from Ton wallet applet)."
        case 0x9B03, 0x9F03: return "Load seed error."
        case 0xA001: return "Serial number does not exist. You must set it."
        case 0xA002: return "Serial number format is incorrect."
        default:
            guard let message = word.message else { return "Unknown card status word." }
            var trimmed = Substring(message)
            while trimmed.last == " " { trimmed = trimmed.dropLast() }
            return String(trimmed)
        }
    }

    /// Whether the card is now permanently blocked: the 20th wrong password (`5F01`) or the 20th
    /// consecutive MAC failure (`8F04`) moved it to state `47` (spec §8 item 9).
    public var cardIsBlocked: Bool {
        guard let word = statusWord?.rawValue else { return false }
        return word == 0x5F01 || word == 0x8F04
    }

    public var description: String {
        var text = "\(operation.rawValue): "
        if case let .cardStatus(word, instruction, apdu, _) = self {
            text += "card answered \(word.hex) to \(instruction) [\(apdu)]: \(message)"
        } else if let code {
            text += "error \(code): \(message)"
        } else {
            text += message
        }
        if cardIsBlocked { text += " The card is now blocked." }
        return text
    }
}
