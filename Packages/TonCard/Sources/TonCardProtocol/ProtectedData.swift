import CryptoPrimitives

/// The data field of an HMAC-protected applet command (spec §1):
/// `payload ‖ sault(32) ‖ HMAC-SHA256(K_hmac, payload ‖ sault)(32)`.
///
/// The client seals a payload with the sault it just read; the card (and the emulator) splits the
/// field and checks the sault before the MAC, because a stale sault must not count as a MAC
/// failure (spec §2.2 steps 7–8).
public struct ProtectedData: Sendable, Hashable {
    /// The command's own bytes (may be empty, e.g. GET_NUMBER_OF_KEYS).
    public let payload: [UInt8]
    /// The sault the data was sealed with.
    public let sault: [UInt8]
    /// HMAC-SHA256 over `payload ‖ sault`.
    public let mac: [UInt8]

    /// Seals `payload` with the card's current `sault` under `key` (K_hmac).
    ///
    /// - Throws: ``TonCardProtocolError/invalidLength(field:expected:actual:)`` for a sault that is not 32 bytes.
    public init(sealing payload: [UInt8], sault: [UInt8], key: SymmetricKey) throws(TonCardProtocolError) {
        guard sault.count == TonCardLimits.saultLength else {
            throw .invalidLength(field: "sault", expected: "32 bytes", actual: sault.count)
        }
        self.payload = payload
        self.sault = sault
        self.mac = Self.mac(payload: payload, sault: sault, key: key)
    }

    /// Splits a received data field: the last 32 bytes are the MAC, the 32 before them the sault.
    ///
    /// - Throws: ``TonCardProtocolError/invalidLength(field:expected:actual:)`` when the field is
    ///   shorter than sault and MAC together.
    public init(parsing field: [UInt8]) throws(TonCardProtocolError) {
        let trailer = TonCardLimits.saultLength + TonCardLimits.macLength
        guard field.count >= trailer else {
            throw .invalidLength(field: "protected data", expected: "at least 64 bytes", actual: field.count)
        }
        let payloadEnd = field.count - trailer
        payload = Array(field[..<payloadEnd])
        sault = Array(field[payloadEnd..<(payloadEnd + TonCardLimits.saultLength)])
        mac = Array(field[(payloadEnd + TonCardLimits.saultLength)...])
    }

    /// The bytes to put in the APDU's data field.
    public var bytes: [UInt8] { payload + sault + mac }

    /// Whether the sault equals `expected`. The sault is not secret (GET_SAULT hands it out), so a
    /// plain comparison is enough here.
    public func hasSault(_ expected: [UInt8]) -> Bool {
        sault == expected
    }

    /// Whether the MAC verifies under `key`, compared in constant time (the MAC is attacker input).
    public func isAuthentic(under key: SymmetricKey) -> Bool {
        HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: payload + sault, using: key)
    }

    /// HMAC-SHA256(key, payload ‖ sault).
    public static func mac(payload: [UInt8], sault: [UInt8], key: SymmetricKey) -> [UInt8] {
        HMAC<SHA256>.authenticationCode(for: payload + sault, using: key).bytes
    }
}
