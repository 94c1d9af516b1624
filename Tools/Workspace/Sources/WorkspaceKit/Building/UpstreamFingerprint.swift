import Foundation

/// Forces a member's own modules to recompile when a workspace package it depends on changed.
///
/// SwiftPM's incremental build does not always recompile a client when an imported module changes
/// its layout without changing its interface (seen when an enum lost `indirect`: the dependent's
/// stale objects crashed at run time while a clean build passed). Building many roots against one
/// scratch path widens the window, because each root only looks at its own graph. So before each
/// build the runner compares a fingerprint of every upstream member's sources with the one stored
/// after the member's last successful build, and on a difference removes the member's own
/// `<Module>.build` folders, which SwiftPM then rebuilds. Dependencies outside the workspace are
/// untouched, so the cost is recompiling one package.
public struct UpstreamFingerprint: Sendable {
    public let workspace: Workspace
    public let scratchPath: URL

    public init(workspace: Workspace, scratchPath: URL) {
        self.workspace = workspace
        self.scratchPath = scratchPath
    }

    private var stateDirectory: URL { scratchPath.appendingPathComponent("workspace-state", isDirectory: true) }

    /// FNV-1a over path, size and modification time of every source file of the upstream members:
    /// stable across runs (unlike `Hasher`) and cheap enough to compute before every build.
    public func current(for name: String, graph: PackageGraph) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
        }
        for dependency in graph.ordered(graph.transitiveDependencies(of: [name])) {
            guard let entry = workspace.manifest.entry(named: dependency) else { continue }
            let directory = workspace.directory(of: entry)
            for file in Self.sourceFiles(in: directory) {
                let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
                let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
                let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                mix("\(file.path)\u{0}\(size)\u{0}\(modified)\n")
            }
        }
        return String(hash, radix: 16)
    }

    /// Removes the member's module build folders when its upstream changed since its last good build.
    /// Returns the folders removed.
    @discardableResult
    public func invalidateIfUpstreamChanged(_ name: String, graph: PackageGraph) -> [String] {
        guard let entry = workspace.manifest.entry(named: name) else { return [] }
        // Nothing upstream can leave nothing stale; this also keeps objects built before the
        // first workspace run (the Makefile builds virtual-card-host, and so APDU, first).
        guard !graph.transitiveDependencies(of: [name]).isEmpty else { return [] }
        let stored = try? String(contentsOf: stateFile(name), encoding: .utf8)
        guard stored != current(for: name, graph: graph) else { return [] }
        var removed: [String] = []
        for configuration in ["debug", "release"] {
            let products = scratchPath.appendingPathComponent(configuration).resolvingSymlinksInPath()
            for module in Self.moduleNames(in: workspace.directory(of: entry)) {
                let folder = products.appendingPathComponent("\(module).build")
                if FileManager.default.fileExists(atPath: folder.path), (try? FileManager.default.removeItem(at: folder)) != nil {
                    removed.append("\(configuration)/\(module).build")
                }
            }
        }
        return removed
    }

    /// Records the fingerprint after a successful build.
    public func record(_ name: String, graph: PackageGraph) {
        try? FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        try? current(for: name, graph: graph).write(to: stateFile(name), atomically: true, encoding: .utf8)
    }

    private func stateFile(_ name: String) -> URL {
        stateDirectory.appendingPathComponent("\(name).upstream")
    }

    /// Module names by SwiftPM's convention: one folder per target under Sources/ and Tests/.
    static func moduleNames(in package: URL) -> [String] {
        ["Sources", "Tests"].flatMap { folder -> [String] in
            let url = package.appendingPathComponent(folder)
            let children = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return children.filter { child in
                var isDirectory: ObjCBool = false
                return !child.hasPrefix(".")
                    && FileManager.default.fileExists(atPath: url.appendingPathComponent(child).path, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            }.sorted()
        }
    }

    /// The manifest and everything under Sources/, in a stable order.
    static func sourceFiles(in package: URL) -> [URL] {
        var files = [package.appendingPathComponent("Package.swift")]
        if let enumerator = FileManager.default.enumerator(at: package.appendingPathComponent("Sources"), includingPropertiesForKeys: nil) {
            files += enumerator.compactMap { $0 as? URL }
        }
        return files.sorted { $0.path < $1.path }
    }
}
