/// Failures of the host's HMAC key store: the type-6 errors of §10.2 (messages verbatim; they say
/// "keychain" because the original kept the keys in the iOS Keychain).
public enum TonCardKeyStoreError: Int, Sendable, Hashable, CaseIterable {
    case keyNotFound = 60000
    case currentSerialNumberNotSet = 60001
    case storeUnavailable = 60002
    case recordUnreadable = 60003
    case saveFailed = 60004
    case deleteFailed = 60005
    case updateFailed = 60006

    public var message: String {
        switch self {
        case .keyNotFound: return "Key for hmac signing for specified serial number does not exist."
        case .currentSerialNumberNotSet: return "Current serial number is not set. Can not select key for hmac."
        case .storeUnavailable: return "Unable to retrieve any key from keychain."
        case .recordUnreadable: return "Unable to retrieve info about key from keychain."
        case .saveFailed: return "Unable to save key into keychain."
        case .deleteFailed: return "Unable to delete key from keychain."
        case .updateFailed: return "Unable to update key in keychain."
        }
    }
}
