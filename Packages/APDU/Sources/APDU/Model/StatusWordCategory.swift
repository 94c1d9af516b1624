/// The groups into which ISO 7816-4 §5.1.3 (table 5) sorts SW1-SW2 values.
public enum StatusWordCategory: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `9000`: normal processing, no further qualification.
    case success
    /// `61xx`: normal processing, SW2 response bytes still available (fetch with GET RESPONSE).
    case responseBytesAvailable
    /// `62xx` / `63xx`: warning processing.
    case warning
    /// `64xx`–`66xx`: execution error.
    case executionError
    /// `67xx`–`6Fxx`: checking error.
    case checkingError
    /// `9xxx` other than `9000`: left to the application by ISO 7816-4.
    case proprietary
    /// SW1 outside `61`–`6F` and `90`–`9F` (including `60`, a T=0 procedure byte): not an ISO
    /// status word. Some applets still use such values (e.g. `8F03`) over T=1 or contactless.
    case nonStandard

    init(_ sw: StatusWord) {
        switch sw.sw1 {
        case 0x90 where sw.sw2 == 0x00: self = .success
        case 0x61: self = .responseBytesAvailable
        case 0x62, 0x63: self = .warning
        case 0x64...0x66: self = .executionError
        case 0x67...0x6F: self = .checkingError
        case 0x90...0x9F: self = .proprietary
        default: self = .nonStandard
        }
    }

    public var description: String {
        switch self {
        case .success: "success"
        case .responseBytesAvailable: "response bytes available"
        case .warning: "warning"
        case .executionError: "execution error"
        case .checkingError: "checking error"
        case .proprietary: "proprietary"
        case .nonStandard: "non-standard"
        }
    }
}
