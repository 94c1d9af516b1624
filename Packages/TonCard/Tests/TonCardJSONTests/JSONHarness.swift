import APDU
import ByteTools
import TonCard
import TonCardEmulator
import TonCardJSON

/// A factory-fresh emulated card (state 27, the spec README's activation data, seed 00 01 … 0F so
/// keys and signatures match spec §9.7) behind the JSON layer.
struct JSONHarness {
    static let password = Hex.encode(TonCardEmulatorConfiguration.defaultPassword, uppercase: true)
    static let commonSecret = Hex.encode(TonCardEmulatorConfiguration.defaultCommonSecret, uppercase: true)
    static let iv = Hex.encode(TonCardEmulatorConfiguration.defaultIV, uppercase: true)
    static let serialNumber = "504394802433901126813236"
    /// SHA-256 of the factory's encrypted common secret and encrypted password (spec README pair).
    static let ecsHash = "71106ED2161D12E5E59FA7FF298930F0F4BB398171A712CB26D947A0DAF5F0EF"
    static let epHash = "112716D2053C2828DC265B5DF14F85F203F8350DCB5774950901F3136108FA2C"
    /// §9.7: the default path's public key and the signature of A4 56 for seed 00…0F.
    static let publicKey = "CF06857A7453B195D573307DD4ECBA5B38E29F99BB2FDACC1260063AF4939836"
    static let signatureOfA456 =
        "73BA7EEAA42ACD7EE1F08B5B6D5E175A24B71FC13F7B313F1E20382B8BDD993CE3E6903120AD09B4A3F4D8D2E4D10B2CCE370FC7153B12ABDB2280CFFEA4DC01"

    let api: TonCardJSONClient

    init() throws {
        let card = try TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration(seed: Array(0...15)))
        api = TonCardJSONClient(card: TonCard(channel: InProcessCardChannel(card: card)))
    }

    /// The same card activated through the JSON layer with PIN `pin`.
    static func activated(pin: String = "1234") async throws -> JSONHarness {
        let harness = try JSONHarness()
        _ = try await harness.api.turnOnWallet(
            newPin: pin, authenticationPassword: password, commonSecret: commonSecret, initialVector: iv)
        return harness
    }

    /// `{"message":"<text>","status":"ok"}`.
    static func ok(_ text: String) -> String { "{\"message\":\"\(text)\",\"status\":\"ok\"}" }

    /// The JSON a failing call throws; a call that succeeds fails the test through the thrown error.
    static func failure(_ call: () async throws(TonCardJSONFailure) -> String) async -> TonCardJSONFailure? {
        do {
            _ = try await call()
            return nil
        } catch {
            return error
        }
    }
}
