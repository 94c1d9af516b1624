/// A `mimeapps.list` (the XDG MIME Applications Associations specification) changed the least
/// possible way: the one default the handler needs is set under `[Default Applications]`, and
/// every other line — other groups, other types, comments, blank lines — is kept as it was.
public struct MimeAppsList: Sendable, Equatable {
    /// The file's lines, without their newlines.
    public private(set) var lines: [String]

    public static let defaultsGroup = "[Default Applications]"

    /// The largest file read: real ones are a few KiB.
    public static let maximumBytes = 1 << 20

    /// `text` nil: no file yet.
    public init(text: String?) {
        guard let text, !text.isEmpty else {
            lines = []
            return
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The newline that ends the last line is not a line of its own.
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    /// The text to write back, every line ended by a newline.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    /// The default for `mimeType` under `[Default Applications]`, or nil.
    public func defaultApplication(for mimeType: String) -> String? {
        guard let range = defaultsRange else { return nil }
        for line in lines[range] {
            if let (key, value) = Self.entry(line), key == mimeType { return value }
        }
        return nil
    }

    /// Makes `desktopFileID` the default for `mimeType`: the first entry for it in
    /// `[Default Applications]` is replaced and later ones (which readers would ignore anyway)
    /// removed; without one, the entry is added at the group's end, and without the group, the
    /// group at the file's end.
    public mutating func setDefault(_ desktopFileID: String, for mimeType: String) {
        let line = mimeType + "=" + desktopFileID + ";"
        guard let range = defaultsRange else {
            if let last = lines.last, !last.trimmingWhitespace.isEmpty { lines.append("") }
            lines += [Self.defaultsGroup, line]
            return
        }
        let matching = range.filter { index in Self.entry(lines[index]).map { $0.key == mimeType } ?? false }
        guard let first = matching.first else {
            // After the group's last entry, before the blank lines that separate it from the next.
            var end = range.upperBound
            while end > range.lowerBound, lines[end - 1].trimmingWhitespace.isEmpty { end -= 1 }
            lines.insert(line, at: end)
            return
        }
        lines[first] = line
        for index in matching.dropFirst().reversed() { lines.remove(at: index) }
    }

    /// The lines of the first `[Default Applications]` group, after its header.
    private var defaultsRange: Range<Int>? {
        guard let header = lines.firstIndex(where: { $0.trimmingWhitespace == Self.defaultsGroup }) else { return nil }
        let start = header + 1
        let end = lines[start...].firstIndex(where: { $0.trimmingWhitespace.hasPrefix("[") }) ?? lines.count
        return start..<end
    }

    /// `key=value` with the spaces around both trimmed; nil for comments and other lines.
    private static func entry(_ line: String) -> (key: String, value: String)? {
        let trimmed = line.trimmingWhitespace
        guard !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "=") else { return nil }
        return (
            String(trimmed[..<equals]).trimmingWhitespace,
            String(trimmed[trimmed.index(after: equals)...]).trimmingWhitespace
        )
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (and a carriage return a Windows editor left).
    fileprivate var trimmingWhitespace: String {
        String(
            drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed().drop(while: {
                $0 == " " || $0 == "\t" || $0 == "\r"
            }).reversed())
    }
}
