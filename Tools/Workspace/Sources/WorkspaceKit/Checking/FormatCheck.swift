import Foundation

/// Whether every Swift file of the workspace's members is laid out as the root `.swift-format`
/// says, asked of the toolchain's `swift format lint`.
///
/// The configuration turns off the rules `swift format` can only report and not fix, so a file
/// that `make format` (`swift format format`) wrote always passes, and a finding always has the
/// same cure. Each unformatted file is one finding with its first problem.
public struct FormatCheck: Sendable {
    /// The configuration file at the repository root.
    public static let configurationFileName = ".swift-format"

    public let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// Every Swift file of every member (sources, tests, manifests), relative to the root, in a
    /// stable order; folders whose names start with a dot (a member's own `.build`) are skipped.
    public func swiftFiles() -> [String] {
        var files: [String] = []
        for entry in workspace.manifest.packages {
            let folder = workspace.root.appendingPathComponent(entry.path)
            guard
                let walker = FileManager.default.enumerator(
                    at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                files.append(url.path(relativeTo: workspace.root))
            }
        }
        return files.sorted()
    }

    /// One finding per file that is not formatted, or for a missing configuration or a lint
    /// that could not run.
    public func run() -> [Finding] {
        let configuration = workspace.root.appendingPathComponent(Self.configurationFileName)
        guard FileManager.default.fileExists(atPath: configuration.path) else {
            return [
                Finding(
                    file: Self.configurationFileName, message: "is missing; the workspace's layout rules live there")
            ]
        }
        let files = swiftFiles()
        guard !files.isEmpty else { return [] }
        let output: ProcessOutput
        do {
            output = try ProcessRunner.run(
                "swift", ["format", "lint", "--configuration", configuration.path, "--parallel"] + files,
                in: workspace.root, mergeStandardError: true)
        } catch {
            return [Finding(file: Self.configurationFileName, message: "swift format lint could not run: \(error)")]
        }
        let findings = Self.findings(inLintOutput: output.standardOutput, root: workspace.root)
        if findings.isEmpty && !output.succeeded {
            return [
                Finding(
                    file: Self.configurationFileName,
                    message: "swift format lint failed (status \(output.status)): \(output.standardOutput.suffix(500))")
            ]
        }
        return findings
    }

    /// The first lint warning of each file, from lines such as
    /// `Packages/A/Sources/A/A.swift:3:1: warning: [Indentation] replace leading whitespace with 4 spaces`.
    public static func findings(inLintOutput text: String, root: URL) -> [Finding] {
        var firstByFile: [String: String] = [:]
        var order: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            guard let marker = line.range(of: ": warning: ") ?? line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound]
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3 else { continue }
            var file = parts.dropLast(2).joined(separator: ":")
            if file.hasPrefix(root.path + "/") { file.removeFirst(root.path.count + 1) }
            if file.hasPrefix("./") { file.removeFirst(2) }
            guard firstByFile[file] == nil else { continue }
            firstByFile[file] = "line \(parts[parts.count - 2]): \(line[marker.upperBound...])"
            order.append(file)
        }
        return order.sorted().map { file in
            Finding(file: file, message: "is not formatted (\(firstByFile[file] ?? "")); run `make format`")
        }
    }
}
