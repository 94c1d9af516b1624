import CryptoPrimitives
import TonCardProtocol

/// The client's view of the protocol's `SerialNumber`: input checks with the spec's error codes,
/// the response check of GET_SERIAL_NUMBER, and the factory derivation of §1.2.
extension SerialNumber {
    /// From the 24 digits printed on the card, with the type-3 errors of §10.2.
    ///
    /// - Throws: `TonCardError.invalidInput` with 30025 (length) or 30026 (not numeric).
    public init(validating text: String, operation: TonCardOperation) throws(TonCardError) {
        guard text.utf8.count == TonCardLimits.serialNumberLength else {
            throw .invalidInput(.serialNumberLength, operation: operation)
        }
        do {
            try self.init(text)
        } catch {
            throw .invalidInput(.serialNumberNotNumeric, operation: operation)
        }
    }

    /// From GET_SERIAL_NUMBER's response: exactly 24 bytes, each 0…9.
    ///
    /// The original skipped bytes above 9 and then required 24 digits, so any such byte fails its
    /// length check; this reports the same 40037 without building the shortened string.
    init(cardResponse bytes: [UInt8], operation: TonCardOperation) throws(TonCardError) {
        do {
            try self.init(wireBytes: bytes)
        } catch {
            throw .invalidResponse(.serialNumberLength, detail: bytes.count, operation: operation)
        }
    }

    /// The factory rule (§1.2), from typed activation data: see
    /// `SerialNumber.init(derivedFromPassword:)` of TonCardProtocol. The client never needs it to talk to a card
    /// (it reads the SN from the card), but it lets a user check that activation data belongs to
    /// the card in hand.
    public static func derived(from password: ActivationPassword) -> SerialNumber {
        SerialNumber(derivedFromPassword: password.bytes)
    }
}
