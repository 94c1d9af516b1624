import Foundation

/// The one SwiftPM graph of a run: every member of `Workspace.json` as a root package, resolved
/// once, each module compiled at most once per configuration.
///
/// Building each member as its own root made every resolution delete the checkouts that root did
/// not use; the next root cloned them again with fresh file times and SwiftPM compiled them from
/// scratch (NIO, BoringSSL, GRDB and BigInt several times in one `make test`). Here SwiftPM reads
/// all members from one workspace description (`--multiroot-data-file`, the format of an Xcode
/// workspace: a `contents.xcworkspacedata` listing package folders), so there is one resolution
/// (`xcshareddata/swiftpm/Package.resolved` inside it) and one build plan. Every member stays a
/// root with its own manifest: its tests, executables and plugins are built as they would be
/// alone, and a manifest that names an unknown package still fails to load.
///
/// The description is generated from `Workspace.json` into the scratch path (git-ignored, never
/// checked in) and always lists every member, whatever a command selects, so the resolution never
/// changes between commands; a selection only narrows what is built and tested.
public struct BuildGraph: Sendable {
    public let workspace: Workspace
    public let scratchPath: URL

    public init(workspace: Workspace, scratchPath: URL) {
        self.workspace = workspace
        self.scratchPath = scratchPath.standardizedFileURL
    }

    /// The workspace description SwiftPM is given with `--multiroot-data-file`.
    public var descriptionURL: URL { scratchPath.appendingPathComponent("Workspace.xcworkspace", isDirectory: true) }

    var contentsURL: URL { descriptionURL.appendingPathComponent("contents.xcworkspacedata") }

    /// SwiftPM keeps the graph's `Package.resolved` here and refuses to start when it is missing.
    var resolvedFolder: URL { descriptionURL.appendingPathComponent("xcshareddata/swiftpm", isDirectory: true) }

    /// The description's text: one `FileRef` per member, in `Workspace.json`'s order. Paths are
    /// relative to the folder holding the description (SwiftPM's `group:` form), so a checkout
    /// moved with its scratch path keeps a description that points into itself.
    public func contents() -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<Workspace version = "1.0">"#]
        let base = descriptionURL.deletingLastPathComponent().standardizedFileURL
        for entry in workspace.manifest.packages {
            let location =
                Self.relativePath(from: base, to: workspace.directory(of: entry).standardizedFileURL)
                .map { "group:\($0)" } ?? "absolute:\(workspace.directory(of: entry).standardizedFileURL.path)"
            lines.append(#"   <FileRef location = "\#(Self.escaped(location))"></FileRef>"#)
        }
        lines.append("</Workspace>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `to` written relative to the folder `from` (`../Packages/CBOR`), or nil when they share no
    /// folder but the file system root.
    static func relativePath(from base: URL, to target: URL) -> String? {
        let baseParts = base.pathComponents
        let targetParts = target.pathComponents
        var common = 0
        while common < min(baseParts.count, targetParts.count), baseParts[common] == targetParts[common] { common += 1 }
        guard common > 1 else { return nil }
        let ups = Array(repeating: "..", count: baseParts.count - common)
        let path = (ups + targetParts[common...]).joined(separator: "/")
        return path.isEmpty ? "." : path
    }

    /// Writes the description when it differs from what is there, so an unchanged workspace
    /// leaves its file (and SwiftPM's view of it) untouched.
    public func write() throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: resolvedFolder, withIntermediateDirectories: true)
        let text = contents()
        if (try? String(contentsOf: contentsURL, encoding: .utf8)) != text {
            try Data(text.utf8).write(to: contentsURL, options: .atomic)
        }
    }

    private static func escaped(_ path: String) -> String {
        path.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
