import Foundation

/// Writing generated Swift where a build reads it.
public enum GeneratedSourceFile {
    /// Writes `source` to `url` unless the file already holds exactly these bytes: an unchanged
    /// file keeps its modification date, so the build that compiles it does not start again.
    /// The write is atomic, so a reader (or an interrupted run) never sees half a file.
    ///
    /// - Returns: whether the file was written.
    @discardableResult
    public static func write(_ source: String, to url: URL) throws -> Bool {
        let bytes = Data(source.utf8)
        if let existing = try? Data(contentsOf: url), existing == bytes { return false }
        try bytes.write(to: url, options: .atomic)
        return true
    }
}
