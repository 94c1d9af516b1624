import APDU
import ByteTools
import Synchronization

@testable import TonCard

/// A card whose answers a test scripts by command, and which records every command it receives:
/// the exact-APDU tests and the malformed-response tests run against it through APDU's
/// `InProcessCardChannel`, so the client code under test is the one that talks to real readers.
final class ScriptedCard: EmulatedCard {
    private let answer: @Sendable ([UInt8]) -> [UInt8]
    private let log = Mutex<[[UInt8]]>([])

    init(_ answer: @escaping @Sendable ([UInt8]) -> [UInt8]) {
        self.answer = answer
    }

    var answerToReset: [UInt8] { [0x3B, 0x88, 0x80, 0x01, 0x54, 0x4F, 0x4E, 0x54, 0x45, 0x53, 0x54, 0x31, 0x7B] }

    func reset() {}

    func respond(to command: [UInt8]) -> [UInt8] {
        log.withLock { $0.append(command) }
        return answer(command)
    }

    /// Every command received so far, in order.
    var commands: [[UInt8]] { log.withLock { $0 } }

    /// The commands with a given INS (SELECTs included with `0xA4`).
    func commands(ins: UInt8) -> [[UInt8]] { commands.filter { $0.count >= 2 && $0[1] == ins } }
}

/// Answers of a healthy personalized card (state 17, the README's serial number, sault
/// 00 01 … 1F) for every command a test does not override.
enum HealthyCard {
    static let sault: [UInt8] = Array(0...31)
    static let serialWire: [UInt8] = [5, 0, 4, 3, 9, 4, 8, 0, 2, 4, 3, 3, 9, 0, 1, 1, 2, 6, 8, 1, 3, 2, 3, 6]
    static let ok: [UInt8] = [0x90, 0x00]

    static func answer(_ command: [UInt8], state: UInt8 = 0x17) -> [UInt8] {
        guard command.count >= 2 else { return [0x67, 0x00] }
        switch command[1] {
        case 0xA4: return ok
        case 0xC1: return [state] + ok
        case 0xC2: return serialWire + ok
        case 0xBD: return sault + ok
        case 0xA5, 0xA3: return [UInt8](repeating: 0xAB, count: 64) + ok
        case 0xB8: return [0x00, 0x03] + ok
        default: return ok
        }
    }
}

/// The README's activation data (spec §1.1) and the values derived from it there.
enum Vectors {
    static let password =
        "F4B072E1DF2DB7CF6CD0CD681EC5CD2D071458D278E6546763CBB4860F8082FE14418C8A8A55E2106CBC6CB1174F4BA6D827A26A2D205F99B7E00401DA4C15ACC943274B92258114B5E11C16DA64484034F93771547FBE60DA70E273E6BD64F8A4201A9913B386BCA55B6678CFD7E7E68A646A7543E9E439DD5B60B9615079FE"
    static let commonSecret = "7256EFE7A77AFC7E9088266EF27A93CB01CD9432E0DB66D600745D506EE04AC4"
    static let iv = "1A550F4B413D0E971C28293F9183EA8A"
    static let serialNumber = "504394802433901126813236"
    static let b1 =
        "7BF6D157F017189AE9904959878A851376BE01127582D675004790CFC194E6AC273D85F55B7050B08FC48F3142AA68974B9765D0799BB5804F6FD4A4BF38686D8E1AE548E60603D32DD85C57DADB146CDE4CFD30D0321DCD5A2B8010760E70A93E429FBC2A458FE84B63B35DB9902893E2C81CD53A2AA20E268A57D188F93D69"
    static let ecs = "71E872C73979904C17722CB2A5FA6B7A107DBA38924338F739A1C0E96D74BC33"
    static let epHash = "112716D2053C2828DC265B5DF14F85F203F8350DCB5774950901F3136108FA2C"
    static let ecsHash = "71106ED2161D12E5E59FA7FF298930F0F4BB398171A712CB26D947A0DAF5F0EF"
    static let hmacKey = "903BB7913C2332455B97606381BB0CDE09E91EAD137F2CAFF4F6ACC7E0D2E318"
    static let keyId = "D7E0DFB66A2F72AAD7D66D897C805D307EE1F1CB8077D3B8CF1A942D6A5AC2FF"

    static func bytes(_ hex: String) -> [UInt8] { (try? Hex.decode(hex.replacingOccurrences(of: " ", with: ""))) ?? [] }

    static func activation() throws -> (ActivationPassword, CommonSecret, InitialVector) {
        (try ActivationPassword(hex: password), try CommonSecret(hex: commonSecret), try InitialVector(hex: iv))
    }

    /// A key store holding the README card's K_hmac, as after its activation.
    static func keyStore() throws -> InMemoryHMACKeyStore {
        let (p, cs, _) = try activation()
        let store = InMemoryHMACKeyStore()
        try store.setHMACKey(
            CardHMACKey(password: p, commonSecret: cs),
            for: try SerialNumber(validating: serialNumber, operation: .selectKeyForHmac))
        return store
    }
}
