import Foundation

/// `workspace docs`: a DocC archive for every public module (a target of a library product) of
/// the library members of Workspace.json, from the module's `<Module>.docc` catalog and the
/// symbol graphs SwiftPM extracts. Any warning fails the module, so broken symbol links and
/// undocumented parameters cannot pile up.
public struct DocsBuilder: Sendable {
    public let workspace: Workspace
    public let swiftPM: SwiftPM
    /// Streams SwiftPM's and docc's output instead of keeping it in the log only.
    public let verbose: Bool
    public let report: @Sendable (String) -> Void

    public init(
        workspace: Workspace, swiftPM: SwiftPM, verbose: Bool = false, report: @escaping @Sendable (String) -> Void
    ) {
        self.workspace = workspace
        self.swiftPM = swiftPM
        self.verbose = verbose
        self.report = report
    }

    /// Where child processes' output goes as it arrives: the terminal when verbose, else nowhere
    /// (it is in the log either way).
    private var echo: (@Sendable (Data) -> Void)? {
        verbose ? { @Sendable data in FileHandle.standardOutput.write(data) } : nil
    }

    /// `.build/docs`: the archives, and the symbol graphs and diagnostics they were made from.
    public var outputDirectory: URL { swiftPM.scratchPath.appendingPathComponent("docs", isDirectory: true) }
    public var logDirectory: URL { swiftPM.scratchPath.appendingPathComponent("workspace-logs", isDirectory: true) }

    /// The members `docs` documents: the libraries among `names`, in the order given.
    public func documentedPackages(_ names: [String]) -> [String] {
        names.filter { workspace.manifest.entry(named: $0)?.kind == .library }
    }

    /// The catalog a module's documentation starts from, and its landing article.
    public static func catalog(of module: PackageDump.Target, inPackage directory: URL) -> (catalog: URL, landing: URL)
    {
        let catalog = directory.appendingPathComponent(module.sourcePath).appendingPathComponent(
            "\(module.name).docc", isDirectory: true)
        return (catalog, catalog.appendingPathComponent("\(module.name).md"))
    }

    public func run(_ names: [String]) throws -> [ModuleDocs] {
        let packages = documentedPackages(names)
        try FileManager.default.createDirectory(at: logDirectory, withIntermediateDirectories: true)
        let publicModules = try packages.compactMap(workspace.manifest.entry(named:)).map { entry in
            (entry, try swiftPM.dump(packageAt: workspace.directory(of: entry)).publicModules)
        }
        report("building the graph and extracting symbol graphs…")
        var log = ""
        let graphs = try SymbolGraphs(swiftPM: swiftPM, echo: echo).extract(
            modules: publicModules.flatMap(\.1).map(\.name), in: workspace.root,
            into: outputDirectory.appendingPathComponent("symbol-graphs", isDirectory: true), log: &log)
        try? log.write(to: logDirectory.appendingPathComponent("symbol-graphs.log"), atomically: true, encoding: .utf8)
        var outcomes: [ModuleDocs] = []
        for (index, (entry, modules)) in publicModules.enumerated() {
            let prefix = "[\(index + 1)/\(packages.count)] \(entry.name)"
            let modules = try document(entry, modules: modules, graphs: graphs)
            for outcome in modules {
                report("\(prefix): \(outcome.summary(relativeTo: workspace.root))")
                for diagnostic in outcome.diagnostics where diagnostic.fails { report("  \(diagnostic)") }
            }
            outcomes += modules
        }
        return outcomes
    }

    private func document(
        _ entry: PackageEntry, modules: [PackageDump.Target],
        graphs: [String: Result<URL, SymbolGraphError>]
    ) throws -> [ModuleDocs] {
        let directory = workspace.directory(of: entry)
        var log = ""
        defer {
            try? log.write(
                to: logDirectory.appendingPathComponent("\(entry.name)-docs.log"), atomically: true, encoding: .utf8)
        }
        return try modules.map { module in
            let (catalog, landing) = Self.catalog(of: module, inPackage: directory)
            guard FileManager.default.fileExists(atPath: landing.path) else {
                return ModuleDocs(
                    package: entry.name, module: module.name, archive: nil,
                    problem:
                        "no landing article; create \(relative(landing)) starting with the title # ``\(module.name)``")
            }
            switch graphs[module.name] {
            case .success(let symbolGraphs)?:
                return try convert(module.name, of: entry, catalog: catalog, symbolGraphs: symbolGraphs, log: &log)
            case .failure(let error)?:
                return ModuleDocs(
                    package: entry.name, module: module.name, archive: nil,
                    problem: "\(error); see \(relative(logDirectory))/symbol-graphs.log")
            case nil:
                return ModuleDocs(package: entry.name, module: module.name, archive: nil, problem: "no symbol graph")
            }
        }
    }

    private func convert(_ module: String, of entry: PackageEntry, catalog: URL, symbolGraphs: URL, log: inout String)
        throws -> ModuleDocs
    {
        let archive = outputDirectory.appendingPathComponent("\(module).doccarchive", isDirectory: true)
        let diagnosticsFile = outputDirectory.appendingPathComponent("diagnostics/\(module).json")
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: archive)
        try? fileManager.removeItem(at: diagnosticsFile)
        try fileManager.createDirectory(
            at: diagnosticsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let arguments = [
            "convert", catalog.path,
            "--additional-symbol-graph-dir", symbolGraphs.path,
            "--fallback-display-name", module,
            "--fallback-bundle-identifier", "workspace.\(entry.name).\(module)",
            "--output-path", archive.path,
            "--diagnostics-file", diagnosticsFile.path,
        ]
        let result = try ProcessRunner.run("docc", arguments, mergeStandardError: true, onOutput: echo)
        log += "$ docc \(arguments.joined(separator: " "))\n\(result.standardOutput)\n"
        let diagnostics =
            ((try? Data(contentsOf: diagnosticsFile)).flatMap {
                try? DocCDiagnostic.parse($0, relativeTo: workspace.root)
            } ?? [])
            .sorted { ($0.file ?? "", $0.line ?? 0, $0.column ?? 0) < ($1.file ?? "", $1.line ?? 0, $1.column ?? 0) }
        guard result.succeeded else {
            return ModuleDocs(
                package: entry.name, module: module, archive: nil, diagnostics: diagnostics,
                problem: diagnostics.contains(where: \.fails)
                    ? nil
                    : "docc convert exited with \(result.status); see \(relative(logDirectory))/\(entry.name)-docs.log")
        }
        return ModuleDocs(package: entry.name, module: module, archive: archive, diagnostics: diagnostics)
    }

    private func relative(_ url: URL) -> String { url.path(relativeTo: workspace.root) }
}
