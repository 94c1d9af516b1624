/// Faults inside the client itself (type 1 of §10.2, which has no `code` in JSON). They are not
/// expected for validated input; they exist so that even an impossible path throws instead of
/// trapping.
public enum TonCardInternalError: Sendable, Hashable {
    /// A command could not be built (its data or Le did not fit a short APDU).
    case commandConstruction
    /// The cryptographic backend refused validated input.
    case cryptography
    /// The transport returned fewer than the two status bytes (10003).
    case responseTooShort

    public var message: String {
        switch self {
        case .commandConstruction: return "Datafield in APDU must have length > 0 and <= 255 bytes."
        case .cryptography: return "Cryptographic operation failed."
        case .responseTooShort:
            return
                "APDU response bytes are incorrect. It must contain at least 2 bytes of status word (SW) from the card."
        }
    }
}
