/// An ASN.1 OBJECT IDENTIFIER, kept in its DER content encoding (which is what gets compared)
/// with a dotted form for messages.
struct ASN1ObjectIdentifier: Hashable, Sendable, CustomStringConvertible {
    let encoded: [UInt8]

    /// id-ecPublicKey (RFC 5480).
    static let ecPublicKey = ASN1ObjectIdentifier(trusted: [0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01])
    /// secp256k1 (SEC 2).
    static let secp256k1 = ASN1ObjectIdentifier(trusted: [0x2b, 0x81, 0x04, 0x00, 0x0a])
    /// id-Ed25519 (RFC 8410).
    static let ed25519 = ASN1ObjectIdentifier(trusted: [0x2b, 0x65, 0x70])

    private init(trusted: [UInt8]) {
        encoded = trusted
    }

    /// `nil` when empty or when the last arc is unfinished (high bit set on the final byte), or
    /// an arc starts with a redundant 0x80 byte.
    init?(encoded: [UInt8]) {
        guard let last = encoded.last, last & 0x80 == 0 else { return nil }
        var startOfArc = true
        for byte in encoded {
            if startOfArc && byte == 0x80 { return nil }
            startOfArc = byte & 0x80 == 0
        }
        self.encoded = encoded
    }

    /// Dotted decimal (`1.3.101.112`); arcs too large for UInt64 are shown as `?`.
    var description: String {
        var arcs: [String] = []
        var value: UInt64 = 0
        var overflow = false
        for byte in encoded {
            let (shifted, didOverflow) = value.multipliedReportingOverflow(by: 128)
            overflow = overflow || didOverflow
            value = shifted | UInt64(byte & 0x7f)
            if byte & 0x80 == 0 {
                if arcs.isEmpty {
                    let first = Swift.min(value / 40, 2)
                    arcs.append(overflow ? "?" : String(first))
                    arcs.append(overflow ? "?" : String(value - first * 40))
                } else {
                    arcs.append(overflow ? "?" : String(value))
                }
                value = 0
                overflow = false
            }
        }
        var name = arcs.joined(separator: ".")
        switch self {
        case .ecPublicKey: name += " (id-ecPublicKey)"
        case .secp256k1: name += " (secp256k1)"
        case .ed25519: name += " (Ed25519)"
        default: break
        }
        return name
    }
}
