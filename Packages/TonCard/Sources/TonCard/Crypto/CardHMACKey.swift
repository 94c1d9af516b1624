import CryptoPrimitives
import TonCardProtocol

/// K_hmac, the 32-byte key the card derives at activation and the host uses to MAC every protected
/// APDU and to name keychain keys (spec §1, §1.1).
///
/// Only MACs leave this type: the bytes stay in wiped memory and appear in no description, so a
/// key read from the store can be used without ever being handed to a caller (§4.1.1).
public struct CardHMACKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public static let byteCount = 32

    let key: SymmetricKey

    /// `HMAC-SHA256(key = SHA-256(P), message = CS)`, the same derivation the applet performs on a
    /// correct VERIFY_PASSWORD (spec §1.1, §9.4), taken from the protocol module so the client and
    /// the emulator cannot derive different keys.
    public init(password: ActivationPassword, commonSecret: CommonSecret) {
        key = ActivationCryptography.hmacKey(password: password.bytes, commonSecret: commonSecret.bytes)
    }

    /// A key loaded from the host key store; nil unless it is exactly 32 bytes.
    init?(storedBytes: [UInt8]) {
        guard storedBytes.count == Self.byteCount else { return nil }
        key = SymmetricKey(data: storedBytes)
    }

    /// The bytes, for the key store only (it seals them before they touch the disk).
    var storedBytes: [UInt8] { key.withUnsafeBytes { Array($0) } }

    /// The keychain's name for `keyBytes`: `HMAC-SHA256(K_hmac, keyBytes)` (spec §1.1).
    public func keyHMAC(for keyBytes: [UInt8]) -> KeyHMAC {
        KeyHMAC(unchecked: ActivationCryptography.keyIdentifier(of: keyBytes, hmacKey: key))
    }

    /// Whether this is the key of the same card as `other`, compared in constant time.
    public func matches(_ other: CardHMACKey) -> Bool { key == other.key }

    public var description: String { "CardHMACKey(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
