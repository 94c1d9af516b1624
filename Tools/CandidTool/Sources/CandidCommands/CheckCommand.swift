import ArgumentParser
import CandidParser
import CommandSupport

struct CheckCommand: CandidSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parses and type-checks .did files.",
        discussion: """
            Prints 'FILE: OK' with the number of types and methods, or 'FILE:LINE:COLUMN: \
            message' on standard error. Checks undefined names, invalid cyclic definitions, \
            methods that are not functions, oneway methods with results, field-name hash \
            collisions and duplicate methods; imports resolve relative to the file.

            Examples:
              candid check ledger.did
              candid check *.did
            """
    )

    @Argument(help: ArgumentHelp("The .did files.", valueName: "file"))
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one .did file") }
    }

    func execute(io: CommandIO) async throws(CandidToolError) {
        guard files.count > 1 else {
            try check(files[0], io: io)
            return
        }
        // Several files: report each failure as it happens, then exit with the status of the first.
        var failures: [CandidToolError] = []
        for file in files {
            do {
                try check(file, io: io)
            } catch {
                io.writeError("error: \(error)\n")
                failures.append(error)
            }
        }
        if let first = failures.first {
            throw CandidToolError(first.status, "\(failures.count) of \(files.count) files failed the check")
        }
    }

    private func check(_ file: String, io: CommandIO) throws(CandidToolError) {
        let interface = try DidFile.load(file)
        let methods = interface.methods.count
        let types = interface.definitionOrder.count
        io.write("\(file): OK (\(types) type\(types == 1 ? "" : "s"), \(methods) method\(methods == 1 ? "" : "s"))\n")
    }
}
