/// Edits a `CHANGELOG.md`: a release section goes on top, absorbing any `## Unreleased` notes.
public enum Changelog {
    public static let title = "# Changelog"

    /// The Markdown of one release section.
    public static func section(
        version: SemanticVersion, date: String, notes: [String], commits: [ConventionalCommit],
        extraLines: [ConventionalCommit.Section: [String]] = [:]
    ) -> String {
        var lines = ["## \(version) — \(date)", ""]
        if !notes.isEmpty {
            lines += notes + [""]
        }
        for section in ConventionalCommit.Section.allCases {
            let entries = commits.filter { $0.section == section }.map(\.changelogLine) + (extraLines[section] ?? [])
            guard !entries.isEmpty else { continue }
            lines += ["### \(section.rawValue)", ""] + entries + [""]
        }
        if notes.isEmpty && lines.count == 2 {
            lines += ["No user-facing changes.", ""]
        }
        return lines.joined(separator: "\n")
    }

    /// The hand-written notes under `## Unreleased`, which a release section takes over.
    public static func unreleasedNotes(in text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: isUnreleasedHeading) else { return [] }
        let end = lines[(start + 1)...].firstIndex(where: { $0.hasPrefix("## ") }) ?? lines.count
        return ReadmeExample.trimBlankEdges(Array(lines[(start + 1)..<end]))
    }

    /// Puts `section` above the newest release and drops the `## Unreleased` section it absorbed.
    public static func inserting(_ section: String, into text: String) -> String {
        var lines = text.isEmpty ? [title, ""] : text.components(separatedBy: "\n")
        if let start = lines.firstIndex(where: isUnreleasedHeading) {
            let end = lines[(start + 1)...].firstIndex(where: { $0.hasPrefix("## ") }) ?? lines.count
            lines.removeSubrange(start..<end)
        }
        let insertAt = lines.firstIndex(where: { $0.hasPrefix("## ") }) ?? lines.count
        var body = section.components(separatedBy: "\n")
        if body.last != "" { body.append("") }
        if insertAt > 0 && !lines[insertAt - 1].isEmpty { body.insert("", at: 0) }
        lines.insert(contentsOf: body, at: insertAt)
        var result = lines.joined(separator: "\n")
        while result.hasSuffix("\n\n") { result.removeLast() }
        return result.hasSuffix("\n") ? result : result + "\n"
    }

    private static func isUnreleasedHeading(_ line: String) -> Bool {
        line.lowercased().hasPrefix("## unreleased")
    }
}
