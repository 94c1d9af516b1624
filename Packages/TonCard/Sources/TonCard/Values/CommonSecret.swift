import ByteTools
import CryptoPrimitives

/// The common secret CS: 32 bytes shared by the card and its owner, the message of the HMAC that
/// yields the card's HMAC key (spec §1.1). Secret: never described, mirrored or logged.
public struct CommonSecret: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public static let byteCount = 32

    let secret: SymmetricKey

    /// From 64 hex digits (either case).
    ///
    /// - Throws: `TonCardError.invalidInput` with 30001 (length) or 30004 (not hex).
    public init(hex: String, operation: TonCardOperation = .createKeyForHmac) throws(TonCardError) {
        guard hex.utf8.count == Self.byteCount * 2 else {
            throw .invalidInput(.commonSecretLength, operation: operation)
        }
        guard let bytes = (try? Hex.decode(hex)) else { throw .invalidInput(.commonSecretNotHex, operation: operation) }
        secret = SymmetricKey(data: bytes)
    }

    /// From the 32 raw bytes.
    public init(bytes: [UInt8], operation: TonCardOperation = .createKeyForHmac) throws(TonCardError) {
        guard bytes.count == Self.byteCount else { throw .invalidInput(.commonSecretLength, operation: operation) }
        secret = SymmetricKey(data: bytes)
    }

    var bytes: [UInt8] { secret.withUnsafeBytes { Array($0) } }

    public var description: String { "CommonSecret(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
