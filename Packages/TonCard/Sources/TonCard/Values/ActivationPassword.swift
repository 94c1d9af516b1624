import ByteTools
import CryptoPrimitives

/// The card's activation password P: 128 bytes the TON tracking contract hands to the owner
/// (spec §1.1). It is secret until the card has accepted it, so it lives in wiped memory and no
/// description, mirror or error ever shows its bytes.
public struct ActivationPassword: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// P is always exactly 128 bytes (VERIFY_PASSWORD's Lc is fixed at `90` = 128 + 16).
    public static let byteCount = 128

    let secret: SymmetricKey

    /// From 256 hex digits (either case).
    ///
    /// - Throws: `TonCardError.invalidInput` with 30000 (length) or 30003 (not hex), in that order,
    ///   as the original checks them.
    public init(hex: String, operation: TonCardOperation = .createKeyForHmac) throws(TonCardError) {
        guard hex.utf8.count == Self.byteCount * 2 else { throw .invalidInput(.passwordLength, operation: operation) }
        guard let bytes = (try? Hex.decode(hex)) else { throw .invalidInput(.passwordNotHex, operation: operation) }
        secret = SymmetricKey(data: bytes)
    }

    /// From the 128 raw bytes.
    public init(bytes: [UInt8], operation: TonCardOperation = .createKeyForHmac) throws(TonCardError) {
        guard bytes.count == Self.byteCount else { throw .invalidInput(.passwordLength, operation: operation) }
        secret = SymmetricKey(data: bytes)
    }

    /// The bytes, for the few places that must put P on the wire or hash it; kept internal so the
    /// public API cannot leak them.
    var bytes: [UInt8] { secret.withUnsafeBytes { Array($0) } }

    public var description: String { "ActivationPassword(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
