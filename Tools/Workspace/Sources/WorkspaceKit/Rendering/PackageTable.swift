import Foundation

/// Renders the members as text, Markdown or JSON, and keeps the root README's table current.
public enum PackageTable {
    public static let readmeBegin = "<!-- workspace-list:begin -->"
    public static let readmeEnd = "<!-- workspace-list:end -->"

    public static func markdown(_ manifest: WorkspaceManifest) -> String {
        var lines = [
            "| package | kind | version | what it is | depends on |",
            "|---|---|---|---|---|",
        ]
        for entry in manifest.packages {
            let dependencies = entry.dependencies.isEmpty ? "—" : entry.dependencies.joined(separator: ", ")
            lines.append("| [\(entry.name)](\(entry.path)) | \(entry.kind.rawValue) | \(entry.version) | \(entry.summary ?? "") | \(dependencies) |")
        }
        return lines.joined(separator: "\n")
    }

    public static func text(_ manifest: WorkspaceManifest) -> String {
        let rows = manifest.packages.map { entry in
            [entry.name, entry.kind.rawValue, entry.version, entry.path,
             entry.dependencies.isEmpty ? "-" : entry.dependencies.joined(separator: ",")]
        }
        return TextTable.render(header: ["package", "kind", "version", "path", "depends on"], rows: rows)
    }

    public static func json(_ manifest: WorkspaceManifest) -> String {
        manifest.encoded()
    }

    /// The README with its marked table replaced; nil if the markers are missing.
    public static func updatingReadme(_ readme: String, manifest: WorkspaceManifest) -> String? {
        guard let begin = readme.range(of: readmeBegin),
              let end = readme.range(of: readmeEnd, range: begin.upperBound..<readme.endIndex) else { return nil }
        return readme.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: "\n" + markdown(manifest) + "\n")
    }
}
