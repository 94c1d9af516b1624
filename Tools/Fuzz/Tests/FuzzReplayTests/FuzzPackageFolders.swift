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

    /// The names of the seed folders under Corpus/: the targets `workspace fuzz` runs.
    static func corpusNames() throws -> [String] {
        let corpus = root.appendingPathComponent("Corpus", isDirectory: true)
        return try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { isDirectory(corpus.appendingPathComponent($0)) }
            .sorted()
    }

    /// The targets the files under Dictionaries/ are for (`fuzz-apdu.dict` → `fuzz-apdu`).
    static func dictionaryNames() throws -> [String] {
        let dictionaries = root.appendingPathComponent("Dictionaries", isDirectory: true)
        return try FileManager.default.contentsOfDirectory(atPath: dictionaries.path)
            .filter { $0.hasSuffix(".dict") }
            .map { String($0.dropLast(".dict".count)) }
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
