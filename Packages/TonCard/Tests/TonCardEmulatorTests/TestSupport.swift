import CryptoPrimitives
import TonCardEmulator
import TonCardProtocol

/// Hex for test vectors (the test target has no ByteTools dependency; this is test-only).
enum TestHex {
    static func bytes(_ text: String) -> [UInt8] {
        let digits = text.utf8.filter { $0 != 0x20 }
        var result: [UInt8] = []
        var index = 0
        while index + 1 < digits.count {
            result.append(value(digits[index]) << 4 | value(digits[index + 1]))
            index += 2
        }
        return result
    }

    static func string(_ bytes: [UInt8]) -> String {
        let table = Array("0123456789ABCDEF")
        return String(bytes.flatMap { [table[Int($0 >> 4)], table[Int($0 & 0xF)]] })
    }

    private static func value(_ digit: UInt8) -> UInt8 {
        switch digit {
        case 0x30...0x39: return digit - 0x30
        case 0x41...0x46: return digit - 0x37
        case 0x61...0x66: return digit - 0x57
        default: return 0
        }
    }
}

/// The spec §1.1 / §9.7 vectors.
enum Vectors {
    static let password = TonCardEmulatorConfiguration.defaultPassword
    static let commonSecret = TonCardEmulatorConfiguration.defaultCommonSecret
    static let iv = TonCardEmulatorConfiguration.defaultIV
    static let serialNumber = "504394802433901126813236"
    static let epHash = TestHex.bytes("112716D2053C2828DC265B5DF14F85F203F8350DCB5774950901F3136108FA2C")
    static let ecsHash = TestHex.bytes("71106ED2161D12E5E59FA7FF298930F0F4BB398171A712CB26D947A0DAF5F0EF")
    static let hmacKey = TestHex.bytes("903BB7913C2332455B97606381BB0CDE09E91EAD137F2CAFF4F6ACC7E0D2E318")
    static let csn = TestHex.bytes("8303805B6136C4EBCE963192C3073A9B")
    static let exampleSault = Array(UInt8(0)...UInt8(31))
    static let seed = TestHex.bytes("000102030405060708090A0B0C0D0E0F")
}

/// A card plus the host side of the protocol: raw APDUs in, `(data, SW)` out.
struct CardHarness {
    let card: TonCardEmulatedCard
    var hmacKey = SymmetricKey(data: Vectors.hmacKey)

    init(configuration: TonCardEmulatorConfiguration = TonCardEmulatorConfiguration(seed: Vectors.seed)) throws {
        card = try TonCardEmulatedCard(configuration: configuration)
        card.reset()
    }

    /// Sends raw bytes; splits the answer into data and status word.
    @discardableResult
    func send(_ apdu: [UInt8]) -> (data: [UInt8], sw: UInt16) {
        let response = card.respond(to: apdu)
        guard response.count >= 2 else { return (response, 0) }
        let sw = UInt16(response[response.count - 2]) << 8 | UInt16(response[response.count - 1])
        return (Array(response.dropLast(2)), sw)
    }

    @discardableResult
    func send(hex: String) -> (data: [UInt8], sw: UInt16) {
        send(TestHex.bytes(hex))
    }

    /// An applet command `B0 ins p1 00 [Lc data] [Le]`.
    @discardableResult
    func applet(_ ins: TonAppletInstruction, p1: UInt8 = 0, data: [UInt8] = [], le: UInt8? = nil) -> (
        data: [UInt8], sw: UInt16
    ) {
        var apdu: [UInt8] = [0xB0, ins.rawValue, p1, 0x00]
        if !data.isEmpty { apdu += [UInt8(data.count)] + data }
        if let le { apdu.append(le) }
        return send(apdu)
    }

    /// GET_SAULT, then the protected command with the exact Le of the spec table.
    @discardableResult
    func protected(
        _ ins: TonAppletInstruction, p1: UInt8 = 0, payload: [UInt8] = [], le: UInt8? = nil, key: SymmetricKey? = nil
    ) throws -> (data: [UInt8], sw: UInt16) {
        let sault = applet(.getSault, le: 0x20).data
        let sealed = try ProtectedData(sealing: payload, sault: sault, key: key ?? hmacKey)
        return applet(ins, p1: p1, data: sealed.bytes, le: le ?? ins.responseLength(p1: p1).leByte)
    }

    func selectApplet() -> UInt16 { send(SelectCommand.tonWalletApplet).sw }
    func selectCoinManager() -> UInt16 { send(SelectCommand.coinManager).sw }

    func coinManager(_ command: CoinManagerCommand) -> (data: [UInt8], sw: UInt16) {
        send(command.apdu)
    }

    /// Factory card → seed generated → applet selected → activated (state 17).
    func activate() {
        _ = selectCoinManager()
        _ = coinManager(.generateSeed(pin: PinCode.factoryDefault.asciiBytes))
        _ = selectApplet()
        applet(.verifyPassword, data: Vectors.password + Vectors.iv)
    }

    func verifyPin(_ pin: String = "5555") throws -> UInt16 {
        try protected(.verifyPin, payload: Array(pin.utf8)).sw
    }

    var state: TonAppletState { card.status.appletState }
}
