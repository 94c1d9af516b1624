import ArgumentParser
import CommandSupport

/// Runs `candid` in-process: parses the arguments, runs the subcommand against `io`, writes
/// errors and help, and returns the exit status instead of exiting.
public enum CandidTool {
    public static func run(_ arguments: [String], io: CommandIO = .standard) async -> Int32 {
        let parsed: any ParsableCommand
        do {
            parsed = try CandidCommand.parseAsRoot(arguments)
        } catch {
            return report(error, io: io)
        }
        if parsed is CandidCommand || parsed is GenerateCommand {
            // `candid` (or the group `candid generate`) without a subcommand is a usage error;
            // `candid --help` asks for help.
            io.writeError(CandidCommand.helpMessage(for: type(of: parsed)) + "\n")
            return ExitStatus.usage.rawValue
        }
        guard let subcommand = parsed as? any CandidSubcommand else {
            // `candid help …`: ArgumentParser's own help command.
            do {
                var command = parsed
                try command.run()
                return ExitStatus.success.rawValue
            } catch {
                return report(error, io: io)
            }
        }
        do {
            try await subcommand.execute(io: io)
            return ExitStatus.success.rawValue
        } catch {
            io.writeError("error: \(error)\n")
            return error.status.rawValue
        }
    }

    /// Help goes to standard output with status 0, as people pipe it into a pager; usage
    /// errors go to standard error with status 64.
    private static func report(_ error: any Error, io: CommandIO) -> Int32 {
        let message = CandidCommand.fullMessage(for: error)
        let code = CandidCommand.exitCode(for: error)
        if code == .success {
            if !message.isEmpty { io.write(message + "\n") }
            return ExitStatus.success.rawValue
        }
        io.writeError(message + "\n")
        return code.rawValue
    }
}
