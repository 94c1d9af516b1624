import ArgumentParser
import CommandSupport

/// Runs `icp` in-process: parses the arguments, runs the subcommand against `io`, writes errors
/// and help, and returns the exit status instead of exiting.
public enum ICPTool {
    /// - Parameters:
    ///   - arguments: the command line without the program name.
    ///   - io: where output goes and standard input comes from.
    /// - Returns: the exit status (see `ExitStatus`).
    public static func run(_ arguments: [String], io: CommandIO = .standard) async -> Int32 {
        let parsed: any ParsableCommand
        do {
            parsed = try ICPCommand.parseAsRoot(arguments)
        } catch {
            return report(error, io: io)
        }
        if let subcommand = parsed as? any ICPSubcommand {
            do {
                try await subcommand.execute(io: io)
                return ExitStatus.success.rawValue
            } catch {
                io.writeError(error.line)
                return error.status.rawValue
            }
        }
        let command = type(of: parsed)
        if !command.configuration.subcommands.isEmpty {
            // `icp` (or a group such as `icp ledger`) without a subcommand: a usage error; its
            // help goes to standard error. `--help` is handled by the parser (status 0).
            io.writeError(ICPCommand.helpMessage(for: command) + "\n")
            return ExitStatus.usage.rawValue
        }
        // `icp help …`: ArgumentParser's own help command.
        do {
            var command = parsed
            try command.run()
            return ExitStatus.success.rawValue
        } catch {
            return report(error, io: io)
        }
    }

    /// Help goes to standard output with status 0, as people pipe it into a pager; usage errors
    /// go to standard error with status 64.
    private static func report(_ error: any Error, io: CommandIO) -> Int32 {
        let message = ICPCommand.fullMessage(for: error)
        let code = ICPCommand.exitCode(for: error)
        if code == .success {
            if !message.isEmpty { io.write(message + "\n") }
            return ExitStatus.success.rawValue
        }
        io.writeError(message + "\n")
        return code == .validationFailure ? ExitStatus.usage.rawValue : code.rawValue
    }
}
