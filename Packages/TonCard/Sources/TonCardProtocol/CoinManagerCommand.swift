/// The CoinManager's 12 commands and their exact data TLVs (spec §3).
///
/// Every command is `80 CB 80 00 Lc data [Le]`; reads carry `DF FF len 81 xx`, writes and actions
/// `DF FE len …`. PIN and label bytes are carried as given: validating them is the caller's job
/// (the client checks input formats, the card answers status words).
public enum CoinManagerCommand: Sendable, Hashable {
    /// GET_CSN: the card serial number (16 bytes).
    case getCSN
    /// GET_PIN_RTL: PIN tries left (1 byte).
    case getPinRemainingTries
    /// GET_PIN_TLT: the PIN try limit (1 byte, 10).
    case getPinTotalTries
    /// GET_DEVICE_LABEL: the 32-byte label.
    case getDeviceLabel
    /// GET_ROOT_KEY_STATUS: `5A` when a seed exists.
    case getRootKeyStatus
    /// GET_APPLET_LIST: the installed applets.
    case getAppletList
    /// GET_SE_VERSION: the secure element version.
    case getSEVersion
    /// GET_AVAILABLE_MEMORY (tag `DF FF`, spec G8).
    case getAvailableMemory
    /// RESET_WALLET: erases the seed, restores PIN 5555 and the tries.
    case resetWallet
    /// GENERATE_SEED with the 4 ASCII PIN bytes.
    case generateSeed(pin: [UInt8])
    /// CHANGE_PIN with the old and the new 4 ASCII PIN bytes.
    case changePin(old: [UInt8], new: [UInt8])
    /// SET_DEVICE_LABEL with the 32 label bytes.
    case setDeviceLabel([UInt8])

    /// INS of every CoinManager command.
    public static let instruction: UInt8 = 0xCB
    /// P1 of every CoinManager command.
    public static let p1: UInt8 = 0x80
    /// P2 of every CoinManager command.
    public static let p2: UInt8 = 0x00
    /// Tag of read requests.
    public static let readTag: [UInt8] = [0xDF, 0xFF]
    /// Tag of write and action requests.
    public static let writeTag: [UInt8] = [0xDF, 0xFE]
    /// GET_ROOT_KEY_STATUS's first byte when a seed exists; anything else means none.
    public static let rootKeyGenerated: UInt8 = 0x5A
    /// The emulator's "no seed" byte for GET_ROOT_KEY_STATUS.
    public static let rootKeyNotGenerated: UInt8 = 0xA5

    /// The attribute byte after `81` of a read, nil for writes and actions.
    public var readAttribute: UInt8? {
        switch self {
        case .getCSN: return 0x01
        case .getPinRemainingTries: return 0x02
        case .getPinTotalTries: return 0x03
        case .getDeviceLabel: return 0x04
        case .getRootKeyStatus: return 0x05
        case .getAppletList: return 0x06
        case .getSEVersion: return 0x09
        case .getAvailableMemory: return 0x46
        case .resetWallet, .generateSeed, .changePin, .setDeviceLabel: return nil
        }
    }

    /// The spec's upper-case name.
    public var name: String {
        switch self {
        case .getCSN: return "GET_CSN"
        case .getPinRemainingTries: return "GET_PIN_RTL"
        case .getPinTotalTries: return "GET_PIN_TLT"
        case .getDeviceLabel: return "GET_DEVICE_LABEL"
        case .getRootKeyStatus: return "GET_ROOT_KEY_STATUS"
        case .getAppletList: return "GET_APPLET_LIST"
        case .getSEVersion: return "GET_SE_VERSION"
        case .getAvailableMemory: return "GET_AVAILABLE_MEMORY"
        case .resetWallet: return "RESET_WALLET"
        case .generateSeed: return "GENERATE_SEED"
        case .changePin: return "CHANGE_PIN"
        case .setDeviceLabel: return "SET_DEVICE_LABEL"
        }
    }

    /// The command data (the TLV), exactly as spec §3 lists it.
    public var data: [UInt8] {
        if let attribute = readAttribute {
            return Self.readTag + [0x02, 0x81, attribute]
        }
        switch self {
        case .generateSeed(let pin):
            return Self.writeTag + [0x08, 0x82, 0x03, 0x05, 0x04] + pin
        case let .changePin(old, new):
            return Self.writeTag + [0x0D, 0x82, 0x04, 0x0A, 0x04] + old + [0x04] + new
        case .setDeviceLabel(let label):
            return Self.writeTag + [0x23, 0x81, 0x04, 0x20] + label
        default:
            // RESET_WALLET is the only remaining case.
            return Self.writeTag + [0x02, 0x82, 0x05]
        }
    }

    /// The complete APDU: reads with Le `00` (256), writes without Le, as the Swift client sends them.
    public var apdu: [UInt8] {
        let body = data
        var bytes =
            [TonCardClass.coinManager, Self.instruction, Self.p1, Self.p2, UInt8(truncatingIfNeeded: body.count)] + body
        if readAttribute != nil { bytes.append(0x00) }
        return bytes
    }

    /// Recognises command data byte for byte apart from the PIN/label bytes (spec §3.1), or nil.
    /// Also accepts `DF FE 02 81 46`, the Android client's form of GET_AVAILABLE_MEMORY (spec G8).
    public init?(data: [UInt8]) {
        guard data.count >= 5 else { return nil }
        let tag = Array(data[0..<2])
        if data.count == 5, data[2] == 0x02, data[3] == 0x81 {
            let attribute = data[4]
            if attribute == 0x46, tag == Self.readTag || tag == Self.writeTag {
                self = .getAvailableMemory
                return
            }
            guard tag == Self.readTag else { return nil }
            switch attribute {
            case 0x01: self = .getCSN
            case 0x02: self = .getPinRemainingTries
            case 0x03: self = .getPinTotalTries
            case 0x04: self = .getDeviceLabel
            case 0x05: self = .getRootKeyStatus
            case 0x06: self = .getAppletList
            case 0x09: self = .getSEVersion
            default: return nil
            }
            return
        }
        guard tag == Self.writeTag else { return nil }
        let rest = Array(data[2...])
        if rest == [0x02, 0x82, 0x05] {
            self = .resetWallet
        } else if rest.count == 9, Array(rest[0..<5]) == [0x08, 0x82, 0x03, 0x05, 0x04] {
            self = .generateSeed(pin: Array(rest[5...]))
        } else if rest.count == 14, Array(rest[0..<5]) == [0x0D, 0x82, 0x04, 0x0A, 0x04], rest[9] == 0x04 {
            self = .changePin(old: Array(rest[5..<9]), new: Array(rest[10..<14]))
        } else if rest.count == 36, Array(rest[0..<4]) == [0x23, 0x81, 0x04, 0x20] {
            self = .setDeviceLabel(Array(rest[4...]))
        } else {
            return nil
        }
    }
}
