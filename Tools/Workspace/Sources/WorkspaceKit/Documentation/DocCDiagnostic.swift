import Foundation

/// One problem `docc convert` reports (a symbol link that resolves to nothing or to two symbols,
/// an undocumented parameter…), read from the JSON file `--diagnostics-file` writes rather than
/// from its console text, whose layout is meant for people.
public struct DocCDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning, note, information, hint
    }

    public let severity: Severity
    public let summary: String
    /// Relative to the repository root when inside it; nil when docc names no file.
    public let file: String?
    public let line: Int?
    public let column: Int?

    public init(severity: Severity, summary: String, file: String?, line: Int?, column: Int?) {
        self.severity = severity
        self.summary = summary
        self.file = file
        self.line = line
        self.column = column
    }

    /// Warnings and errors fail `workspace docs`; notes only inform.
    public var fails: Bool { severity == .warning || severity == .error }

    /// `path:line:column: warning: summary`, the form editors and terminals link.
    public var description: String {
        let location = [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return (location.isEmpty ? "" : location + ": ") + "\(severity.rawValue): \(summary)"
    }

    /// Parses docc's diagnostics file: `{"diagnostics": [{"severity", "summary", "source", "range"}]}`.
    public static func parse(_ data: Data, relativeTo root: URL) throws -> [DocCDiagnostic] {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = object["diagnostics"] as? [[String: Any]]
        else {
            throw WorkspaceError.commandFailed(
                command: "docc convert", status: 0, output: "its diagnostics file has no \"diagnostics\" list")
        }
        return entries.map { entry in
            let start = (entry["range"] as? [String: Any])?["start"] as? [String: Any]
            let file = (entry["source"] as? String).flatMap(URL.init(string:)).map { $0.path(relativeTo: root) }
            return DocCDiagnostic(
                severity: Severity(rawValue: entry["severity"] as? String ?? "") ?? .warning,
                summary: entry["summary"] as? String ?? "(no summary)",
                file: file,
                line: start?["line"] as? Int,
                column: start?["column"] as? Int
            )
        }
    }
}
