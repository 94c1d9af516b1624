/// Draws the dependency graph for terminals, Graphviz and Mermaid (which GitHub renders inline).
public enum GraphRenderer {
    public enum Format: String, Sendable, CaseIterable {
        case text, dot, mermaid
    }

    public static func render(_ manifest: WorkspaceManifest, graph: PackageGraph, format: Format) -> String {
        let entries = graph.order.compactMap(manifest.entry(named:))
        switch format {
        case .text:
            return entries.map { entry in
                let head = "\(entry.name) \(entry.version) (\(entry.kind.rawValue))"
                return entry.dependencies.isEmpty ? head : head + " -> " + entry.dependencies.joined(separator: ", ")
            }.joined(separator: "\n")
        case .dot:
            var lines = ["digraph workspace {", "  rankdir=BT;", "  node [shape=box];"]
            for entry in entries {
                lines.append("  \"\(entry.name)\" [label=\"\(entry.name)\\n\(entry.version)\"];")
            }
            for entry in entries {
                for dependency in entry.dependencies { lines.append("  \"\(entry.name)\" -> \"\(dependency)\";") }
            }
            lines.append("}")
            return lines.joined(separator: "\n")
        case .mermaid:
            var lines = ["graph BT"]
            for entry in entries { lines.append("  \(mermaidID(entry.name))[\"\(entry.name) \(entry.version)\"]") }
            for entry in entries {
                for dependency in entry.dependencies {
                    lines.append("  \(mermaidID(entry.name)) --> \(mermaidID(dependency))")
                }
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Mermaid node ids may not contain `-`.
    private static func mermaidID(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
