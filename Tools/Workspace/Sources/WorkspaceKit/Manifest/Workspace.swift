import Foundation

/// A repository checkout: its root folder and the parsed `Workspace.json`.
public struct Workspace: Sendable {
    public static let manifestFileName = "Workspace.json"

    public let root: URL
    public var manifest: WorkspaceManifest

    public init(root: URL, manifest: WorkspaceManifest) {
        self.root = root.standardizedFileURL
        self.manifest = manifest
    }

    /// Loads the workspace that contains `directory`, walking up until a `Workspace.json` appears,
    /// so the tool works from any folder inside the repository.
    public static func locate(from directory: URL) throws -> Workspace {
        var candidate = directory.standardizedFileURL
        while true {
            let file = candidate.appendingPathComponent(manifestFileName)
            if FileManager.default.fileExists(atPath: file.path) {
                return try load(root: candidate)
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        throw WorkspaceError.workspaceNotFound(startingAt: directory.path)
    }

    public static func load(root: URL) throws -> Workspace {
        let file = root.appendingPathComponent(manifestFileName)
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw WorkspaceError.unreadableWorkspaceFile(
                path: file.path, reason: "cannot be read (\(error.localizedDescription))")
        }
        return Workspace(root: root, manifest: try WorkspaceManifest.decode(data, path: manifestFileName))
    }

    public func save() throws {
        let file = root.appendingPathComponent(Self.manifestFileName)
        try Data(manifest.encoded().utf8).write(to: file, options: .atomic)
    }

    public func directory(of entry: PackageEntry) -> URL {
        root.appendingPathComponent(entry.path, isDirectory: true)
    }

    /// The dependency graph; fails on unknown names and cycles, which `check` reports as findings.
    public func graph() throws -> PackageGraph {
        try PackageGraph(manifest: manifest)
    }

    public func entries(named names: [String]) throws -> [PackageEntry] {
        let unknown = names.filter { manifest.entry(named: $0) == nil }
        guard unknown.isEmpty else { throw WorkspaceError.unknownPackages(unknown, known: manifest.names) }
        return names.compactMap(manifest.entry(named:))
    }
}

extension URL {
    /// This file's path from `root` when it lies inside it (how messages name files), else absolute.
    public func path(relativeTo root: URL) -> String {
        let rootPath = root.standardizedFileURL.path + "/"
        let path = standardizedFileURL.path
        return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
    }
}
