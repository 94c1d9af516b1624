import CryptoPrimitives

/// The emulator's Ed25519 keys (spec §9.7): SLIP-10 from the CoinManager seed along
/// `m/44'/396'/0'/0'/index'`. The real card's derivation is Feitian-internal; fixing this one
/// makes public keys predictable for tests.
enum EmulatorKeyDerivation {
    /// The hardened path prefix before the index: 44' (BIP-44), 396' (TON), 0', 0'.
    static let pathPrefix: [UInt32] = [44, 396, 0, 0]

    /// The private key for `index`, nil when the seed is not 16...64 bytes or the index is not a
    /// 31-bit value (the card answers its failure status word then).
    static func privateKey(seed: [UInt8], index: UInt32) -> Ed25519.Signing.PrivateKey? {
        do {
            var key = try SLIP10.Ed25519ExtendedPrivateKey(seed: seed)
            for component in pathPrefix + [index] {
                key = try key.derivedChild(DerivationPath.Component(index: component, hardened: true))
            }
            return key.privateKey
        } catch {
            return nil
        }
    }
}
