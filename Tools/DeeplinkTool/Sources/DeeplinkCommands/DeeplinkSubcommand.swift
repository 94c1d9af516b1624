import ArgumentParser
import CommandSupport

/// A `deeplink` subcommand: parsed by ArgumentParser, run against injected I/O and environment
/// so tests can run it in-process and read what it printed.
protocol DeeplinkSubcommand: AsyncParsableCommand {
    func execute(io: CommandIO, environment: [String: String]) async throws(DeeplinkToolError)
}
