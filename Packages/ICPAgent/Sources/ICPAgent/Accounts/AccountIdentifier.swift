import ByteTools
import CryptoPrimitives

/// An ICP ledger account identifier: CRC-32 (big-endian) of h, then h, where h is SHA-224 of
/// `\x0Aaccount-id`, the owner's principal and the subaccount. 32 bytes, written as 64 hex digits.
public struct AccountIdentifier: Sendable, Hashable, CustomStringConvertible {
    public let bytes: [UInt8]

    public init(owner: Principal, subaccount: Subaccount = .default) {
        let hash = SHA224.hash(data: [0x0a] + Array("account-id".utf8) + owner.bytes + subaccount.bytes).bytes
        bytes = CRC32.bigEndianBytes(of: hash) + hash
    }

    /// Reads the 64-digit hex form and checks its checksum.
    ///
    /// - Throws: ``AccountError/invalidAccountIdentifier(_:reason:)`` for another length, a
    ///   non-hex character or a checksum that does not match.
    public init(hex text: String) throws(AccountError) {
        let decoded: [UInt8]
        do { decoded = try Hex.decode(text) } catch { throw .invalidAccountIdentifier(text, reason: "\(error)") }
        try self.init(bytes: decoded, text: text)
    }

    /// The 32 bytes, checksum first.
    public init(bytes: some Collection<UInt8>) throws(AccountError) {
        try self.init(bytes: Array(bytes), text: Hex.encode(bytes))
    }

    private init(bytes: [UInt8], text: String) throws(AccountError) {
        guard bytes.count == 32 else {
            throw .invalidAccountIdentifier(text, reason: "\(bytes.count) bytes, not 32")
        }
        let hash = Array(bytes[4...])
        guard CRC32.bigEndianBytes(of: hash) == Array(bytes[..<4]) else {
            throw .invalidAccountIdentifier(text, reason: "the checksum (first 4 bytes) does not match the rest")
        }
        self.bytes = bytes
    }

    /// 64 lower-case hex digits.
    public var description: String { Hex.encode(bytes) }
}
