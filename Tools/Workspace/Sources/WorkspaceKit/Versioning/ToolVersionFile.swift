import Foundation

/// `ToolVersion.swift`, where a tool's source holds its own version for `--version`. The one
/// true version is in Workspace.json: `workspace version` rewrites the file, `workspace check`
/// reports a file that disagrees, so the two cannot drift.
public enum ToolVersionFile {
    public static let fileName = "ToolVersion.swift"

    /// The whole file for `version`.
    public static func contents(version: String) -> String {
        """
        // Written by `workspace version` from Workspace.json; `workspace check` compares the two.
        let toolVersion = "\(version)"

        """
    }

    /// The version a file's text declares, or nil when it has no `let toolVersion = "…"` line.
    public static func version(in text: String) -> String? {
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("let toolVersion = \""), trimmed.hasSuffix("\"") else { continue }
            return String(trimmed.dropFirst("let toolVersion = \"".count).dropLast())
        }
        return nil
    }

    /// Every `ToolVersion.swift` under the package's `Sources`, sorted.
    public static func files(inPackage directory: URL) -> [URL] {
        let sources = directory.appendingPathComponent("Sources", isDirectory: true)
        guard let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.lastPathComponent == fileName }
            .sorted { $0.path < $1.path }
    }

    /// Rewrites every version file of the package for `version`; returns the files written.
    @discardableResult
    public static func update(inPackage directory: URL, to version: String) throws -> [URL] {
        let files = files(inPackage: directory)
        for file in files {
            try contents(version: version).write(to: file, atomically: true, encoding: .utf8)
        }
        return files
    }
}
