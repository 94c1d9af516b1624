import Foundation

/// Which packages a set of commits touched, and which packages depend on those.
public struct ChangeSet: Sendable, Equatable {
    /// Packages with changed files (or a changed Workspace.json entry), in build order.
    public let changed: [String]
    /// Packages that depend on a changed one, directly or not, in build order.
    public let dependents: [String]

    public var affected: [String] { changed + dependents }
}

public struct ChangeDetector: Sendable {
    public let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// Compares the working tree (committed or not, plus untracked files) with `ref`.
    /// A missing ref is an error, never an empty answer: "nothing changed" must be a real finding.
    public func changes(since ref: String) throws -> ChangeSet {
        let git = Git(directory: workspace.root)
        let files = try git.changedFiles(since: ref)
        let graph = try workspace.graph()
        var changed = Set(files.compactMap(owner(of:)))
        changed.formUnion(changedEntries(at: ref, git: git))
        let dependents = graph.transitiveDependents(of: changed).subtracting(changed)
        return ChangeSet(changed: graph.ordered(changed), dependents: graph.ordered(dependents))
    }

    /// The member whose folder holds `file`; the longest matching path wins.
    public func owner(of file: String) -> String? {
        workspace.manifest.packages
            .filter { file == $0.path || file.hasPrefix($0.path + "/") }
            .max { $0.path.count < $1.path.count }?
            .name
    }

    /// Entries of Workspace.json that are new or differ from `ref`; all of them if the old file is
    /// unreadable, since then nothing can be ruled out.
    private func changedEntries(at ref: String, git: Git) -> [String] {
        guard let old = git.file(Workspace.manifestFileName, at: ref) else { return workspace.manifest.names }
        guard let oldManifest = try? WorkspaceManifest.decode(Data(old.utf8), path: Workspace.manifestFileName) else {
            return workspace.manifest.names
        }
        return workspace.manifest.packages.filter { $0 != oldManifest.entry(named: $0.name) }.map(\.name)
    }
}
