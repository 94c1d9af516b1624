import Foundation

/// Finds imports a member's manifest does not back: a source file that imports a module of the
/// graph which its target neither declares nor reaches through what it declares.
///
/// In the one graph every module lands in the same `Modules` folder, so such an import can
/// compile here (when the other module happens to be built first) while the member, built alone
/// by someone who depends on it by URL, fails with "no such module". SwiftPM's
/// `--explicit-target-dependency-import-check` was tried and does not catch it on Linux; this
/// reads the plan SwiftPM made (``BuildPlan``), so it costs no compile. Imports of modules the
/// graph does not build (Foundation, Glibc, Testing) are the toolchain's and always there.
public struct ImportCheck: Sendable {
    public let workspace: Workspace
    public let plan: BuildPlan
    /// Where each file's imports are kept between runs, by path, size and modification time,
    /// so a run after an edit reads only the files that changed; nil reads every file.
    public let cacheFile: URL?

    public init(workspace: Workspace, plan: BuildPlan, cacheFile: URL? = nil) {
        self.workspace = workspace
        self.plan = plan
        self.cacheFile = cacheFile
    }

    struct CachedImports: Codable {
        var stamp: String
        var imports: [String]
        var lines: [Int]
    }

    public func run(variant: String = SwiftPM.Configuration.debug.rawValue) -> [Finding] {
        let modules = plan.modules(variant: variant)
        let graphModules = Set(plan.modules.map(\.name)).union(plan.modules.flatMap(\.clangDependencies))
        let members = workspace.manifest.packages.map { entry in
            (entry, workspace.directory(of: entry).standardizedFileURL.path + "/")
        }
        var cache =
            cacheFile.flatMap { try? JSONDecoder().decode([String: CachedImports].self, from: Data(contentsOf: $0)) }
            ?? [:]
        var seen: Set<String> = []
        defer {
            if let cacheFile {
                try? FileManager.default.createDirectory(
                    at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? JSONEncoder().encode(cache.filter { seen.contains($0.key) }).write(to: cacheFile, options: .atomic)
            }
        }
        func imports(of source: String) -> [Import] {
            seen.insert(source)
            let attributes = try? FileManager.default.attributesOfItem(atPath: source)
            let stamp =
                "\((attributes?[.size] as? NSNumber)?.int64Value ?? -1) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
            if let cached = cache[source], cached.stamp == stamp {
                return zip(cached.imports, cached.lines).map { Import(module: $0, line: $1) }
            }
            guard let text = try? String(contentsOfFile: source, encoding: .utf8) else { return [] }
            let found = Self.imports(in: text)
            cache[source] = CachedImports(stamp: stamp, imports: found.map(\.module), lines: found.map(\.line))
            return found
        }
        var findings: [Finding] = []
        for module in modules.values.sorted(by: { $0.name < $1.name }) {
            // Only the members' own modules: a dependency's manifest is its authors' business.
            let ownSources = module.sources.filter { source in members.contains { source.hasPrefix($0.1) } }
            guard let (entry, _) = members.first(where: { member in ownSources.contains { $0.hasPrefix(member.1) } })
            else { continue }
            let reachable = plan.closure(of: module.name, variant: variant)
            for source in ownSources {
                for imported in imports(of: source)
                where graphModules.contains(imported.module) && !reachable.contains(imported.module) {
                    let file = URL(fileURLWithPath: source).path(relativeTo: workspace.root)
                    findings.append(
                        Finding(
                            file: "\(file):\(imported.line)",
                            message:
                                "imports \(imported.module), but target \(module.name) of \(entry.name) does not depend on it, "
                                + "directly or through its dependencies; declare it in \(entry.path)/Package.swift, "
                                + "or \(entry.name) fails to build on its own"))
                }
            }
        }
        return findings
    }

    public struct Import: Sendable, Equatable {
        public let module: String
        public let line: Int
    }

    /// The modules a Swift file imports, with their line numbers. Knows attributes
    /// (`@testable`, `@preconcurrency`, `@_exported`), access levels, `import struct M.T`; skips
    /// multi-line string literals and block comments (a test's sample source is not an import),
    /// and an import guarded by `#if canImport(M)` of the same module, which compiles away where
    /// the module is missing.
    public static func imports(in text: String) -> [Import] {
        var result: [Import] = []
        var guards: [String?] = []
        var inString = false
        var inComment = false
        let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            if inComment {
                if line.contains("*/") { inComment = false }
                continue
            }
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 {
                inString.toggle()
                continue
            }
            if inString { continue }
            if line.hasPrefix("/*") {
                inComment = !line.contains("*/")
                continue
            }
            if line.hasPrefix("#if") {
                guards.append(Self.canImportCondition(line))
                continue
            }
            if line.hasPrefix("#endif") {
                _ = guards.popLast()
                continue
            }
            if line.hasPrefix("#else") || line.hasPrefix("#elseif") {
                if !guards.isEmpty { guards[guards.count - 1] = nil }
                continue
            }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
                words = words.dropFirst()
            }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            guard let path = words.first else { continue }
            let module = String(path.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !module.isEmpty, !guards.contains(where: { $0 == module }) else { continue }
            result.append(Import(module: module, line: index + 1))
        }
        return result
    }

    /// `#if canImport(Foo)` → `Foo`; any other condition → nil.
    private static func canImportCondition(_ line: Substring) -> String? {
        guard let open = line.range(of: "canImport("), let close = line[open.upperBound...].firstIndex(of: ")") else {
            return nil
        }
        let condition = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
        guard condition.hasPrefix("canImport("), condition.hasSuffix(")") else { return nil }
        return String(line[open.upperBound..<close]).trimmingCharacters(in: .whitespaces)
    }
}
