import ChildProcesses
import Foundation

/// Runs the `openssl` command line for the fixtures, with a deadline (a wedged openssl fails
/// the run instead of hanging it) and its standard error in the error when it fails.
enum OpenSSLCommand {
    static let executable = URL(fileURLWithPath: "/usr/bin/openssl")
    static let timeout: Duration = .seconds(60)

    /// Runs `openssl arguments` in `directory`; standard output goes to `output` (a file in the
    /// directory) when given, else nowhere.
    static func run(_ arguments: [String], in directory: URL, output: String? = nil) async throws {
        let result = try await Command(executable, arguments, workingDirectory: directory).run(timeout: timeout)
            .checked()
        if let output {
            try Data(result.output).write(to: directory.appendingPathComponent(output))
        }
    }
}
