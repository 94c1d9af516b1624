/// Where a ``TerminalPresenter`` writes and reads: a person's terminal (``StandardTerminal``) or
/// a script in a test (``MemoryTerminal``).
///
/// Reads are line by line. A read waits for the next line and, when the task waiting is
/// cancelled, throws `CancellationError` without taking the line: it stays for the next reader,
/// so a screen that was cancelled never steals the answer meant for the screen after it.
public protocol TerminalIO: Sendable {
    /// Writes `text` as it is (the caller adds newlines); it must be visible at once, prompts
    /// included, so a person or a driving script sees what is asked before answering.
    func write(_ text: String)

    /// The next line, without its line ending; nil once the input has ended (Ctrl-D, a closed
    /// pipe). Throws `CancellationError` when the waiting task is cancelled and
    /// ``TerminalInputError`` for a line that cannot be used.
    func readLine() async throws -> String?

    /// Like ``readLine()``, for a secret: the terminal does not echo what is typed.
    func readSecretLine() async throws -> String?
}
