import Foundation

/// Drives `swift build`/`swift test` for workspace members against one shared scratch path, so a
/// dependency compiled for one member is reused by every later member.
public struct SwiftPM: Sendable {
    public let scratchPath: URL

    public init(scratchPath: URL) {
        self.scratchPath = scratchPath
    }

    /// Evaluates a manifest without resolving or building anything.
    public func dump(packageAt directory: URL) throws -> PackageDump {
        let result = try ProcessRunner.run("swift", ["package", "dump-package", "--package-path", directory.path])
        guard result.succeeded else {
            throw WorkspaceError.commandFailed(
                command: "swift package dump-package --package-path \(directory.path)",
                status: result.status, output: result.standardError
            )
        }
        return try PackageDump(json: Data(result.standardOutput.utf8))
    }

    public func buildArguments(packageAt directory: URL, includingTests: Bool) -> [String] {
        ["build", "--package-path", directory.path, "--scratch-path", scratchPath.path]
            + (includingTests ? ["--build-tests"] : [])
    }

    /// Builds the package (with the same flags as `buildArguments`, so nothing compiles twice) and
    /// extracts the public symbols of its modules; extension blocks keep extensions of other
    /// modules' types on pages of their own, as DocC expects.
    public func symbolGraphArguments(packageAt directory: URL) -> [String] {
        ["package", "--package-path", directory.path, "--scratch-path", scratchPath.path,
         "dump-symbol-graph", "--emit-extension-block-symbols"]
    }

    public func testArguments(packageAt directory: URL) -> [String] {
        // The build step already compiled the tests; XCTest is off because the project uses Swift
        // Testing only and XCTest's empty run would print a misleading closing line.
        ["test", "--package-path", directory.path, "--scratch-path", scratchPath.path, "--skip-build", "--disable-xctest"]
    }
}
