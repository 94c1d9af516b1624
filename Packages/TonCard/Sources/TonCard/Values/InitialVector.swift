import ByteTools
import CryptoPrimitives

/// The 16-byte IV of the activation data (spec §1.1). It travels with P in VERIFY_PASSWORD and
/// the spec lists it among the values that never appear in logs, so it is treated as a secret too.
public struct InitialVector: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public static let byteCount = 16

    let secret: SymmetricKey

    /// From 32 hex digits (either case).
    ///
    /// - Throws: `TonCardError.invalidInput` with 30002 (length) or 30005 (not hex).
    public init(hex: String, operation: TonCardOperation = .turnOnWallet) throws(TonCardError) {
        guard hex.utf8.count == Self.byteCount * 2 else {
            throw .invalidInput(.initialVectorLength, operation: operation)
        }
        guard let bytes = (try? Hex.decode(hex)) else {
            throw .invalidInput(.initialVectorNotHex, operation: operation)
        }
        secret = SymmetricKey(data: bytes)
    }

    /// From the 16 raw bytes.
    public init(bytes: [UInt8], operation: TonCardOperation = .turnOnWallet) throws(TonCardError) {
        guard bytes.count == Self.byteCount else { throw .invalidInput(.initialVectorLength, operation: operation) }
        secret = SymmetricKey(data: bytes)
    }

    var bytes: [UInt8] { secret.withUnsafeBytes { Array($0) } }

    public var description: String { "InitialVector(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
