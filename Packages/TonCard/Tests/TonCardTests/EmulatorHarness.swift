import APDU
import TonCardEmulator

@testable import TonCard

/// A factory-fresh emulated card (state 27, the README's activation data, seed
/// 00 01 … 0F so public keys and signatures match spec §9.7) behind an in-process channel.
struct EmulatorHarness {
    static let seed: [UInt8] = Array(0...15)

    let card: TonCardEmulatedCard
    let channel: InProcessCardChannel
    let keyStore: InMemoryHMACKeyStore
    let client: TonCard

    init() throws {
        card = try TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration(seed: Self.seed))
        channel = InProcessCardChannel(card: card)
        keyStore = InMemoryHMACKeyStore()
        client = TonCard(channel: channel, keyStore: keyStore)
    }

    /// Replaces the card's HMAC key in the host store with one derived from other activation
    /// data, so every protected command carries a MAC the card refuses (8F03). Returns the
    /// card's serial number.
    @discardableResult
    func installWrongHMACKey() throws -> SerialNumber {
        let serial = try SerialNumber(validating: Vectors.serialNumber, operation: .createKeyForHmac)
        let wrongKey = CardHMACKey(
            password: try ActivationPassword(hex: String(repeating: "11", count: 128)),
            commonSecret: try CommonSecret(hex: String(repeating: "22", count: 32)))
        try keyStore.setHMACKey(wrongKey, for: serial)
        return serial
    }

    /// The same card, activated with PIN `pin` through the client's own turnOnWallet.
    static func activated(pin: String = "5555") async throws -> EmulatorHarness {
        let harness = try EmulatorHarness()
        let (p, cs, iv) = try Vectors.activation()
        try await harness.client.turnOnWallet(newPin: pin, password: p, commonSecret: cs, iv: iv)
        return harness
    }
}
