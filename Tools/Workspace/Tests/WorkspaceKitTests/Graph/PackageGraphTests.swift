import Testing

@testable import WorkspaceKit

@Suite struct PackageGraphTests {
    func manifest(_ edges: [(String, [String])]) -> WorkspaceManifest {
        WorkspaceManifest(
            packages: edges.map {
                PackageEntry(name: $0.0, path: "Packages/\($0.0)", kind: .library, version: "0.1.0", dependencies: $0.1)
            })
    }

    @Test func ordersDependenciesFirstAndKeepsListOrderForTies() throws {
        let graph = try PackageGraph(
            manifest: manifest([("D", ["B", "C"]), ("C", ["A"]), ("B", ["A"]), ("A", []), ("E", [])]))
        #expect(graph.order == ["A", "B", "C", "D", "E"])
        #expect(graph.transitiveDependents(of: ["A"]) == ["B", "C", "D"])
        #expect(graph.transitiveDependencies(of: ["D"]) == ["A", "B", "C"])
        #expect(graph.ordered(["D", "A"]) == ["A", "D"])
    }

    @Test func namesTheCycle() {
        #expect(throws: WorkspaceError.dependencyCycle(["A", "B", "C", "A"])) {
            try PackageGraph(manifest: manifest([("A", ["B"]), ("B", ["C"]), ("C", ["A"])]))
        }
    }

    @Test func rejectsUnknownDependencies() {
        #expect(throws: WorkspaceError.unknownPackages(["Nope"], known: ["A"])) {
            try PackageGraph(manifest: manifest([("A", ["Nope"])]))
        }
    }
}

@Suite struct GraphRendererTests {
    let manifest = WorkspaceManifest(packages: [
        PackageEntry(
            name: "Tests-Integration", path: "Tests-Integration", kind: .tests, version: "0.1.0", dependencies: ["Core"]
        ),
        PackageEntry(name: "Core", path: "Packages/Core", kind: .library, version: "1.2.0"),
    ])

    @Test func rendersAllFormats() throws {
        let graph = try PackageGraph(manifest: manifest)
        #expect(
            GraphRenderer.render(manifest, graph: graph, format: .text)
                == "Core 1.2.0 (library)\nTests-Integration 0.1.0 (tests) -> Core")
        let dot = GraphRenderer.render(manifest, graph: graph, format: .dot)
        #expect(dot.hasPrefix("digraph workspace {"))
        #expect(dot.contains(#""Tests-Integration" -> "Core";"#))
        let mermaid = GraphRenderer.render(manifest, graph: graph, format: .mermaid)
        #expect(mermaid.contains("Tests_Integration --> Core"))
    }

    @Test func theReadmeDrawsTheLibrariesOnly() {
        let manifest = WorkspaceManifest(packages: [
            PackageEntry(name: "Core", path: "Packages/Core", kind: .library, version: "1.2.0"),
            PackageEntry(name: "Net", path: "Packages/Net", kind: .library, version: "0.1.0", dependencies: ["Core"]),
            PackageEntry(
                name: "Tool", path: "Tools/Tool", kind: .tool, version: "0.1.0", dependencies: ["Net", "Core"]),
        ])
        let section = PackageTable.readmeSection(manifest)
        #expect(section.hasPrefix(PackageTable.markdown(manifest)))
        #expect(section.contains("```mermaid\ngraph BT\n  Core\n  Net\n  Net --> Core\n```"))
        #expect(!section.contains("Tool -->"))
    }
}
