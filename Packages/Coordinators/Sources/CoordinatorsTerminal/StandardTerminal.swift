import Dispatch
import Foundation

/// The terminal of the person running the program: writes to standard output unbuffered, reads
/// standard input line by line, and hides secrets as they are typed.
///
/// Standard input is read by one dedicated thread, with blocking reads that stay off Swift's
/// cooperative pool, and only when a reader waits: each read asked for is one line read. A reader
/// that is cancelled leaves the line for the next one. While a secret is asked for, the echo is
/// off — switched before the person types, since it is set when the secret read starts, right
/// after its prompt — and it is back on as soon as no secret is asked for: the secret was typed,
/// or its screen went away. Call ``restore()`` before the program exits to leave the terminal's
/// settings as they were found, whatever happened, and ``restoreOnSignals()`` early on so that
/// Ctrl-C during a secret does it too.
///
/// Make one per process: two would both read standard input.
public final class StandardTerminal: TerminalIO, Sendable {
    /// Longer lines are dropped with a message (a paste gone wrong, not an answer).
    public static let maximumLineLength = 4096

    private let mailbox: LineMailbox
    private let echo: TerminalEcho

    public init() {
        let echo = TerminalEcho()
        let demand = DispatchSemaphore(value: 0)
        let mailbox = LineMailbox { event, status in
            switch event {
            case .lineWanted:
                demand.signal()
            case .waiting, .abandoned:
                echo.setHidden(status.secretWaiting)
            case .delivered(let item, let secret, let afterWaiting):
                echo.setHidden(status.secretWaiting)
                // Enter was not echoed while hidden: end the line the prompt is on. (At the end
                // of input the presenter ends it.)
                if secret && afterWaiting && item != nil && echo.isTerminal {
                    StandardTerminal.writeToStandardOutput("\n")
                }
            }
        }
        self.echo = echo
        self.mailbox = mailbox
        let thread = Thread {
            // Named from inside, where it reaches the system thread (at most 15 bytes).
            Thread.current.name = "terminal input"
            var reader = StandardInputReader(descriptor: STDIN_FILENO, limit: StandardTerminal.maximumLineLength)
            // One line per request until the input ends; then the thread is done.
            while true {
                demand.wait()
                guard let item = reader.next() else {
                    mailbox.end()
                    return
                }
                mailbox.post(item)
            }
        }
        thread.start()
    }

    deinit {
        echo.restore()
    }

    public func write(_ text: String) {
        Self.writeToStandardOutput(text)
    }

    public func readLine() async throws -> String? {
        try await read(secret: false)
    }

    public func readSecretLine() async throws -> String? {
        try await read(secret: true)
    }

    /// Puts the terminal's settings back as they were when this was made (echo on).
    public func restore() {
        echo.restore()
    }

    /// The settings found at start, for ``restoreOnSignals()``; nil when standard input is not a
    /// terminal.
    var originalSettings: termios? {
        echo.originalSettings
    }

    private func read(secret: Bool) async throws -> String? {
        switch try await mailbox.receive(secret: secret) {
        case .line(let line): return line
        case .tooLong(let limit): throw TerminalInputError.lineTooLong(limit: limit)
        case nil: return nil
        }
    }

    private static func writeToStandardOutput(_ text: String) {
        // FileHandle writes go straight to the descriptor: no stdio buffer holds a prompt back.
        // A closed standard output is not worth crashing over.
        try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }
}
