/// Builds DER for the key structures this package writes. Inputs are always well-formed here
/// (keys of fixed sizes), so building cannot fail.
enum DERWriter {
    static func element(_ tag: UInt8, _ contents: [UInt8]) -> [UInt8] {
        [tag] + length(contents.count) + contents
    }

    static func length(_ count: Int) -> [UInt8] {
        guard count >= 0x80 else { return [UInt8(count)] }
        var bytes: [UInt8] = []
        var remaining = count
        while remaining > 0 {
            bytes.insert(UInt8(truncatingIfNeeded: remaining), at: 0)
            remaining >>= 8
        }
        return [0x80 | UInt8(bytes.count)] + bytes
    }

    static func sequence(_ parts: [UInt8]...) -> [UInt8] {
        element(DERTag.sequence, parts.flatMap { $0 })
    }

    static func integer(_ value: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var remaining = value
        repeat {
            bytes.insert(UInt8(truncatingIfNeeded: remaining), at: 0)
            remaining >>= 8
        } while remaining > 0
        if bytes[0] & 0x80 != 0 { bytes.insert(0, at: 0) }
        return element(DERTag.integer, bytes)
    }

    /// A non-negative INTEGER from big-endian magnitude bytes (leading zeros stripped, sign byte added).
    static func unsignedInteger(_ magnitude: [UInt8]) -> [UInt8] {
        var bytes = Array(magnitude.drop { $0 == 0 })
        if bytes.isEmpty || bytes[0] & 0x80 != 0 { bytes.insert(0, at: 0) }
        return element(DERTag.integer, bytes)
    }

    static func octetString(_ bytes: [UInt8]) -> [UInt8] {
        element(DERTag.octetString, bytes)
    }

    static func bitString(_ bytes: [UInt8]) -> [UInt8] {
        element(DERTag.bitString, [0] + bytes)
    }

    static func objectIdentifier(_ identifier: ASN1ObjectIdentifier) -> [UInt8] {
        element(DERTag.objectIdentifier, identifier.encoded)
    }
}
