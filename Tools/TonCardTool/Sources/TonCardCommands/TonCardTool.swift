import ArgumentParser
import CommandSupport

/// Runs `toncard` in-process: parses the arguments, runs the command against `context`, writes
/// errors and help, and returns the exit status instead of exiting.
public enum TonCardTool {
    public static func run(_ arguments: [String], context: TonCardToolContext = .standard) async -> Int32 {
        let parsed: any ParsableCommand
        do {
            parsed = try TonCardCommand.parseAsRoot(arguments)
        } catch {
            return report(error, io: context.io)
        }
        guard let command = parsed as? any TonCardSubcommand else {
            if parsed is TonCardCommand || parsed is KeychainCommand || parsed is RecoveryCommand
                || parsed is HMACKeyCommand
            {
                // A group without its subcommand is a usage error; `--help` asks for help.
                context.io.writeError(TonCardCommand.helpMessage(for: type(of: parsed)) + "\n")
                return ExitStatus.usage.rawValue
            }
            // `toncard help …`: ArgumentParser's own help command.
            do {
                var command = parsed
                try command.run()
                return ExitStatus.success.rawValue
            } catch {
                return report(error, io: context.io)
            }
        }
        return await execute(command, context: context)
    }

    /// Runs a parsed command. With `--json` a failure of the card layer prints its §10.0 JSON on
    /// standard output (the status still says it failed); every other error is a sentence on
    /// standard error.
    static func execute(_ command: any TonCardSubcommand, context: TonCardToolContext) async -> Int32 {
        let session = CommandSession(context: context, options: command.global)
        do {
            try await command.execute(session)
            return ExitStatus.success.rawValue
        } catch {
            if let json = error.json {
                context.io.write(json + "\n")
            } else {
                context.io.writeError("error: \(error.message)\n")
            }
            return error.status.rawValue
        }
    }

    /// Help goes to standard output with status 0; usage errors to standard error with 64.
    private static func report(_ error: any Error, io: CommandIO) -> Int32 {
        let message = TonCardCommand.fullMessage(for: error)
        let code = TonCardCommand.exitCode(for: error)
        if code == .success {
            if !message.isEmpty { io.write(message + "\n") }
            return ExitStatus.success.rawValue
        }
        io.writeError(message + "\n")
        return code == .validationFailure ? ExitStatus.usage.rawValue : code.rawValue
    }
}
