import ByteTools

/// A principal (canister or user id): up to 29 bytes, written as lower-case base32 of
/// CRC-32 + bytes in groups of five (`aaaaa-aa` is the management canister).
public struct CandidPrincipal: Sendable, Hashable, CustomStringConvertible {
    /// The longest principal the Internet Computer issues; longer input is rejected.
    public static let maxByteCount = 29

    public let bytes: [UInt8]

    /// Throws when there are more than ``maxByteCount`` bytes.
    public init(bytes: [UInt8]) throws(CandidPrincipalError) {
        guard bytes.count <= CandidPrincipal.maxByteCount else { throw .tooLong(bytes.count) }
        self.bytes = bytes
    }

    /// The id of the canister with `index` among those the NNS created: eight bytes of the index,
    /// big-endian, then `01 01` (the opaque-id class). The ICP ledger is index 2,
    /// `ryjl3-tyaaa-aaaaa-aaaba-cai`.
    public init(canisterIndex index: UInt64) {
        self.init(withinLimit: withUnsafeBytes(of: index.bigEndian) { Array($0) } + [0x01, 0x01])
    }

    /// Bytes known to be at most ``maxByteCount`` long (constants and ids built here).
    init(withinLimit bytes: [UInt8]) { self.bytes = bytes }

    /// Parses the textual form; the checksum and grouping must match exactly (either case).
    public init(text: String) throws(CandidPrincipalError) {
        // 29 bytes and the 4-byte checksum are 53 base32 digits in 11 groups: anything much
        // longer is refused before it is decoded.
        guard text.utf8.count <= 63 else { throw .invalidText(text) }
        let decoded: [UInt8]
        do {
            decoded = try Base32.decode(text.filter { $0 != "-" })
        } catch {
            throw .invalidText(text)
        }
        guard decoded.count >= 4 else { throw .invalidText(text) }
        let principal = try CandidPrincipal(bytes: Array(decoded[4...]))
        // Re-rendering checks the checksum, the grouping and the canonical form in one step.
        guard principal.description == text.lowercased() else { throw .invalidText(text) }
        self = principal
    }

    /// Lower-case base32 of the big-endian CRC-32 and the bytes, in groups of five.
    public var description: String {
        let text = Base32.encode(CRC32.bigEndianBytes(of: bytes) + bytes)
        var grouped = ""
        grouped.reserveCapacity(text.count + text.count / 5)
        for (index, character) in text.enumerated() {
            if index > 0, index % 5 == 0 { grouped.append("-") }
            grouped.append(character)
        }
        return grouped
    }
}
