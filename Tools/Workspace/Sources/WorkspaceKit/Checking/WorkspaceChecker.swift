import Foundation

/// `workspace check`: proves that `Workspace.json`, every manifest and every package folder agree.
public struct WorkspaceChecker: Sendable {
    /// Module names that widely used packages own; a member module with one of these names breaks
    /// any graph that also contains that package (swift-crypto's `Crypto` reaches most server graphs).
    public static let reservedModuleNames: Set<String> = [
        "Crypto", "CryptoExtras", "BigInt", "ArgumentParser", "Logging", "Metrics", "NIO", "NIOCore",
        "NIOPosix", "NIOHTTP1", "Collections", "Algorithms", "Numerics", "AsyncHTTPClient", "Hummingbird",
        "Vapor", "GRDB", "Foundation", "FoundationNetworking", "Dispatch", "Testing", "XCTest", "Swift",
    ]

    public let workspace: Workspace
    public let swiftPM: SwiftPM

    public init(workspace: Workspace, swiftPM: SwiftPM) {
        self.workspace = workspace
        self.swiftPM = swiftPM
    }

    public func run() -> [Finding] {
        var findings = manifestFindings()
        let dumps = dumpAll()
        for entry in workspace.manifest.packages {
            findings += folderFindings(entry)
            switch dumps[entry.name] {
            case .success(let dump)?: findings += agreementFindings(entry, dump)
            case .failure(let error)?:
                findings.append(Finding(file: manifestPath(entry), message: "the manifest does not evaluate: \(error)"))
            case nil: break
            }
        }
        findings += crossPackageFindings(dumps.compactMapValues { try? $0.get() })
        findings += unlistedPackageFindings()
        findings += readmeTableFindings()
        // Two rules can reach the same fact (e.g. an unknown dependency); say it once.
        var seen: Set<Finding> = []
        return findings.filter { seen.insert($0).inserted }
    }

    // MARK: Workspace.json on its own

    private func manifestFindings() -> [Finding] {
        let file = Workspace.manifestFileName
        var findings: [Finding] = []
        let entries = workspace.manifest.packages
        for name in duplicates(entries.map(\.name)) {
            findings.append(
                Finding(file: file, message: "package name '\(name)' is listed more than once; names must be unique"))
        }
        for path in duplicates(entries.map(\.path)) {
            findings.append(Finding(file: file, message: "path '\(path)' is listed more than once"))
        }
        let names = Set(entries.map(\.name))
        for entry in entries {
            if SemanticVersion(entry.version) == nil {
                findings.append(
                    Finding(
                        file: file,
                        message:
                            "\(entry.name): version '\(entry.version)' is not semantic (MAJOR.MINOR.PATCH); set e.g. \"0.1.0\""
                    ))
            }
            for dependency in entry.dependencies where !names.contains(dependency) {
                findings.append(
                    Finding(
                        file: file,
                        message:
                            "\(entry.name) depends on '\(dependency)', which is not a workspace package; remove it or add that package"
                    ))
            }
            if entry.dependencies.contains(entry.name) {
                findings.append(Finding(file: file, message: "\(entry.name) lists itself as a dependency; remove it"))
            }
            let expectedRoot: String? =
                switch entry.kind {
                case .library: "Packages/"
                case .tool: "Tools/"
                case .tests: nil
                }
            if let expectedRoot, !entry.path.hasPrefix(expectedRoot) {
                findings.append(
                    Finding(
                        file: file,
                        message:
                            "\(entry.name) is a \(entry.kind.rawValue) but lives at '\(entry.path)'; move it under \(expectedRoot)"
                    ))
            }
            if (entry.path as NSString).lastPathComponent != entry.name {
                findings.append(
                    Finding(
                        file: file,
                        message:
                            "\(entry.name): the folder name of '\(entry.path)' must equal the package name, because SwiftPM names path dependencies after their folder"
                    ))
            }
            if entry.kind == .library && entry.products.isEmpty {
                findings.append(
                    Finding(
                        file: file, message: "\(entry.name) is a library with no products; list its library products"))
            }
        }
        do {
            _ = try workspace.graph()
        } catch let error as WorkspaceError {
            if case .dependencyCycle = error { findings.append(Finding(file: file, message: error.description)) }
        } catch {}
        return findings
    }

    // MARK: Each package folder

    private func folderFindings(_ entry: PackageEntry) -> [Finding] {
        let directory = workspace.directory(of: entry)
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: directory.path) else {
            return [
                Finding(
                    file: entry.path,
                    message: "folder is missing; create the package there or fix its path in Workspace.json")
            ]
        }
        guard fileManager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) else {
            return [Finding(file: entry.path, message: "has no Package.swift")]
        }
        var findings: [Finding] = []
        var required = ["README.md"]
        if entry.kind == .library { required.append("CHANGELOG.md") }
        for name in required where !fileManager.fileExists(atPath: directory.appendingPathComponent(name).path) {
            findings.append(
                Finding(
                    file: "\(entry.path)/\(name)", message: "is missing; every \(entry.kind.rawValue) package needs one"
                ))
        }
        if entry.kind != .tool && entry.testTargets.isEmpty {
            findings.append(
                Finding(
                    file: Workspace.manifestFileName,
                    message: "\(entry.name) has no test targets; add one (Tests/\(entry.name)Tests) and list it"))
        }
        for (suite, floor) in entry.conformance.sorted(by: { $0.key < $1.key })
        where floor < 1 || entry.testTargets.isEmpty {
            findings.append(
                Finding(
                    file: Workspace.manifestFileName,
                    message: entry.testTargets.isEmpty
                        ? "\(entry.name) declares conformance suite '\(suite)' but has no test targets to run it"
                        : "\(entry.name)'s conformance floor for '\(suite)' is \(floor); a floor counts passing assertions and must be at least 1"
                ))
        }
        for target in entry.testTargets {
            let folder = "\(entry.path)/Tests/\(target)"
            let sources = swiftFiles(in: directory.appendingPathComponent("Tests/\(target)"))
            if sources.isEmpty {
                findings.append(Finding(file: folder, message: "test target '\(target)' has no Swift sources"))
            } else if !sources.contains(where: { $0.text.contains("@Test") }) {
                findings.append(
                    Finding(file: folder, message: "test target '\(target)' declares no @Test; tests use Swift Testing")
                )
            }
        }
        for source in swiftFiles(in: directory.appendingPathComponent("Tests"))
            + swiftFiles(in: directory.appendingPathComponent("Sources"))
        where source.text.range(of: #"(?m)^\s*(@\w+\s+)*import\s+XCTest\b"#, options: .regularExpression) != nil {
            findings.append(
                Finding(
                    file: relative(source.url),
                    message:
                        "imports XCTest; the workspace uses Swift Testing only (XCTest makes `swift test` close on a '0 tests' line)"
                ))
        }
        for file in ToolVersionFile.files(inPackage: directory) {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            let declared = ToolVersionFile.version(in: text)
            if declared != entry.version {
                findings.append(
                    Finding(
                        file: relative(file),
                        message: declared.map {
                            "says version \($0) but Workspace.json says \(entry.version); write `let toolVersion = \"\(entry.version)\"` (workspace version keeps them in step)"
                        } ?? "has no `let toolVersion = \"…\"` line; write `let toolVersion = \"\(entry.version)\"`"))
            }
        }
        if entry.kind == .library, let problem = ReadmeExample.verify(packageDirectory: directory) {
            findings.append(Finding(file: "\(entry.path)/README.md", message: problem.description))
        }
        return findings
    }

    // MARK: Workspace.json against Package.swift

    private func agreementFindings(_ entry: PackageEntry, _ dump: PackageDump) -> [Finding] {
        let file = manifestPath(entry)
        var findings: [Finding] = []
        if dump.name != entry.name {
            findings.append(
                Finding(
                    file: file,
                    message:
                        "package name is '\(dump.name)' but Workspace.json calls it '\(entry.name)'; make them equal"))
        }
        let byPath = Dictionary(
            workspace.manifest.packages.map { (workspace.directory(of: $0).standardizedFileURL.path, $0.name) },
            uniquingKeysWith: { first, _ in first }
        )
        var manifestSiblings: [String] = []
        for path in dump.pathDependencies {
            guard let sibling = byPath[path] else {
                findings.append(
                    Finding(
                        file: file,
                        message:
                            "depends on the folder \(relative(URL(fileURLWithPath: path))), which is not a workspace package; list it in Workspace.json or remove the dependency"
                    ))
                continue
            }
            manifestSiblings.append(sibling)
        }
        for sibling in manifestSiblings where !entry.dependencies.contains(sibling) {
            findings.append(
                Finding(
                    file: Workspace.manifestFileName,
                    message:
                        "\(entry.name): Package.swift depends on \(sibling) by path but Workspace.json does not; add \"\(sibling)\" to its dependencies"
                ))
        }
        for sibling in entry.dependencies where !manifestSiblings.contains(sibling) {
            guard let target = workspace.manifest.entry(named: sibling) else { continue }
            let relativePath = relativePath(from: entry.path, to: target.path)
            findings.append(
                Finding(
                    file: file,
                    message:
                        "Workspace.json says \(entry.name) depends on \(sibling) but the manifest does not; add .package(path: \"\(relativePath)\")"
                ))
        }
        findings += difference(
            listed: entry.products, declared: dump.products, what: "product", entry: entry, file: file)
        findings += difference(
            listed: entry.testTargets, declared: dump.testTargets, what: "test target", entry: entry, file: file)
        for dependency in dump.remoteDependencies where isLocalPath(dependency.location) {
            findings.append(
                Finding(
                    file: file,
                    message:
                        "depends on \(dependency.location) by a local URL; use .package(path:) for siblings or the public URL"
                ))
        }
        return findings
    }

    private func difference(listed: [String], declared: [String], what: String, entry: PackageEntry, file: String)
        -> [Finding]
    {
        var findings: [Finding] = []
        for name in declared where !listed.contains(name) {
            findings.append(
                Finding(
                    file: Workspace.manifestFileName,
                    message:
                        "\(entry.name): the manifest declares \(what) '\(name)' that Workspace.json does not list; add it"
                ))
        }
        for name in listed where !declared.contains(name) {
            findings.append(
                Finding(
                    file: file,
                    message:
                        "Workspace.json lists \(what) '\(name)' that the manifest does not declare; declare it or remove it from Workspace.json"
                ))
        }
        return findings
    }

    // MARK: Across packages

    private func crossPackageFindings(_ dumps: [String: PackageDump]) -> [Finding] {
        var findings: [Finding] = []
        let entries = workspace.manifest.packages.filter { dumps[$0.name] != nil }

        var requirements: [String: [(entry: PackageEntry, requirement: String)]] = [:]
        for entry in entries {
            for dependency in dumps[entry.name]?.remoteDependencies ?? [] where !isLocalPath(dependency.location) {
                requirements[normalisedURL(dependency.location), default: []].append((entry, dependency.requirement))
            }
        }
        for (url, uses) in requirements.sorted(by: { $0.key < $1.key }) where Set(uses.map(\.requirement)).count > 1 {
            let summary = uses.map { "\($0.entry.name) \($0.requirement)" }.joined(separator: ", ")
            for use in uses {
                findings.append(
                    Finding(
                        file: manifestPath(use.entry),
                        message:
                            "requires \(url) as \(use.requirement), but the workspace disagrees (\(summary)); use one identical requirement in every manifest"
                    ))
            }
        }

        var owners: [String: [PackageEntry]] = [:]
        for entry in entries {
            for module in dumps[entry.name]?.moduleNames ?? [] { owners[module, default: []].append(entry) }
        }
        for (module, packages) in owners.sorted(by: { $0.key < $1.key }) {
            if packages.count > 1 {
                for entry in packages {
                    findings.append(
                        Finding(
                            file: manifestPath(entry),
                            message:
                                "module name '\(module)' is also used by \(packages.filter { $0.name != entry.name }.map(\.name).joined(separator: ", ")); module names must be unique across the workspace"
                        ))
                }
            }
            if Self.reservedModuleNames.contains(module) {
                for entry in packages {
                    findings.append(
                        Finding(
                            file: manifestPath(entry),
                            message:
                                "module name '\(module)' clashes with a widely used package's module; rename it (e.g. 'ICP\(module)')"
                        ))
                }
            }
        }
        return findings
    }

    /// Every package folder must be a member, or the workspace silently skips it.
    private func unlistedPackageFindings() -> [Finding] {
        let listed = Set(workspace.manifest.packages.map(\.path))
        var findings: [Finding] = []
        for parent in ["Packages", "Tools"] {
            let folder = workspace.root.appendingPathComponent(parent)
            let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for child in children.sorted() where !child.hasPrefix(".") {
                let path = "\(parent)/\(child)"
                let manifest = folder.appendingPathComponent(child).appendingPathComponent("Package.swift")
                if FileManager.default.fileExists(atPath: manifest.path) && !listed.contains(path) {
                    findings.append(
                        Finding(
                            file: path, message: "is a package that Workspace.json does not list; add an entry for it"))
                }
            }
        }
        return findings
    }

    private func readmeTableFindings() -> [Finding] {
        let readme = workspace.root.appendingPathComponent("README.md")
        guard let text = try? String(contentsOf: readme, encoding: .utf8) else {
            return [Finding(file: "README.md", message: "is missing")]
        }
        guard let updated = PackageTable.updatingReadme(text, manifest: workspace.manifest) else {
            return [
                Finding(
                    file: "README.md",
                    message: "has no package table between \(PackageTable.readmeBegin) and \(PackageTable.readmeEnd)")
            ]
        }
        return updated == text
            ? []
            : [
                Finding(
                    file: "README.md",
                    message: "the package table is out of date; run `workspace list --markdown --write-readme`")
            ]
    }

    // MARK: Helpers

    private func dumpAll() -> [String: Result<PackageDump, Error>] {
        let workspace = self.workspace
        let swiftPM = self.swiftPM
        let entries = workspace.manifest.packages.filter {
            FileManager.default.fileExists(
                atPath: workspace.directory(of: $0).appendingPathComponent("Package.swift").path)
        }
        let results = LockedDictionary<String, Result<PackageDump, Error>>()
        // concurrentPerform runs one item per core: manifest evaluation is compiler-bound.
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            let entry = entries[index]
            results[entry.name] = Result { try swiftPM.dump(packageAt: workspace.directory(of: entry)) }
        }
        return results.snapshot()
    }

    private func manifestPath(_ entry: PackageEntry) -> String { "\(entry.path)/Package.swift" }

    private func relative(_ url: URL) -> String { url.path(relativeTo: workspace.root) }

    private func swiftFiles(in directory: URL) -> [(url: URL, text: String)] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
            .compactMap { url in (try? String(contentsOf: url, encoding: .utf8)).map { (url, $0) } }
    }

    private func duplicates(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        var repeated: [String] = []
        for value in values where !seen.insert(value).inserted && !repeated.contains(value) { repeated.append(value) }
        return repeated
    }

    private func normalisedURL(_ url: String) -> String {
        var text = url.lowercased()
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        return text
    }

    private func isLocalPath(_ location: String) -> Bool {
        location.hasPrefix("/") || location.hasPrefix("file://") || location.hasPrefix(".")
    }
}

/// `../../Packages/BigNum` style path from one member folder to another.
func relativePath(from source: String, to destination: String) -> String {
    let from = source.split(separator: "/")
    let to = destination.split(separator: "/")
    var common = 0
    while common < min(from.count, to.count) && from[common] == to[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to[common...].map(String.init)).joined(separator: "/")
}

/// A dictionary written from concurrent work items.
final class LockedDictionary<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    private var storage: [Key: Value] = [:]
    private let lock = NSLock()

    subscript(key: Key) -> Value? {
        get { lock.withLock { storage[key] } }
        set { lock.withLock { storage[key] = newValue } }
    }

    func snapshot() -> [Key: Value] { lock.withLock { storage } }
}
