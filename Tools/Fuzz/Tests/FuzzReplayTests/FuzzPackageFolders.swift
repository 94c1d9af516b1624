import Foundation

/// The Fuzz package's folders, found from this file's path so that the test reads the
/// repository's own seeds from a plain clone, whatever the working directory.
enum FuzzPackageFolders {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // FuzzReplayTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The committed seeds of `target`, which `make fuzz` starts from.
    static func corpus(of target: String) -> URL {
        root.appendingPathComponent("Corpus/\(target)", isDirectory: true)
    }

    /// Inputs `make fuzz` found for `target` (crashes, hangs, violated properties), kept once fixed
    /// so they are replayed from then on; the folder exists only for targets that have some.
    static func regressions(of target: String) -> URL {
        root.appendingPathComponent("Regressions/\(target)", isDirectory: true)
    }

    /// The names of the `fuzz-*` executables' folders under Sources/.
    static func executableNames() throws -> [String] {
        let sources = root.appendingPathComponent("Sources", isDirectory: true)
        return try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasPrefix("fuzz-") && isDirectory(sources.appendingPathComponent($0)) }
            .sorted()
    }

    /// Every file of `folder`, by name so that the replay order (which a target with state, such as
    /// the replica emulator, depends on) is the same everywhere. Throws when the folder is missing.
    static func inputs(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .sorted()
            .map { folder.appendingPathComponent($0) }
            .filter { !isDirectory($0) }
    }

    /// `url`'s path inside the package, as an issue names an input: `Corpus/fuzz-apdu/05974cce6884e962`.
    static func relativePath(of url: URL) -> String {
        String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
