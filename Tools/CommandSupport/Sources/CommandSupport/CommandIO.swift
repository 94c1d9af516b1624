import Foundation

/// Where a tool's commands read and write. The executables use ``standard``; tests inject
/// closures that capture the text, so every command can run in-process.
public struct CommandIO: Sendable {
    /// Writes to standard output (text is written as given; commands end their lines).
    public var write: @Sendable (String) -> Void
    /// Writes to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads all of standard input, for the `-` argument; nil when it cannot be read, is not
    /// UTF-8, or is longer than ``maximumInputBytes``.
    public var readInput: @Sendable () -> String?

    /// - Parameters:
    ///   - write: receives what a command prints on standard output.
    ///   - writeError: receives error messages and diagnostics.
    ///   - readInput: supplies standard input for `-`; by default there is none.
    public init(
        write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> String? = { nil }
    ) {
        self.write = write
        self.writeError = writeError
        self.readInput = readInput
    }

    /// The most standard input ``standard`` reads: a runaway pipe is refused, not buffered.
    public static let maximumInputBytes = 64 << 20

    /// The process's standard streams.
    public static let standard = CommandIO(
        write: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) },
        readInput: {
            var data = Data()
            while true {
                let chunk = FileHandle.standardInput.readData(ofLength: 1 << 16)
                if chunk.isEmpty { break }
                data.append(chunk)
                if data.count > maximumInputBytes { return nil }
            }
            return String(data: data, encoding: .utf8)
        }
    )
}
