import ChildProcesses
import Foundation

/// A program running in a tmux pane on a server of its own: keys typed with `send-keys`, the
/// screen read with `capture-pane`, everything torn down with `kill-server`.
final class TmuxSession {
    private let socket = "wallet-e2e-\(UUID().uuidString.prefix(8))"
    private let name = "wallet"

    /// Whether tmux is installed (`make deps` installs it where it can).
    static var isAvailable: Bool { executable != nil }

    private static var executable: String? {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts `command` (a shell command line) in a detached 220×80 pane.
    init(command: String) throws {
        try tmux(["new-session", "-d", "-s", name, "-x", "220", "-y", "80", command])
        // Keep the whole session's output for capture, not only what fits on the screen.
        try tmux(["set-option", "-t", name, "history-limit", "100000"])
    }

    /// Types `text` and presses Enter.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", name, "-l", text])
        try tmux(["send-keys", "-t", name, "Enter"])
    }

    /// Sends a key by tmux's name for it (`C-c`).
    func press(_ key: String) throws {
        try tmux(["send-keys", "-t", name, key])
    }

    /// Everything the pane has shown, scrollback included.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", name], capturing: true)
    }

    /// Waits until the pane has shown `text` `times` times, polling the screen every 20 ms for at
    /// most `seconds`; returns the screen, or throws with it.
    @discardableResult
    func waitFor(_ text: String, times: Int = 1, seconds: Double = 60) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var shown = ""
        while Date() < deadline {
            shown = try screen()
            if shown.components(separatedBy: text).count - 1 >= times { return shown }
            usleep(20_000)
        }
        throw TmuxError(
            description:
                "\"\(text)\" did not appear \(times) time(s) within \(seconds) s; the screen:\n\(shown.suffix(3000))")
    }

    func kill() {
        _ = try? tmux(["kill-server"])
    }

    deinit { kill() }

    /// Runs tmux and waits for it (at most 30 s). The first call starts the tmux server, which
    /// keeps the client's output pipe open: the run still ends with the client, and the server
    /// starts with no signal blocked, so `kill-server` stops it and its panes. Synchronous: the
    /// suite runs `.onItsOwnThread`.
    @discardableResult
    private func tmux(_ arguments: [String], capturing: Bool = false) throws -> String {
        guard let executable = Self.executable else { throw TmuxError(description: "tmux is not installed") }
        let result = try Command(executable, ["-L", socket] + arguments).runBlocking(
            timeout: .seconds(30), grace: .seconds(1))
        guard result.succeeded || arguments.first == "kill-server" else {
            throw TmuxError(
                description:
                    "tmux \(arguments.joined(separator: " ")) ended with \(result.termination)\(result.timedOut ? " (stopped after 30 s)" : ""): \(result.standardError)"
            )
        }
        return capturing ? result.standardOutput : ""
    }
}

struct TmuxError: Error, CustomStringConvertible {
    let description: String
}
