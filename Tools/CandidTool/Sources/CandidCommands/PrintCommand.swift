import ArgumentParser
import CandidParser
import CommandSupport

struct PrintCommand: CandidSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: "Pretty-prints a .did file, with its imports merged in.",
        discussion: """
            One type definition per line, then the service with one method per line; the \
            output parses back to the same interface. The file is type-checked first.

            Example:
              candid print ledger.did > ledger.pretty.did
            """
    )

    @Argument(help: ArgumentHelp("The .did file.", valueName: "file"))
    var file: String

    func execute(io: CommandIO) async throws(CandidToolError) {
        io.write(try DidFile.load(file).prettyPrinted)
    }
}
