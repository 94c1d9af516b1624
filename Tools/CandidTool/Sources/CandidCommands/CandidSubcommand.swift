import ArgumentParser
import CommandSupport

/// A `candid` subcommand: parsed by ArgumentParser, run against injected I/O so tests can run
/// it in-process and read what it printed.
protocol CandidSubcommand: AsyncParsableCommand {
    func execute(io: CommandIO) async throws(CandidToolError)
}

extension CandidSubcommand {
    /// What `CandidCommand.main()` runs: the same work on the process's streams.
    mutating func run() async throws {
        do {
            try await execute(io: .standard)
        } catch {
            CommandIO.standard.writeError("error: \(error)\n")
            throw ExitCode(error.status.rawValue)
        }
    }
}
