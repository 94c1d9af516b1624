import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tool's executable as the tests of its package find it: built next to the running test
/// binary (`swift build --build-tests` builds a package's executables with its tests), run with
/// arguments, its output and status returned. Test machinery, not for the tools themselves.
public struct BuiltTool: Sendable {
    public let url: URL

    /// An executable somewhere else (a system tool a test compares against).
    public init(url: URL) {
        self.url = url
    }

    /// The executable `name` in the folder of the running test binary.
    public init(_ name: String) {
        url = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Whether it has been built (a test that needs it can say why it is skipped).
    public var exists: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

    /// What a run printed and how it ended.
    public struct Run: Sendable, CustomStringConvertible {
        /// The exit status; -1 when the run was killed for taking too long.
        public let status: Int32
        public let output: String
        public let error: String

        public var description: String { "status \(status)\nstdout: \(output)\nstderr: \(error)" }
    }

    /// Runs it to the end with `arguments` and `input` on standard input, waiting at most
    /// `timeout` seconds: a run that takes longer is killed and reported with status -1, so a
    /// hanging tool fails its test instead of hanging it.
    public func run(_ arguments: [String], input: String = "", timeout: Double = 120) throws -> Run {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Both pipes are drained on threads of their own, so a child that fills one while the
        // other is being read cannot block.
        let output = PipeReader(stdout.fileHandleForReading)
        let error = PipeReader(stderr.fileHandleForReading)
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        guard exited.wait(timeout: .now() + timeout) == .success else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return Run(status: -1, output: output.text(within: 5), error: "killed after \(timeout) s\n" + error.text(within: 5))
        }
        return Run(status: process.terminationStatus, output: output.text(within: 10), error: error.text(within: 10))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    // @unchecked: `data` is written by the reading thread before `done` is signalled, and read
    // only after waiting for it.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// The text read, once the writer closed the pipe (bounded wait).
    func text(within seconds: Double) -> String {
        guard done.wait(timeout: .now() + seconds) == .success else { return "(the pipe did not close)" }
        return String(decoding: data, as: UTF8.self)
    }
}
