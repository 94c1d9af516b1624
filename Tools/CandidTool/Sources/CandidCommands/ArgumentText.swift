import CommandSupport

/// Text given on the command line, or standard input for `-`.
func argumentText(_ argument: String, io: CommandIO, what: String) throws(CandidToolError) -> String {
    guard argument == "-" else { return argument }
    guard let text = io.readInput() else { throw .cannotRead("cannot read \(what) from standard input") }
    return text
}
