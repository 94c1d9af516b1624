import ArgumentParser
import CommandSupport

/// A leaf `icp` subcommand (one that does work): parsed by ArgumentParser, run against injected
/// I/O so tests can run it in-process and read what it printed.
///
/// A group of subcommands (such as a future `icp ledger`) is a plain `ParsableCommand` whose
/// configuration lists leaves conforming to this protocol; ``ICPTool/run(_:io:)`` prints a
/// group's help with status 64 when no leaf is named.
protocol ICPSubcommand: AsyncParsableCommand {
    func execute(io: CommandIO) async throws(ICPToolError)
}

extension ICPSubcommand {
    /// What `ICPCommand.main()` would run: the same work on the process's streams.
    mutating func run() async throws {
        do {
            try await execute(io: .standard)
        } catch {
            CommandIO.standard.writeError(error.line)
            throw ExitCode(error.status.rawValue)
        }
    }
}
