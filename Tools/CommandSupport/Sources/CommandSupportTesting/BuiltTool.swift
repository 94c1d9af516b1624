import Foundation

/// A tool's executable as the tests of its package find it: built next to the running test
/// binary (`swift build --build-tests` builds a package's executables with its tests), run with
/// arguments, its output and status returned. Test machinery, not for the tools themselves.
public struct BuiltTool: Sendable {
    public let url: URL

    /// The executable `name` in the folder of the running test binary.
    public init(_ name: String) {
        url = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Whether it has been built (a test that needs it can say why it is skipped).
    public var exists: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

    /// What a run printed and how it ended.
    public struct Run: Sendable {
        public let status: Int32
        public let output: String
        public let error: String
    }

    /// Runs it to the end with `arguments` and `input` on standard input. For commands that end
    /// by themselves (`--help`, `--version`, a conversion of a few lines).
    public func run(_ arguments: [String], input: String = "") throws -> Run {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Standard error is read on another thread while this one reads standard output, so a
        // child that fills one pipe while the other is being read cannot block.
        let errorData = DataBox()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { errorData.value = stderr.fileHandleForReading.readDataToEndOfFile() }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                   error: String(decoding: errorData.value, as: UTF8.self))
    }
}

/// Written by one reading thread and read after `DispatchGroup.wait()`, which orders the two.
private final class DataBox: @unchecked Sendable {
    var value = Data()
}
