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
            lines.append(
                "| [\(entry.name)](\(entry.path)) | \(entry.kind.rawValue) | \(entry.version) | \(entry.summary ?? "") | \(dependencies) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    public static func text(_ manifest: WorkspaceManifest) -> String {
        let rows = manifest.packages.map { entry in
            [
                entry.name, entry.kind.rawValue, entry.version, entry.path,
                entry.dependencies.isEmpty ? "-" : entry.dependencies.joined(separator: ","),
            ]
        }
        return TextTable.render(header: ["package", "kind", "version", "path", "depends on"], rows: rows)
    }

    public static func json(_ manifest: WorkspaceManifest) -> String {
        manifest.encoded()
    }

    /// What the root README carries between its markers: the table, then a Mermaid drawing of
    /// how the library packages depend on each other (tools are left out of the drawing: each
    /// depends on many libraries, and their lines would hide the libraries' own shape).
    public static func readmeSection(_ manifest: WorkspaceManifest) -> String {
        let libraries = manifest.packages.filter { $0.kind == .library }
        let names = Set(libraries.map(\.name))
        var graph = ["```mermaid", "graph BT"]
        for entry in libraries { graph.append("  \(entry.name)") }
        for entry in libraries {
            for dependency in entry.dependencies where names.contains(dependency) {
                graph.append("  \(entry.name) --> \(dependency)")
            }
        }
        graph.append("```")
        return markdown(manifest)
            + "\n\nThe library packages and their edges (an arrow points at what a package depends on):\n\n"
            + graph.joined(separator: "\n")
    }

    /// The README with its marked section replaced; nil if the markers are missing.
    public static func updatingReadme(_ readme: String, manifest: WorkspaceManifest) -> String? {
        guard let begin = readme.range(of: readmeBegin),
            let end = readme.range(of: readmeEnd, range: begin.upperBound..<readme.endIndex)
        else { return nil }
        return readme.replacingCharacters(
            in: begin.upperBound..<end.lowerBound, with: "\n" + readmeSection(manifest) + "\n")
    }
}
