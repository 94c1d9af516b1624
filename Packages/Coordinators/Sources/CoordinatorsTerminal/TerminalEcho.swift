import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Switches the echo of typed characters on standard input off and back on, for secrets.
///
/// The settings found at start are kept and put back whenever echo is turned on again and by
/// ``restore()``, so a secret prompt that ends any way at all — answered, cancelled, the program
/// leaving — leaves the terminal as it found it. When standard input is not a terminal (a pipe, a
/// file) nothing is echoed anyway and this does nothing.
final class TerminalEcho: Sendable {
    private struct State {
        var original: termios?
        var hidden = false
    }

    private let state: Mutex<State>

    /// Whether standard input is a terminal, so secrets need the echo switched off.
    let isTerminal: Bool

    init() {
        let isTerminal = isatty(STDIN_FILENO) == 1
        var original: termios?
        if isTerminal {
            var settings = termios()
            if tcgetattr(STDIN_FILENO, &settings) == 0 { original = settings }
        }
        self.isTerminal = isTerminal && original != nil
        self.state = Mutex(State(original: original))
    }

    /// Echo off while `hidden`, the original settings otherwise. Repeating a state does nothing.
    func setHidden(_ hidden: Bool) {
        state.withLock { state in
            guard let original = state.original, state.hidden != hidden else { return }
            var settings = original
            if hidden {
                // Only ECHO: the line stays line-buffered, so Enter still ends the secret.
                settings.c_lflag &= ~tcflag_t(ECHO)
            }
            if tcsetattr(STDIN_FILENO, TCSANOW, &settings) == 0 {
                state.hidden = hidden
            }
        }
    }

    /// The settings found at start; nil when standard input is not a terminal.
    var originalSettings: termios? {
        state.withLock { $0.original }
    }

    /// Puts back the settings found at start.
    func restore() {
        state.withLock { state in
            guard var original = state.original else { return }
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &original)
            state.hidden = false
        }
    }
}
