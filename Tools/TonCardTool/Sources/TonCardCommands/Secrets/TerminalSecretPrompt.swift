#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prompts on the controlling terminal (`/dev/tty`) with echo off, only when standard input is a
/// terminal: a script piping into `toncard` never blocks on a prompt it cannot answer.
///
/// The terminal is switched to non-canonical mode with echo and signal keys off, and read one
/// byte at a time, so Ctrl-C and Ctrl-D arrive as bytes this code handles (cancelling the
/// prompt) instead of signals that would kill the process with echo still off. The saved
/// settings are restored on every way out of ``readSecret(prompt:)``.
public struct TerminalSecretPrompt: SecretPrompt {
    /// A PIN is 4 digits and a password 256 hex digits; anything far longer is a mistake.
    static let maximumLength = 1024

    public init() {}

    public func readSecret(prompt: String) throws(TonCardToolError) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        let terminal = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { return nil }
        defer { close(terminal) }

        var saved = termios()
        guard tcgetattr(terminal, &saved) == 0 else {
            throw TonCardToolError(.internalError, "cannot read the terminal's settings to prompt for a secret")
        }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
        withUnsafeMutableBytes(of: &quiet.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        show(prompt, on: terminal)
        guard tcsetattr(terminal, TCSAFLUSH, &quiet) == 0 else {
            throw TonCardToolError(.internalError, "cannot turn off the terminal's echo to prompt for a secret")
        }
        defer {
            tcsetattr(terminal, TCSAFLUSH, &saved)
            show("\n", on: terminal)
        }
        return try readLine(from: terminal)
    }

    /// Reads up to Return, editing with Backspace and Ctrl-U as a terminal line would.
    private func readLine(from terminal: Int32) throws(TonCardToolError) -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(terminal, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else {
                throw TonCardToolError(.internalError, "the terminal closed while prompting for a secret")
            }
            switch byte {
            case 0x0A, 0x0D:
                return String(decoding: bytes, as: UTF8.self)
            case 0x03:
                throw TonCardToolError(.failure, "cancelled at the prompt")
            case 0x04:
                if bytes.isEmpty { throw TonCardToolError(.failure, "cancelled at the prompt") }
            case 0x7F, 0x08:
                // Drop one whole character: its UTF-8 continuation bytes, then its first byte.
                while let last = bytes.last, last & 0xC0 == 0x80 { bytes.removeLast() }
                if !bytes.isEmpty { bytes.removeLast() }
            case 0x15:
                bytes.removeAll()
            default:
                bytes.append(byte)
                guard bytes.count <= Self.maximumLength else {
                    throw TonCardToolError(
                        .usage, "the secret typed at the prompt is longer than \(Self.maximumLength) bytes")
                }
            }
        }
    }

    private func show(_ text: String, on terminal: Int32) {
        var text = text
        text.withUTF8 { buffer in
            // A prompt that cannot be shown is not worth failing for: the read still works.
            _ = write(terminal, buffer.baseAddress, buffer.count)
        }
    }
}
