import Foundation

/// Locates ../shared (the conformance suite and fixtures) relative to this file, so tests run
/// from any working directory; a plain clone has no such folder and those tests are skipped.
enum SharedMaterial {
    /// `<repo>/../shared`: this file is `<repo>/Packages/CandidParser/Tests/CandidParserTests/…`.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared")

    static let conformance = root.appendingPathComponent("conformance/candid")
    static let candidTests = conformance.appendingPathComponent("test")
    static let parserAssets = conformance.appendingPathComponent("parser-assets")
    static let mainnetInterfaces = root.appendingPathComponent("fixtures/icp/did")

    static func exists(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func files(in url: URL, suffix: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { url.appendingPathComponent($0) }
    }
}
