import Testing

@testable import WorkspaceKit

@Suite struct ManifestRewriterTests {
    let manifest = """
        let package = Package(
            name: "C",
            dependencies: [
                .package(path: "../A"),
                .package(name: "B", path:   "../B" ),
                .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
            ]
        )
        """

    @Test func rewritesEveryPathDependency() throws {
        #expect(ManifestRewriter.pathDependencies(in: manifest) == ["../A", "../B"])
        let versions = ["../A": "0.4.2", "../B": "1.3.0"]
        let rewritten = try ManifestRewriter.rewrite(manifest) { path in
            versions[path].flatMap(SemanticVersion.init).map {
                ManifestRewriter.Replacement(
                    path: path, url: "/releases/\(path.dropFirst(3))", requirement: VersionRequirement(minimum: $0))
            }
        }
        #expect(rewritten.contains(#".package(url: "/releases/A", .upToNextMinor(from: "0.4.2")),"#))
        #expect(rewritten.contains(#".package(url: "/releases/B", from: "1.3.0"),"#))
        #expect(rewritten.contains(#".package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),"#))
        #expect(!rewritten.contains("path:"))
    }

    @Test func refusesUnknownSiblingsAndUnrewritableForms() {
        #expect(throws: ManifestRewriter.Problem.unmatchedPath("../A")) {
            try ManifestRewriter.rewrite(manifest) { _ in nil }
        }
        let odd = #"let p = "../A"; let package = Package(name: "X", dependencies: [.package(path: p)])"#
        #expect(throws: ManifestRewriter.Problem.self) {
            try ManifestRewriter.rewrite(odd) { _ in nil }
        }
    }
}
