import ByteTools

/// The 32-byte identifier of a key in the card's keychain: `HMAC-SHA256(K_hmac, key bytes)`
/// (spec §1.1, §4.6). Not secret — it names a key without revealing it.
public struct KeyHMAC: Sendable, Hashable, CustomStringConvertible {
    public static let byteCount = 32

    public let bytes: [UInt8]

    /// From 64 hex digits (either case).
    ///
    /// - Throws: `TonCardError.invalidInput` with 30017 (length) or 30018 (not hex).
    public init(hex: String, operation: TonCardOperation) throws(TonCardError) {
        guard hex.utf8.count == Self.byteCount * 2 else { throw .invalidInput(.keyHmacLength, operation: operation) }
        guard let bytes = (try? Hex.decode(hex)) else { throw .invalidInput(.keyHmacNotHex, operation: operation) }
        self.bytes = bytes
    }

    /// From 32 bytes; nil for any other count.
    public init?(bytes: [UInt8]) {
        guard bytes.count == Self.byteCount else { return nil }
        self.bytes = bytes
    }

    init(unchecked bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Upper-case hex, as FunctionsList.md prints key ids.
    public var hex: String { Hex.encode(bytes, uppercase: true) }

    public var description: String { hex }
}
