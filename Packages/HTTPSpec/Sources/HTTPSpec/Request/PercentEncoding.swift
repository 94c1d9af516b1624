import ByteTools

/// Percent-encoding by hand rather than through URLComponents, which leaves `+`, `;` and `=`
/// unescaped in queries and differs between platforms.
enum PercentEncoding {
    /// RFC 3986 unreserved characters: the only ones never escaped.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// One path segment: everything but unreserved characters is escaped, including `/`, `?`
    /// and `#`, so a value can never change the shape of the path.
    static func pathSegment(_ value: String) -> String {
        encode(value) { isUnreserved($0) }
    }

    /// A query name or value (RFC 3986): space becomes `%20`, `+`/`&`/`=` are escaped.
    static func queryComponent(_ value: String) -> String {
        encode(value) { isUnreserved($0) }
    }

    /// application/x-www-form-urlencoded (WHATWG URL standard): space becomes `+`.
    static func formComponent(_ value: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(value.utf8.count + 8)
        for byte in value.utf8 {
            if byte == UInt8(ascii: " ") {
                out.append(UInt8(ascii: "+"))
            } else if isUnreserved(byte) && byte != UInt8(ascii: "~") || byte == UInt8(ascii: "*") {
                out.append(byte)
            } else {
                appendEscaped(byte, to: &out)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func encode(_ value: String, keep: (UInt8) -> Bool) -> String {
        // Most values (ids, symbols, numbers) need no escaping: return them untouched rather
        // than rebuilding the string scalar by scalar, which dominated request building.
        guard value.utf8.contains(where: { !keep($0) }) else { return value }
        var out: [UInt8] = []
        out.reserveCapacity(value.utf8.count + 8)
        for byte in value.utf8 {
            if keep(byte) {
                out.append(byte)
            } else {
                appendEscaped(byte, to: &out)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `%` and two upper-case hex digits, as RFC 3986 §2.1 recommends.
    private static func appendEscaped(_ byte: UInt8, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "%"))
        Hex.append(byte, uppercase: true, to: &out)
    }
}
