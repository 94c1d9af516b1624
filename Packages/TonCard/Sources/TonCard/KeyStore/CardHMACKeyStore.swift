import TonCardProtocol

/// Where the host keeps the HMAC key of each activated card, keyed by its serial number (spec
/// §4.1, §4.1.1). `TonCard` reads the key of the serial number it has just read from the card
/// before every protected command, and writes one when it activates a card.
///
/// Implementations report failures with the type-6 errors of §10.2 (`TonCardError.keyStore`) and
/// must never log or describe key bytes.
public protocol CardHMACKeyStore: Sendable {
    /// The key stored for `serialNumber`, or nil when there is none.
    func hmacKey(for serialNumber: SerialNumber) async throws(TonCardError) -> CardHMACKey?
    /// Stores `key` for `serialNumber`, replacing any earlier one (an upsert).
    func setHMACKey(_ key: CardHMACKey, for serialNumber: SerialNumber) async throws(TonCardError)
    /// Removes the key of `serialNumber`; throws 60000 when there is none.
    func deleteHMACKey(for serialNumber: SerialNumber) async throws(TonCardError)
    /// Every serial number with a key, in ascending order.
    func serialNumbers() async throws(TonCardError) -> [SerialNumber]
}
