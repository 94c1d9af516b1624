import ArgumentParser
import CommandSupport
import Foundation

/// Runs `deeplink-wallet` in-process: parses the arguments, serves until `stop` returns, writes
/// errors and help, and returns the exit status instead of exiting. The executable passes a
/// `stop` that returns on SIGTERM or SIGINT; tests pass one they control.
public enum DeeplinkWalletTool {
    public static func run(
        _ arguments: [String], io: CommandIO = .standard,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        until stop: @escaping @Sendable () async -> Void
    ) async -> Int32 {
        let command: DeeplinkWalletCommand
        do {
            command = try DeeplinkWalletCommand.parse(arguments)
        } catch {
            let message = DeeplinkWalletCommand.fullMessage(for: error)
            let code = DeeplinkWalletCommand.exitCode(for: error)
            // Help and --version go to standard output with status 0; usage errors to standard error.
            if code == .success {
                if !message.isEmpty { io.write(message + "\n") }
                return ExitStatus.success.rawValue
            }
            io.writeError(message + "\n")
            return code.rawValue
        }
        do {
            try await command.execute(io: io, environment: environment, until: stop)
            return ExitStatus.success.rawValue
        } catch {
            io.writeError("error: \(error)\n")
            return error.status.rawValue
        }
    }
}
