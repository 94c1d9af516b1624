/// Input the caller passed that the spec rejects before any APDU is sent: the type-3 errors of
/// §10.2, numbered and worded as there. Messages never quote the rejected value (it may be a PIN
/// or a password).
public enum TonCardInputError: Int, Sendable, Hashable, CaseIterable {
    case passwordLength = 30000
    case commonSecretLength = 30001
    case initialVectorLength = 30002
    case passwordNotHex = 30003
    case commonSecretNotHex = 30004
    case initialVectorNotHex = 30005
    case pinLength = 30006
    case pinFormat = 30007
    case dataForSigningNotHex = 30008
    case dataForSigningLength = 30009
    case dataForSigningWithPathLength = 30010
    case recoveryDataNotHex = 30011
    case recoveryDataLength = 30012
    case hdIndexLength = 30013
    case hdIndexFormat = 30014
    case deviceLabelLength = 30015
    case deviceLabelNotHex = 30016
    case keyHmacLength = 30017
    case keyHmacNotHex = 30018
    case keyNotHex = 30019
    case keyLength = 30020
    case keySize = 30021
    case newKeyLength = 30022
    case keyIndexValue = 30023
    case keyIndexNotNumeric = 30024
    case serialNumberLength = 30025
    case serialNumberNotNumeric = 30026

    /// The spec's message (§10.2), verbatim; 30022 gets the old key's length appended by
    /// `TonCardError.message`.
    public var message: String {
        switch self {
        case .passwordLength: return "Activation password is a hex string of length 256."
        case .commonSecretLength: return "Common secret is a hex string of length 64."
        case .initialVectorLength: return "Initial vector is a hex string of length 32."
        case .passwordNotHex: return "Activation password is not a valid hex string."
        case .commonSecretNotHex: return "Common secret is not a valid hex string."
        case .initialVectorNotHex: return "Initial vector is not a valid hex string."
        case .pinLength: return "Pin must be a numeric string of length 4."
        case .pinFormat: return "Pin is not a valid numeric string."
        case .dataForSigningNotHex: return "Data for signing is not a valid hex."
        case .dataForSigningLength:
            return "Data for signing must be a nonempty hex string of even length > 0 and <= 378."
        case .dataForSigningWithPathLength:
            return "Data for signing must be a nonempty hex string of even length > 0 and <= 356."
        case .recoveryDataNotHex: return "Recovery data is not a valid hex string."
        case .recoveryDataLength: return "Recovery data is a hex string of length > 0 and <= 4096."
        case .hdIndexLength: return "Hd index must be a numeric string of length > 0 and <= 10."
        case .hdIndexFormat: return "Hd index is not a valid numeric string."
        case .deviceLabelLength: return "Device label must be a hex string of length 64."
        case .deviceLabelNotHex: return "Device label is not a valid hex string."
        case .keyHmacLength: return "Key hmac is a hex string of length 64."
        case .keyHmacNotHex: return "Key hmac is not a valid hex string."
        case .keyNotHex: return "Key is not a valid hex string."
        case .keyLength: return "Key is a hex string of length > 0 and <= 16384."
        case .keySize: return "Key size must be > 0 and <= 8192."
        case .newKeyLength: return "Length of new key must be equal to length of old key "
        case .keyIndexValue: return "Key index is a numeric string representing integer >= 0 and <= 1022."
        case .keyIndexNotNumeric: return "Key index is not a valid numeric string."
        case .serialNumberLength: return "Serial number is a numeric string of length 24."
        case .serialNumberNotNumeric: return "Serial number is not a valid numeric string."
        }
    }
}
