/// Percent-encoding (RFC 3986 §2.1) and its form variant, the one implementation the HTTP
/// client and the deeplink routes share.
///
/// Written by hand rather than through `URLComponents` or `addingPercentEncoding`, which leave
/// `+`, `&`, `;` and `=` unescaped in queries (so a value could split the query) and differ
/// between platforms.
public enum PercentEncoding {
    /// RFC 3986 unreserved characters (ALPHA, DIGIT, `-._~`): the only bytes never escaped.
    @inlinable
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E: return true
        default: return false
        }
    }

    /// Every byte of `text`'s UTF-8 outside the unreserved set as `%XX` (upper-case hex), so
    /// `/`, `?`, `#`, `&`, `=` and `+` inside a value can never change the shape of a path or
    /// a query. Text that needs no escaping is returned as it is.
    public static func encode(_ text: String) -> String {
        // Most values (ids, symbols, numbers) need no escaping: returning them untouched rather
        // than rebuilding them byte by byte dominated request building when measured.
        guard text.utf8.contains(where: { !isUnreserved($0) }) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                output.append(byte)
            } else {
                appendEscaped(byte, to: &output)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// application/x-www-form-urlencoded as the WHATWG URL standard writes it: a space becomes
    /// `+`, `*` stays, `~` is escaped, everything else outside the unreserved set is `%XX`.
    public static func formEncode(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") {
                output.append(UInt8(ascii: "+"))
            } else if isUnreserved(byte) && byte != UInt8(ascii: "~") || byte == UInt8(ascii: "*") {
                output.append(byte)
            } else {
                appendEscaped(byte, to: &output)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes `text` encodes: `%XX` (either hex case) becomes the byte, and with
    /// `plusAsSpace` (form decoding) `+` becomes a space; other bytes are kept as they are.
    /// The result is bytes, not text: whether they must be UTF-8 is the caller's rule.
    ///
    /// - Throws: ``PercentDecodingError/invalidEscape(offset:)`` at a `%` not followed by two hex
    ///   digits, with its byte offset in `text`'s UTF-8.
    public static func decode(_ text: some StringProtocol, plusAsSpace: Bool) throws(PercentDecodingError) -> [UInt8] {
        let input = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < input.count,
                    let high = Hex.value(ofASCII: input[index + 1]), let low = Hex.value(ofASCII: input[index + 2])
                else { throw .invalidEscape(offset: index) }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return output
    }

    /// `%` and two upper-case hex digits, as RFC 3986 §2.1 recommends.
    private static func appendEscaped(_ byte: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "%"))
        Hex.append(byte, uppercase: true, to: &output)
    }
}
