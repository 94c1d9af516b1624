/// Small helpers over URL strings. The routes are parsed from `String`s, not Foundation `URL`s:
/// a raw-JSON `param` or payload is not a valid `URL`, and `URLComponents` would not turn `+`
/// into a space (§1a).
enum URLText {
    /// Whether `text` starts with `prefix`, ASCII-case-insensitively (schemes and hosts are).
    static func hasPrefixIgnoringCase(_ text: Substring, _ prefix: String) -> Bool {
        let head = text.utf8.prefix(prefix.utf8.count)
        guard head.count == prefix.utf8.count else { return false }
        return zip(head, prefix.utf8).allSatisfy { lower($0) == lower($1) }
    }

    static func lower(_ byte: UInt8) -> UInt8 { (byte >= 0x41 && byte <= 0x5A) ? byte + 0x20 : byte }

    /// The index just after the first `marker` (e.g. `param=`) in `text[from...]` that is
    /// immediately preceded by `?` or `&`, or nil.
    static func indexAfterItem(_ marker: String, in text: Substring) -> Substring.Index? {
        var searchStart = text.startIndex
        while let range = text[searchStart...].firstRange(of: marker) {
            if range.lowerBound > text.startIndex {
                let before = text[text.index(before: range.lowerBound)]
                if before == "?" || before == "&" { return range.upperBound }
            }
            searchStart = text.index(after: range.lowerBound)
        }
        return nil
    }

    /// Trims ASCII whitespace (space, tab, CR, LF, FF, VT) from both ends.
    static func trimmingASCIIWhitespace(_ text: String) -> Substring {
        func isSpace(_ c: Character) -> Bool { [" ", "\t", "\n", "\r", "\u{0C}", "\u{0B}", "\r\n"].contains(c) }
        var slice = Substring(text)
        while let first = slice.first, isSpace(first) { slice.removeFirst() }
        while let last = slice.last, isSpace(last) { slice.removeLast() }
        return slice
    }

    /// Appends already-encoded `name=value` items to `url` (§3.1): before any `#fragment`; `?`
    /// first when the URL has no query; no separator after a trailing `?` or `&`; `&` otherwise.
    static func appending(_ encodedItems: [String], to url: String) -> String {
        guard !encodedItems.isEmpty else { return url }
        let fragmentStart = url.firstIndex(of: "#") ?? url.endIndex
        var head = String(url[..<fragmentStart])
        let fragment = url[fragmentStart...]
        if !head.contains("?") {
            head += "?"
        } else if !(head.hasSuffix("?") || head.hasSuffix("&")) {
            head += "&"
        }
        return head + encodedItems.joined(separator: "&") + fragment
    }
}
