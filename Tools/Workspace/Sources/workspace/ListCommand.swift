import ArgumentParser
import Foundation
import WorkspaceKit

struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Lists the workspace packages.",
        discussion: "--markdown prints the table the root README carries; --write-readme refreshes it in place."
    )

    @OptionGroup var common: CommonOptions
    @Flag(help: "Print Workspace.json's entries as JSON.") var json = false
    @Flag(help: "Print a Markdown table.") var markdown = false
    @Flag(help: "Replace the table between the README's workspace-list markers.") var writeReadme = false

    func validate() throws {
        if json && (markdown || writeReadme) {
            throw ValidationError("--json cannot be combined with --markdown or --write-readme")
        }
    }

    func run() async throws {
        let common = self.common
        let json = self.json
        let markdown = self.markdown
        let writeReadme = self.writeReadme
        try await perform {
            let workspace = try common.workspace()
            if writeReadme {
                let file = workspace.root.appendingPathComponent("README.md")
                let text = try String(contentsOf: file, encoding: .utf8)
                guard let updated = PackageTable.updatingReadme(text, manifest: workspace.manifest) else {
                    throw WorkspaceError.unreadableWorkspaceFile(
                        path: "README.md", reason: "no \(PackageTable.readmeBegin) … \(PackageTable.readmeEnd) markers")
                }
                try updated.write(to: file, atomically: true, encoding: .utf8)
                say("README.md: package table updated")
            } else if json {
                say(PackageTable.json(workspace.manifest))
            } else if markdown {
                say(PackageTable.markdown(workspace.manifest))
            } else {
                say(PackageTable.text(workspace.manifest))
            }
        }
    }
}

struct GraphCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Prints the dependency graph, dependencies first.",
        discussion: "Formats: text (one line per package), dot (Graphviz), mermaid (renders on GitHub)."
    )

    @OptionGroup var common: CommonOptions
    @Option(help: "text, dot or mermaid.") var format: String = "text"

    func validate() throws {
        if GraphRenderer.Format(rawValue: format) == nil {
            throw ValidationError("unknown format '\(format)'; use text, dot or mermaid")
        }
    }

    func run() async throws {
        let common = self.common
        let format = GraphRenderer.Format(rawValue: self.format) ?? .text
        try await perform {
            let workspace = try common.workspace()
            say(GraphRenderer.render(workspace.manifest, graph: try workspace.graph(), format: format))
        }
    }
}
