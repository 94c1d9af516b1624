/// The class of a BER-TLV tag, from bits 8-7 of its first byte (ISO/IEC 8825-1, used by ISO 7816-4).
public enum TLVTagClass: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `00xxxxxx` — defined by ASN.1 itself.
    case universal = 0
    /// `01xxxxxx` — defined by an application standard, e.g. ISO 7816-4's `5F2D` (language preference).
    case application = 1
    /// `10xxxxxx` — meaning depends on the enclosing object, e.g. `84` (DF name) in an FCI.
    case contextSpecific = 2
    /// `11xxxxxx` — private to an issuer or product, e.g. `DF FF`.
    case `private` = 3

    public var description: String {
        switch self {
        case .universal: "universal"
        case .application: "application"
        case .contextSpecific: "context-specific"
        case .private: "private"
        }
    }
}
