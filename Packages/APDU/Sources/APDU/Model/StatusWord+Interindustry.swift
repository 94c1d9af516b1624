import ByteTools

// Named interindustry status words, after ISO 7816-4 §5.1.3 (tables 5 and 6).
// The descriptions are written for people reading logs, not copied from the standard.
extension StatusWord {
    // MARK: Normal processing (9000, 61xx)

    /// `9000` — command completed normally.
    public static let success = StatusWord(0x9000)

    // MARK: Warning, non-volatile memory unchanged (62xx)

    /// `6200` — warning without further information; memory unchanged.
    public static let warningNoInformation = StatusWord(0x6200)
    /// `6281` — part of the returned data may be corrupted.
    public static let dataMayBeCorrupted = StatusWord(0x6281)
    /// `6282` — end of file or record reached before Ne bytes were read (or search unsuccessful).
    public static let endOfFileReached = StatusWord(0x6282)
    /// `6283` — the selected file is deactivated.
    public static let selectedFileDeactivated = StatusWord(0x6283)
    /// `6284` — file control information is not formatted as ISO 7816-4 requires.
    public static let fileControlInformationMalformed = StatusWord(0x6284)
    /// `6285` — the selected file is in termination state.
    public static let selectedFileTerminated = StatusWord(0x6285)
    /// `6286` — no input data available from a sensor on the card.
    public static let noSensorData = StatusWord(0x6286)
    /// `6287` — at least one referenced record is deactivated.
    public static let recordDeactivated = StatusWord(0x6287)

    // MARK: Warning, non-volatile memory changed (63xx)

    /// `6300` — warning without further information; memory changed. Often a failed verification
    /// on cards that do not report a counter.
    public static let warningMemoryChanged = StatusWord(0x6300)
    /// `6381` — the file was filled up by the last write.
    public static let fileFilledUp = StatusWord(0x6381)

    // MARK: Execution error (64xx, 65xx)

    /// `6400` — execution error; memory unchanged.
    public static let executionError = StatusWord(0x6400)
    /// `6401` — the card requires an immediate response.
    public static let immediateResponseRequired = StatusWord(0x6401)
    /// `6500` — execution error; memory changed.
    public static let executionErrorMemoryChanged = StatusWord(0x6500)
    /// `6581` — memory failure.
    public static let memoryFailure = StatusWord(0x6581)

    // MARK: Checking error (67xx–6Fxx)

    /// `6700` — wrong length (Lc or Le not what the command needs).
    public static let wrongLength = StatusWord(0x6700)
    /// `6800` — function in CLA not supported.
    public static let claFunctionNotSupported = StatusWord(0x6800)
    /// `6881` — logical channel not supported.
    public static let logicalChannelNotSupported = StatusWord(0x6881)
    /// `6882` — secure messaging not supported.
    public static let secureMessagingNotSupported = StatusWord(0x6882)
    /// `6883` — the last command of a chain was expected.
    public static let lastCommandOfChainExpected = StatusWord(0x6883)
    /// `6884` — command chaining not supported.
    public static let commandChainingNotSupported = StatusWord(0x6884)
    /// `6900` — command not allowed, no further information.
    public static let commandNotAllowedNoInformation = StatusWord(0x6900)
    /// `6981` — command incompatible with the file structure.
    public static let commandIncompatibleWithFileStructure = StatusWord(0x6981)
    /// `6982` — security status not satisfied (e.g. PIN not verified).
    public static let securityStatusNotSatisfied = StatusWord(0x6982)
    /// `6983` — authentication method blocked (e.g. PIN blocked).
    public static let authenticationMethodBlocked = StatusWord(0x6983)
    /// `6984` — reference data not usable.
    public static let referenceDataNotUsable = StatusWord(0x6984)
    /// `6985` — conditions of use not satisfied.
    public static let conditionsOfUseNotSatisfied = StatusWord(0x6985)
    /// `6986` — command not allowed (no current EF).
    public static let commandNotAllowed = StatusWord(0x6986)
    /// `6987` — expected secure messaging data objects missing.
    public static let secureMessagingObjectsMissing = StatusWord(0x6987)
    /// `6988` — incorrect secure messaging data objects.
    public static let secureMessagingObjectsIncorrect = StatusWord(0x6988)
    /// `6A00` — wrong parameters P1-P2, no further information.
    public static let wrongParametersNoInformation = StatusWord(0x6A00)
    /// `6A80` — incorrect parameters in the command data field.
    public static let incorrectData = StatusWord(0x6A80)
    /// `6A81` — function not supported.
    public static let functionNotSupported = StatusWord(0x6A81)
    /// `6A82` — file or application not found.
    public static let fileNotFound = StatusWord(0x6A82)
    /// `6A83` — record not found.
    public static let recordNotFound = StatusWord(0x6A83)
    /// `6A84` — not enough memory space in the file.
    public static let notEnoughMemory = StatusWord(0x6A84)
    /// `6A85` — Nc inconsistent with the TLV structure.
    public static let ncInconsistentWithTLV = StatusWord(0x6A85)
    /// `6A86` — incorrect parameters P1-P2.
    public static let incorrectP1P2 = StatusWord(0x6A86)
    /// `6A87` — Nc inconsistent with parameters P1-P2.
    public static let ncInconsistentWithP1P2 = StatusWord(0x6A87)
    /// `6A88` — referenced data or reference data not found.
    public static let referencedDataNotFound = StatusWord(0x6A88)
    /// `6A89` — file already exists.
    public static let fileAlreadyExists = StatusWord(0x6A89)
    /// `6A8A` — DF name already exists.
    public static let dfNameAlreadyExists = StatusWord(0x6A8A)
    /// `6B00` — wrong parameters P1-P2.
    public static let wrongP1P2 = StatusWord(0x6B00)
    /// `6D00` — instruction code not supported or invalid.
    public static let insNotSupported = StatusWord(0x6D00)
    /// `6E00` — class not supported.
    public static let claNotSupported = StatusWord(0x6E00)
    /// `6F00` — no precise diagnosis.
    public static let noPreciseDiagnosis = StatusWord(0x6F00)

    /// Every named constant above with its human description, in numeric order.
    public static let interindustryMeanings: [(statusWord: StatusWord, meaning: String)] = [
        (.warningNoInformation, "warning, no information given (memory unchanged)"),
        (.dataMayBeCorrupted, "part of returned data may be corrupted"),
        (.endOfFileReached, "end of file or record reached before reading Ne bytes"),
        (.selectedFileDeactivated, "selected file deactivated"),
        (.fileControlInformationMalformed, "file control information not formatted per ISO 7816-4"),
        (.selectedFileTerminated, "selected file in termination state"),
        (.noSensorData, "no input data available from a sensor on the card"),
        (.recordDeactivated, "at least one referenced record is deactivated"),
        (.warningMemoryChanged, "warning, no information given (memory changed)"),
        (.fileFilledUp, "file filled up by the last write"),
        (.executionError, "execution error (memory unchanged)"),
        (.immediateResponseRequired, "immediate response required by the card"),
        (.executionErrorMemoryChanged, "execution error (memory changed)"),
        (.memoryFailure, "memory failure"),
        (.wrongLength, "wrong length"),
        (.claFunctionNotSupported, "function in CLA not supported"),
        (.logicalChannelNotSupported, "logical channel not supported"),
        (.secureMessagingNotSupported, "secure messaging not supported"),
        (.lastCommandOfChainExpected, "last command of the chain expected"),
        (.commandChainingNotSupported, "command chaining not supported"),
        (.commandNotAllowedNoInformation, "command not allowed"),
        (.commandIncompatibleWithFileStructure, "command incompatible with file structure"),
        (.securityStatusNotSatisfied, "security status not satisfied"),
        (.authenticationMethodBlocked, "authentication method blocked"),
        (.referenceDataNotUsable, "reference data not usable"),
        (.conditionsOfUseNotSatisfied, "conditions of use not satisfied"),
        (.commandNotAllowed, "command not allowed (no current EF)"),
        (.secureMessagingObjectsMissing, "expected secure messaging data objects missing"),
        (.secureMessagingObjectsIncorrect, "incorrect secure messaging data objects"),
        (.wrongParametersNoInformation, "wrong parameters P1-P2"),
        (.incorrectData, "incorrect parameters in the command data field"),
        (.functionNotSupported, "function not supported"),
        (.fileNotFound, "file or application not found"),
        (.recordNotFound, "record not found"),
        (.notEnoughMemory, "not enough memory space in the file"),
        (.ncInconsistentWithTLV, "Nc inconsistent with TLV structure"),
        (.incorrectP1P2, "incorrect parameters P1-P2"),
        (.ncInconsistentWithP1P2, "Nc inconsistent with parameters P1-P2"),
        (.referencedDataNotFound, "referenced data or reference data not found"),
        (.fileAlreadyExists, "file already exists"),
        (.dfNameAlreadyExists, "DF name already exists"),
        (.wrongP1P2, "wrong parameters P1-P2"),
        (.insNotSupported, "instruction code not supported or invalid"),
        (.claNotSupported, "class not supported"),
        (.noPreciseDiagnosis, "no precise diagnosis"),
        (.success, "success"),
    ]

    private static let meaningsByValue: [StatusWord: String] = Dictionary(
        interindustryMeanings.map { ($0.statusWord, $0.meaning) },
        uniquingKeysWith: { first, _ in first })
}

extension StatusWord: CustomStringConvertible {
    /// What ISO 7816-4 says this value means, when it assigns it a specific meaning (including the
    /// parameterised `61xx`, `63Cx`, `6Cxx` and "triggering" ranges); `nil` when only the group is known.
    public var meaning: String? {
        if let known = Self.meaningsByValue[self] { return known }
        if let available = bytesAvailable { return "\(available) response bytes available" }
        if let length = correctedExpectedLength { return "wrong Le; exact length is \(length)" }
        if let counter = retriesRemaining { return "counter \(counter), typically retries remaining" }
        if sw1 == 0x62 || sw1 == 0x64, (0x02...0x80).contains(sw2) { return "triggered by the card" }
        return nil
    }

    /// The value in hex followed by its meaning, e.g. `6A82 (file or application not found)`.
    /// Values without a specific meaning are described by their group, e.g.
    /// `6F02 (6Fxx: no precise diagnosis)` or `9B01 (9xxx: proprietary)`.
    public var description: String {
        let value = Hex.encode(
            [UInt8(truncatingIfNeeded: rawValue >> 8), UInt8(truncatingIfNeeded: rawValue)], uppercase: true)
        if let meaning { return "\(value) (\(meaning))" }
        return "\(value) (\(groupDescription))"
    }

    private var groupDescription: String {
        let group = Hex.upper(sw1) + "xx"
        switch sw1 {
        case 0x62: return "\(group): warning, memory unchanged"
        case 0x63: return "\(group): warning, memory changed"
        case 0x64: return "\(group): execution error, memory unchanged"
        case 0x65: return "\(group): execution error, memory changed"
        case 0x66: return "\(group): execution error, security-related"
        case 0x67: return "\(group): wrong length"
        case 0x68: return "\(group): function in CLA not supported"
        case 0x69: return "\(group): command not allowed"
        case 0x6A, 0x6B: return "\(group): wrong parameters P1-P2"
        case 0x6D: return "\(group): instruction code not supported or invalid"
        case 0x6E: return "\(group): class not supported"
        case 0x6F: return "\(group): no precise diagnosis"
        case 0x90...0x9F: return "9xxx: proprietary"
        default: return "not an ISO 7816-4 status word"
        }
    }
}
