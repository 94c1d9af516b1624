import ArgumentParser
import CommandSupport

/// A `toncard` command that does work: parsed by ArgumentParser, run against an injected context
/// so tests can run it in-process against an emulated card and read what it printed.
protocol TonCardSubcommand: AsyncParsableCommand {
    var global: GlobalOptions { get }
    func execute(_ session: CommandSession) async throws(TonCardToolError)
}

extension TonCardSubcommand {
    /// What `TonCardCommand.main()` would run: the same work on the process's streams, pcscd and
    /// terminal. `toncard` itself goes through `TonCardTool.run`.
    mutating func run() async throws {
        let status = await TonCardTool.execute(self, context: .standard)
        if status != ExitStatus.success.rawValue { throw ExitCode(status) }
    }
}
