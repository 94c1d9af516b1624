import CommandSupport

/// Text given on the command line, or standard input for `-` (trailing newlines dropped: a
/// pasted URL or key ends with one).
func inputText(_ argument: String, io: CommandIO, what: String) throws(DeeplinkToolError) -> String {
    guard argument == "-" else { return argument }
    guard let text = io.readInput() else { throw .cannotRead("cannot read \(what) from standard input") }
    var trimmed = Substring(text)
    while let last = trimmed.last, last == "\n" || last == "\r" { trimmed = trimmed.dropLast() }
    return String(trimmed)
}
