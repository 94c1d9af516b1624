import Foundation
import Testing
import WorkspaceKit

@Suite struct ReadmeTableTests {
    @Test func theRootReadmeListsEveryPackageAsWorkspaceJsonDoes() throws {
        let workspace = try Workspace.load(root: Repository.root)
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let current = try #require(
            PackageTable.updatingReadme(readme, manifest: workspace.manifest), "README.md lacks the table markers")
        #expect(current == readme, "README.md's package table is stale: run `workspace list --markdown --write-readme`")
        for entry in workspace.manifest.packages {
            #expect(readme.contains("[\(entry.name)](\(entry.path))"))
        }
    }
}
