#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The settings a signal handler puts back. Written once, before any handler is installed, and
/// only read afterwards (a signal handler can capture nothing, so it has to be a global).
nonisolated(unsafe) private var settingsToRestoreOnSignal: termios?

extension StandardTerminal {
    /// Makes Ctrl-C (SIGINT), SIGTERM and SIGHUP put the terminal's settings back before the
    /// program ends the way it would have, so a secret prompt interrupted by Ctrl-C does not leave
    /// the shell without echo. Opt-in, because handling signals is the program's decision; call it
    /// once, early, from the main program. Does nothing when standard input is not a terminal.
    public func restoreOnSignals() {
        guard let original = originalSettings, settingsToRestoreOnSignal == nil else { return }
        settingsToRestoreOnSignal = original
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(signalNumber) { received in
                // Only async-signal-safe calls here: tcsetattr, signal, raise.
                if var settings = settingsToRestoreOnSignal {
                    _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
                }
                _ = signal(received, SIG_DFL)
                _ = raise(received)
            }
        }
    }
}
