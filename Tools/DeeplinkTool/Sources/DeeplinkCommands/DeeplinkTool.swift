import ArgumentParser
import CommandSupport
import Foundation

/// Runs `deeplink` in-process: parses the arguments, runs the subcommand against `io` and
/// `environment`, writes errors and help, and returns the exit status instead of exiting.
public enum DeeplinkTool {
    public static func run(
        _ arguments: [String], io: CommandIO = .standard,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> Int32 {
        let parsed: any ParsableCommand
        do {
            parsed = try DeeplinkCommand.parseAsRoot(arguments)
        } catch {
            return report(error, io: io)
        }
        guard let subcommand = parsed as? any DeeplinkSubcommand else {
            if parsed is DeeplinkCommand || parsed is KeysCommand {
                // A group without a subcommand is a usage error; `--help` asks for help.
                io.writeError(DeeplinkCommand.helpMessage(for: type(of: parsed)) + "\n")
                return ExitStatus.usage.rawValue
            }
            // `deeplink help …`: ArgumentParser's own help command.
            do {
                var command = parsed
                try command.run()
                return ExitStatus.success.rawValue
            } catch {
                return report(error, io: io)
            }
        }
        do {
            try await subcommand.execute(io: io, environment: environment)
            return ExitStatus.success.rawValue
        } catch {
            io.writeError("error: \(error)\n")
            return error.status.rawValue
        }
    }

    /// Help goes to standard output with status 0; usage errors to standard error with 64.
    private static func report(_ error: any Error, io: CommandIO) -> Int32 {
        let message = DeeplinkCommand.fullMessage(for: error)
        let code = DeeplinkCommand.exitCode(for: error)
        if code == .success {
            if !message.isEmpty { io.write(message + "\n") }
            return ExitStatus.success.rawValue
        }
        io.writeError(message + "\n")
        return code.rawValue
    }
}
