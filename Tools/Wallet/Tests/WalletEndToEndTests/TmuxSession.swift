import Foundation
import WalletApp

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
        throw TmuxError(description: "\"\(text)\" did not appear \(times) time(s) within \(seconds) s; the screen:\n\(shown.suffix(3000))")
    }

    func kill() {
        _ = try? tmux(["kill-server"])
    }

    deinit { kill() }

    /// Runs tmux and waits for it (at most 30 s); only `capturing` calls read its output. The
    /// first call starts the tmux server, which keeps the client's descriptors: reading that
    /// output to its end would never finish. `ChildProcess` starts tmux with signals unblocked,
    /// so `kill-server` can stop the server and its panes.
    @discardableResult
    private func tmux(_ arguments: [String], capturing: Bool = false) throws -> String {
        guard let executable = Self.executable else { throw TmuxError(description: "tmux is not installed") }
        let child = try ChildProcess(executable: executable, arguments: ["-L", socket] + arguments, capturesOutput: capturing)
        let output = capturing ? child.readToEnd() : Data()
        let status = child.wait(timeout: 30) ?? child.terminate(grace: 1)
        guard status == 0 || arguments.first == "kill-server" else {
            throw TmuxError(description: "tmux \(arguments.joined(separator: " ")) exited \(status)")
        }
        return String(decoding: output, as: UTF8.self)
    }
}

struct TmuxError: Error, CustomStringConvertible {
    let description: String
}
