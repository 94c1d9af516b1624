/// Byte order of a multi-byte integer in memory or on the wire.
public enum Endianness: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Most significant byte first (network order; Ethereum, EOS names, CBOR).
    case big
    /// Least significant byte first (x86, Candid fixed-width numbers, EOS assets).
    case little

    public var description: String {
        switch self {
        case .big: return "big-endian"
        case .little: return "little-endian"
        }
    }
}
