import Foundation

/// The symbol graphs DocC reads for the public modules, made by `swift package dump-symbol-graph`
/// on the run's one graph: no build plugin (which every user of every package would have to
/// resolve) and no second build with other flags. One extraction covers every member.
struct SymbolGraphs {
    let swiftPM: SwiftPM
    /// Receives SwiftPM's output as it arrives (`workspace docs --verbose`).
    let echo: (@Sendable (Data) -> Void)?

    /// Each module's graphs staged in `staging/<Module>/`, or why there are none; `log` gets
    /// SwiftPM's output.
    func extract(modules: [String], in root: URL, into staging: URL, log: inout String) throws -> [String: Result<
        URL, SymbolGraphError
    >] {
        // A second's slack: graphs older than this run are leftovers of an earlier one.
        let start = Date().addingTimeInterval(-1)
        let arguments = swiftPM.symbolGraphArguments()
        let result = try ProcessRunner.run("swift", arguments, in: root, mergeStandardError: true, onOutput: echo)
        log += "$ swift \(arguments.joined(separator: " "))\n\(result.standardOutput)\n"
        // SwiftPM 6.3 also tries the synthesized test-discovery modules of Linux, which it never
        // builds here, and then exits with 1 although every real module's graph was written; so
        // the status alone says nothing, and each module's fresh graph is what counts.
        let written = result.standardOutput.split(separator: "\n")
            .last { $0.hasPrefix("Files written to ") }
            .map {
                URL(
                    fileURLWithPath: String($0.dropFirst("Files written to ".count)).trimmingCharacters(
                        in: .whitespaces))
            }
        let fileManager = FileManager.default
        var graphs: [String: Result<URL, SymbolGraphError>] = [:]
        for module in modules {
            guard let written else {
                graphs[module] = .failure(.notWritten(status: result.status))
                continue
            }
            let fresh =
                ((try? fileManager.contentsOfDirectory(
                    at: written, includingPropertiesForKeys: [.contentModificationDateKey])) ?? [])
                .filter { file in
                    let name = file.lastPathComponent
                    let modified =
                        (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
                        ?? .distantPast
                    return modified >= start
                        && (name == "\(module).symbols.json"
                            || (name.hasPrefix("\(module)@") && name.hasSuffix(".symbols.json")))
                }
            guard fresh.contains(where: { $0.lastPathComponent == "\(module).symbols.json" }) else {
                graphs[module] = .failure(.notWritten(status: result.status))
                continue
            }
            let folder = staging.appendingPathComponent(module, isDirectory: true)
            try? fileManager.removeItem(at: folder)
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in fresh {
                try fileManager.copyItem(at: file, to: folder.appendingPathComponent(file.lastPathComponent))
            }
            graphs[module] = .success(folder)
        }
        return graphs
    }
}

enum SymbolGraphError: Error, Equatable, CustomStringConvertible {
    case notWritten(status: Int32)

    var description: String {
        switch self {
        case .notWritten(let status):
            "no symbol graph was written (swift package dump-symbol-graph exited with \(status); the build probably failed)"
        }
    }
}
