import Foundation

/// Runs one member's test bundle straight from the graph's build and reads what it reported.
///
/// On Linux a bundle (`<Package>PackageTests.xctest`) is an executable that runs its Swift Testing
/// tests when given `--testing-library swift-testing`, which is what `swift test` does after
/// planning the build again; starting it directly skips that planning and never resolves, so the
/// graph's checkouts stay as they are. It runs in the member's folder, with colours off so the
/// log reads as text, in a process group of its own: stopped with everything it started if it
/// outlives its deadline, and what its tests leave running is stopped when it exits.
public struct TestBundleRun: Sendable {
    public let bundle: URL
    public let directory: URL
    public let timeout: TimeInterval

    public init(bundle: URL, directory: URL, timeout: TimeInterval) {
        self.bundle = bundle
        self.directory = directory
        self.timeout = timeout
    }

    public var arguments: [String] { ["--testing-library", "swift-testing"] }

    public static let environment = ["NO_COLOR": "1"]

    /// What the bundle printed and how it ended.
    public struct Result: Sendable {
        public let output: ProcessOutput
        public let seconds: Double

        /// Swift Testing's count from the closing line.
        public var testCount: Int? { PackageOutcome.testCount(inOutput: output.standardOutput) }
        /// Lines the tests printed as `REPORT <text>`.
        public var reportLines: [String] { PackageOutcome.reportLines(inOutput: output.standardOutput) }
    }

    public func run(onOutput: (@Sendable (Data) -> Void)? = nil) throws -> Result {
        let start = Date()
        guard FileManager.default.isExecutableFile(atPath: bundle.path) else {
            throw WorkspaceError.commandFailed(
                command: bundle.path, status: -1, output: "the test bundle was not built")
        }
        let output = try ProcessRunner.run(
            bundle.path, arguments, in: directory, environment: Self.environment,
            mergeStandardError: true, timeout: timeout, ownProcessGroup: true, onOutput: onOutput)
        return Result(output: output, seconds: Date().timeIntervalSince(start))
    }
}
