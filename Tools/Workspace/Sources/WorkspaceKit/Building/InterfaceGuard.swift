import Foundation

/// Compiles again from scratch the workspace modules that may hold stale code after a module they
/// depend on changed its interface.
///
/// Swift's incremental build decides file by file what to recompile when an imported module
/// changes, and it misses some layout changes: after Candid's `CandidValue` became an `indirect`
/// enum, CandidParser's test objects kept the old layout and crashed while a clean build passed
/// (Swift 6.3.1, one graph; `-disable-incremental-imports` did not help, and touching the
/// sources does not either, because the driver compares contents). One graph does not fix this;
/// what does is to throw away the incremental state of what depends on a changed interface.
///
/// A module whose sources changed only inside function bodies writes a byte-identical
/// `.swiftmodule`, so after each good build the guard compares every workspace module's
/// `.swiftmodule` with the one of the last good build. When some differ, every workspace module
/// that reaches one of them (itself included) loses its objects and build record and the same
/// build runs again: those modules compile once more, in full. An ordinary edit costs nothing;
/// an interface change costs its dependents a full compile, which is the price of trusting the
/// result. A fresh clone has no record, so nothing is thrown away.
public struct InterfaceGuard: Sendable {
    public let workspace: Workspace
    public let scratchPath: URL

    public init(workspace: Workspace, scratchPath: URL) {
        self.workspace = workspace
        self.scratchPath = scratchPath
    }

    var stateFile: URL { scratchPath.appendingPathComponent("workspace-state/interfaces.json") }

    /// The workspace's own modules of `plan` in the variants of `configuration`, keyed
    /// `debug/CBOR`, `debug-tool/BigNum`.
    func ownModules(in plan: BuildPlan, configuration: SwiftPM.Configuration) -> [String: BuildPlan.Module] {
        let roots = workspace.manifest.packages.map { workspace.directory(of: $0).standardizedFileURL.path + "/" }
        var result: [String: BuildPlan.Module] = [:]
        for module in plan.modules
        where module.variant.hasPrefix(configuration.rawValue)
            && module.sources.contains(where: { source in roots.contains { source.hasPrefix($0) } })
        {
            result["\(module.variant)/\(module.name)"] = module
        }
        return result
    }

    /// Hashes of the `.swiftmodule` of each of `modules` as built now.
    func interfaces(of modules: [String: BuildPlan.Module], configuration: SwiftPM.Configuration) -> [String: String] {
        let products = scratchPath.appendingPathComponent(configuration.rawValue).resolvingSymlinksInPath()
        var hashes: [String: String] = [:]
        for (key, module) in modules {
            let folder = module.variant.hasSuffix("-tool") ? "Modules-tool" : "Modules"
            let file = products.appendingPathComponent("\(folder)/\(module.name).swiftmodule")
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            hashes[key] = Self.fingerprint(data)
        }
        return hashes
    }

    /// After a good build: the modules whose interface differs from the last good build's and
    /// the modules that reach them, which ``invalidate(_:configuration:)`` should throw away.
    /// Records the interfaces as they are now.
    public func check(plan: BuildPlan, configuration: SwiftPM.Configuration) throws -> (
        changed: [String], atRisk: [String]
    ) {
        let modules = ownModules(in: plan, configuration: configuration)
        let now = interfaces(of: modules, configuration: configuration)
        var stored = (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: stateFile))) ?? [:]
        let changed = now.filter { key, hash in stored[key].map { $0 != hash } ?? false }.keys.sorted()
        var atRisk: [String] = []
        if !changed.isEmpty {
            let changedByVariant = Dictionary(grouping: changed, by: { String($0.split(separator: "/")[0]) })
                .mapValues { Set($0.map { String($0.split(separator: "/")[1]) }) }
            for (key, module) in modules {
                let reached = plan.closure(of: module.name, variant: module.variant)
                if !reached.isDisjoint(with: changedByVariant[module.variant] ?? []) { atRisk.append(key) }
            }
        }
        stored.merge(now) { _, new in new }
        try FileManager.default.createDirectory(
            at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(stored).write(to: stateFile, options: .atomic)
        return (changed, atRisk.sorted())
    }

    /// Removes the objects and incremental records of `modules` (keys as from `check`), keeping
    /// the files SwiftPM's plan wrote (the output file map, the source list), so the next build
    /// compiles each of them in full.
    public func invalidate(_ modules: [String], configuration: SwiftPM.Configuration) {
        let products = scratchPath.appendingPathComponent(configuration.rawValue).resolvingSymlinksInPath()
        let fileManager = FileManager.default
        for key in modules {
            let parts = key.split(separator: "/")
            guard parts.count == 2 else { continue }
            let folder = products.appendingPathComponent(
                parts[0].hasSuffix("-tool") ? "\(parts[1])-tool.build" : "\(parts[1]).build")
            guard let enumerator = fileManager.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in enumerator where ["o", "swiftdeps", "priors", "d"].contains(file.pathExtension)
            {
                try? fileManager.removeItem(at: file)
            }
        }
    }

    /// FNV-1a: stable across runs and cheap next to a build.
    static func fingerprint(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
