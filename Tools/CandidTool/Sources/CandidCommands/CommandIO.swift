import Foundation

/// Where the commands read and write. The executable uses ``standard``; tests inject closures
/// that capture the text, so every command runs in-process.
public struct CommandIO: Sendable {
    /// Writes to standard output (text is written as given; commands end their lines).
    public var write: @Sendable (String) -> Void
    /// Writes to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads all of standard input, for the `-` argument; nil when it cannot be read.
    public var readInput: @Sendable () -> String?

    public init(
        write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> String? = { nil }
    ) {
        self.write = write
        self.writeError = writeError
        self.readInput = readInput
    }

    /// The process's standard streams.
    public static let standard = CommandIO(
        write: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) },
        readInput: { String(data: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8) }
    )
}
