import Foundation

/// The checkout these tests run in, found from this file's path.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // IntegrationTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // Tests-Integration
        .deletingLastPathComponent()

    /// Releasing needs the history; an exported tarball has none.
    static var hasGitHistory: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path)
    }
}
