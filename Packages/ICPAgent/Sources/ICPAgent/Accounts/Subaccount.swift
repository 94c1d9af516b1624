import ByteTools

/// The 32 bytes that pick one of a principal's ledger accounts; all zeros is the default one.
public struct Subaccount: Sendable, Hashable, CustomStringConvertible {
    public let bytes: [UInt8]

    /// The default subaccount: 32 zero bytes.
    public static let `default` = Subaccount(unchecked: [UInt8](repeating: 0, count: 32))

    /// - Throws: ``AccountError/invalidSubaccountLength(_:)`` unless exactly 32 bytes.
    public init(bytes: some Collection<UInt8>) throws(AccountError) {
        guard bytes.count == 32 else { throw .invalidSubaccountLength(bytes.count) }
        self.bytes = Array(bytes)
    }

    /// The subaccount numbered `index`: the number big-endian in the last eight bytes, as
    /// wallets number their accounts.
    public init(index: UInt64) {
        self.init(
            unchecked: [UInt8](repeating: 0, count: 24)
                + (0..<8).map { UInt8(truncatingIfNeeded: index >> (56 - 8 * UInt64($0))) })
    }

    init(unchecked bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var isDefault: Bool { bytes.allSatisfy { $0 == 0 } }

    public var description: String { Hex.encode(bytes) }
}
