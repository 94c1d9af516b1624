/// Every failure and warning code of the PC/SC API as pcsc-lite defines them (`SCARD_F_*`,
/// `SCARD_E_*`, `SCARD_W_*`), by the name programs compare against instead of by number.
public enum PCSCErrorCode: UInt32, Sendable, Hashable, CaseIterable {
    case internalError = 0x8010_0001
    case cancelled = 0x8010_0002
    case invalidHandle = 0x8010_0003
    case invalidParameter = 0x8010_0004
    case invalidTarget = 0x8010_0005
    case noMemory = 0x8010_0006
    case waitedTooLong = 0x8010_0007
    case insufficientBuffer = 0x8010_0008
    case unknownReader = 0x8010_0009
    case timeout = 0x8010_000A
    case sharingViolation = 0x8010_000B
    case noSmartCard = 0x8010_000C
    case unknownCard = 0x8010_000D
    case cantDispose = 0x8010_000E
    case protocolMismatch = 0x8010_000F
    case notReady = 0x8010_0010
    case invalidValue = 0x8010_0011
    case systemCancelled = 0x8010_0012
    case communicationError = 0x8010_0013
    case unknownError = 0x8010_0014
    case invalidATR = 0x8010_0015
    case notTransacted = 0x8010_0016
    case readerUnavailable = 0x8010_0017
    case shutdown = 0x8010_0018
    case pciTooSmall = 0x8010_0019
    case readerUnsupported = 0x8010_001A
    case duplicateReader = 0x8010_001B
    case cardUnsupported = 0x8010_001C
    case noService = 0x8010_001D
    case serviceStopped = 0x8010_001E
    /// pcsc-lite gives `SCARD_E_UNEXPECTED` the same number and documents that it never returns it.
    case unsupportedFeature = 0x8010_001F
    case iccInstallation = 0x8010_0020
    case iccCreateOrder = 0x8010_0021
    case directoryNotFound = 0x8010_0023
    case fileNotFound = 0x8010_0024
    case noDirectory = 0x8010_0025
    case noFile = 0x8010_0026
    case noAccess = 0x8010_0027
    case writeTooMany = 0x8010_0028
    case badSeek = 0x8010_0029
    case invalidCHV = 0x8010_002A
    case unknownResourceManager = 0x8010_002B
    case noSuchCertificate = 0x8010_002C
    case certificateUnavailable = 0x8010_002D
    case noReadersAvailable = 0x8010_002E
    case communicationDataLost = 0x8010_002F
    case noKeyContainer = 0x8010_0030
    case serverTooBusy = 0x8010_0031
    case unsupportedCard = 0x8010_0065
    case unresponsiveCard = 0x8010_0066
    case unpoweredCard = 0x8010_0067
    case resetCard = 0x8010_0068
    case removedCard = 0x8010_0069
    case securityViolation = 0x8010_006A
    case wrongCHV = 0x8010_006B
    case chvBlocked = 0x8010_006C
    case endOfFile = 0x8010_006D
    case cancelledByUser = 0x8010_006E
    case cardNotAuthenticated = 0x8010_006F

    /// The C name, e.g. `SCARD_W_REMOVED_CARD`.
    public var symbol: String {
        let kind: String
        switch self {
        case .internalError, .waitedTooLong, .communicationError, .unknownError: kind = "F"
        case .unsupportedCard, .unresponsiveCard, .unpoweredCard, .resetCard, .removedCard, .securityViolation,
            .wrongCHV, .chvBlocked, .endOfFile, .cancelledByUser, .cardNotAuthenticated:
            kind = "W"
        default: kind = "E"
        }
        return "SCARD_\(kind)_\(Self.symbolSuffixes[self] ?? "UNKNOWN")"
    }

    /// What the code means, for the codes pcsc-lite has no text for (it never returns them, but
    /// other PC/SC implementations and layered components may): `pcsc_stringify_error` would say
    /// only "Unknown error: 0x…".
    var meaningWhereLibraryHasNone: String? {
        switch self {
        case .shutdown: "The operation was aborted to let the server application exit."
        case .iccInstallation: "No primary provider can be found for the smart card."
        case .iccCreateOrder: "The requested order of object creation is not supported."
        case .directoryNotFound: "The directory does not exist on the smart card."
        case .fileNotFound: "The file does not exist on the smart card."
        case .noDirectory: "The path does not lead to a directory on the smart card."
        case .noFile: "The path does not lead to a file on the smart card."
        case .noAccess: "Access to the file is denied."
        case .writeTooMany: "The smart card has not enough memory to store the data."
        case .badSeek: "Setting the card's file pointer failed."
        case .invalidCHV: "The PIN given is incorrect."
        case .unknownResourceManager: "A layered component returned an unrecognised error code."
        case .noSuchCertificate: "The requested certificate does not exist."
        case .certificateUnavailable: "The requested certificate could not be obtained."
        case .communicationDataLost: "Data exchanged with the smart card was lost; retry the operation."
        case .noKeyContainer: "The requested key container does not exist on the smart card."
        case .serverTooBusy: "The resource manager is too busy to complete the operation."
        case .wrongCHV: "The card cannot be accessed because a wrong PIN was presented."
        case .chvBlocked: "The card cannot be accessed: the PIN has been tried too many times."
        case .endOfFile: "The end of the smart card file has been reached."
        case .cancelledByUser: "The user cancelled the card selection."
        case .cardNotAuthenticated: "No PIN has been presented to the smart card."
        default: nil
        }
    }

    private static let symbolSuffixes: [PCSCErrorCode: String] = [
        .internalError: "INTERNAL_ERROR", .cancelled: "CANCELLED", .invalidHandle: "INVALID_HANDLE",
        .invalidParameter: "INVALID_PARAMETER", .invalidTarget: "INVALID_TARGET", .noMemory: "NO_MEMORY",
        .waitedTooLong: "WAITED_TOO_LONG", .insufficientBuffer: "INSUFFICIENT_BUFFER",
        .unknownReader: "UNKNOWN_READER", .timeout: "TIMEOUT", .sharingViolation: "SHARING_VIOLATION",
        .noSmartCard: "NO_SMARTCARD", .unknownCard: "UNKNOWN_CARD", .cantDispose: "CANT_DISPOSE",
        .protocolMismatch: "PROTO_MISMATCH", .notReady: "NOT_READY", .invalidValue: "INVALID_VALUE",
        .systemCancelled: "SYSTEM_CANCELLED", .communicationError: "COMM_ERROR", .unknownError: "UNKNOWN_ERROR",
        .invalidATR: "INVALID_ATR", .notTransacted: "NOT_TRANSACTED", .readerUnavailable: "READER_UNAVAILABLE",
        .shutdown: "SHUTDOWN", .pciTooSmall: "PCI_TOO_SMALL", .readerUnsupported: "READER_UNSUPPORTED",
        .duplicateReader: "DUPLICATE_READER", .cardUnsupported: "CARD_UNSUPPORTED", .noService: "NO_SERVICE",
        .serviceStopped: "SERVICE_STOPPED", .unsupportedFeature: "UNSUPPORTED_FEATURE",
        .iccInstallation: "ICC_INSTALLATION", .iccCreateOrder: "ICC_CREATEORDER",
        .directoryNotFound: "DIR_NOT_FOUND", .fileNotFound: "FILE_NOT_FOUND", .noDirectory: "NO_DIR",
        .noFile: "NO_FILE", .noAccess: "NO_ACCESS", .writeTooMany: "WRITE_TOO_MANY", .badSeek: "BAD_SEEK",
        .invalidCHV: "INVALID_CHV", .unknownResourceManager: "UNKNOWN_RES_MNG",
        .noSuchCertificate: "NO_SUCH_CERTIFICATE", .certificateUnavailable: "CERTIFICATE_UNAVAILABLE",
        .noReadersAvailable: "NO_READERS_AVAILABLE", .communicationDataLost: "COMM_DATA_LOST",
        .noKeyContainer: "NO_KEY_CONTAINER", .serverTooBusy: "SERVER_TOO_BUSY",
        .unsupportedCard: "UNSUPPORTED_CARD", .unresponsiveCard: "UNRESPONSIVE_CARD",
        .unpoweredCard: "UNPOWERED_CARD", .resetCard: "RESET_CARD", .removedCard: "REMOVED_CARD",
        .securityViolation: "SECURITY_VIOLATION", .wrongCHV: "WRONG_CHV", .chvBlocked: "CHV_BLOCKED",
        .endOfFile: "EOF", .cancelledByUser: "CANCELLED_BY_USER", .cardNotAuthenticated: "CARD_NOT_AUTHENTICATED",
    ]
}
