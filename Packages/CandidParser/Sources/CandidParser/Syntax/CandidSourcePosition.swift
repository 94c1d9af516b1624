/// Where something was written: the file (as the importing file named it, empty for the text
/// given directly) and the 1-based line and column.
public struct CandidSourcePosition: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String = "", line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `line:column` for unnamed text: the form compilers print.
    public var description: String { file.isEmpty ? "\(line):\(column)" : "\(file):\(line):\(column)" }
}
