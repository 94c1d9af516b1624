/// Collects generated lines with four-space indentation; blank lines never carry spaces, so
/// the output is the same bytes every time and passes a whitespace linter.
struct SwiftSourceWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    mutating func documentation(_ lines: [String]) {
        for text in lines { line(text.isEmpty ? "///" : "/// " + SwiftNames.commentLine(text)) }
    }

    /// Appends `text` to the last line written (`}` → `}()`).
    mutating func appendToLastLine(_ text: String) {
        guard !lines.isEmpty else { return line(text) }
        lines[lines.count - 1] += text
    }

    /// `opening {`, the body one level deeper, `}`.
    mutating func block(_ opening: String, _ body: (inout SwiftSourceWriter) -> Void) {
        line(opening + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// Drops a blank line before a closing brace or after an opening one, and doubled blank
    /// lines, which the block structure otherwise leaves behind.
    var text: String {
        var result: [String] = []
        for line in lines {
            if line.isEmpty, result.last?.isEmpty ?? true || (result.last?.hasSuffix("{") ?? false) { continue }
            if line.trimmingPrefix(while: { $0 == " " }) == "}", result.last?.isEmpty == true { result.removeLast() }
            result.append(line)
        }
        while result.last?.isEmpty == true { result.removeLast() }
        return result.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        self[(firstIndex { !predicate($0) } ?? endIndex)...]
    }
}
