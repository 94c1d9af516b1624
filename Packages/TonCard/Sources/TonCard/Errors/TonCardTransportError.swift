/// Failures of the path to the card: the PC/SC errors of §10.2 (type 21, codes 210000–210008),
/// which replace the original's iOS NFC errors under the same type id.
public enum TonCardTransportError: Int, Sendable, Hashable, CaseIterable {
    case serviceUnavailable = 210000
    case cardNotDetected = 210001
    case cardNotConnected = 210002
    case noReaders = 210003
    case readerNotFound = 210004
    case cardRemoved = 210005
    case transmitFailed = 210006
    case transactionFailed = 210007
    case unexpected = 210008

    public var message: String {
        switch self {
        case .serviceUnavailable: return "PC/SC service is not available."
        case .cardNotDetected: return "Card is not detected."
        case .cardNotConnected: return "Can not establish connection with the card, more details:"
        case .noReaders: return "No smart card reader is available."
        case .readerNotFound: return "Smart card reader is not found:"
        case .cardRemoved: return "Card was removed or reset during the operation."
        case .transmitFailed: return "APDU transmission failed, more details:"
        case .transactionFailed: return "Can not get exclusive access to the card, more details:"
        case .unexpected: return "Unexpected PC/SC error, more details:"
        }
    }
}
