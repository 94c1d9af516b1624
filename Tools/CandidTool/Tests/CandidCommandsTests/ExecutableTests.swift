import Foundation
import Testing

/// The built `candid` sits next to the test binary in the scratch path's build folder
/// (`swift test` builds it too); when it does not, the test is skipped.
private let executable: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("candid")

@Suite struct ExecutableTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable.path), "no built candid next to the test binary"))
    func theExecutablePipesEncodeIntoDecodeAndExitsWithTheStatus() throws {
        let encoded = try run(["encode", "(record { a = 1 : nat })"])
        #expect(encoded.status == 0)
        #expect(encoded.output == "4449444c016c01617d010001\n")
        let decoded = try run(["decode", "-", "--types", "(record { a : nat })"], input: encoded.output)
        #expect(decoded.status == 0)
        #expect(decoded.output == "(record { a = 1 : nat })\n")
        let bad = try run(["decode", "zz"])
        #expect(bad.status == 1)
        #expect(bad.output.isEmpty)
        #expect(bad.error == "error: invalid hex character \"z\" at position 0: expected 0-9, a-f or A-F\n")
        #expect(try run(["decode", "00", "--args"]).status == 64)
    }

    private func run(_ arguments: [String], input: String = "") throws -> CapturedRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // The outputs are a few lines, well within a pipe's buffer, so reading after exit is safe.
        process.waitUntilExit()
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let error = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return CapturedRun(status: process.terminationStatus, output: output, error: error)
    }
}
