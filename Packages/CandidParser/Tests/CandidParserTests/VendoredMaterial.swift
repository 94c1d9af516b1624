import Foundation

/// The conformance suite and the mainnet interfaces vendored next to this file (see
/// `Conformance/SOURCES.md` and `Interfaces/SOURCES.txt`), found through `#filePath` so the tests
/// run from any working directory, in this repository and in a released copy of the package.
enum VendoredMaterial {
    static let folder: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static let conformance = folder.appendingPathComponent("Conformance")
    static let candidTests = conformance.appendingPathComponent("test")
    static let parserAssets = conformance.appendingPathComponent("parser-assets")
    static let mainnetInterfaces = folder.appendingPathComponent("Interfaces")

    /// The files of `url` whose names end in `suffix`, sorted by name; none when the folder is
    /// missing, which the suites' count checks then report as a failure.
    static func files(in url: URL, suffix: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { url.appendingPathComponent($0) }
    }
}
