import ChildProcesses
import Foundation

/// A user's XDG folders in a fresh temporary folder, and the environment that points the built
/// tools (and xdg-mime, xdg-open) at them and at nothing of the machine's: no desktop
/// environment is detected, so xdg-utils take their generic path, which reads these files.
struct DesktopUser: Sendable {
    let root: URL
    var dataHome: URL { root.appendingPathComponent("data") }
    var configHome: URL { root.appendingPathComponent("config") }
    var runtime: URL { root.appendingPathComponent("runtime") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("deeplink-desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        // As the system makes XDG_RUNTIME_DIR: this user's alone.
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: runtime.path)
    }

    var environment: [String: String?] {
        var changes: [String: String?] = [
            "HOME": root.path, "XDG_DATA_HOME": dataHome.path, "XDG_CONFIG_HOME": configHome.path,
            "XDG_RUNTIME_DIR": runtime.path,
            // Only the files above: no system-wide defaults, no desktop environment's own tools.
            "XDG_DATA_DIRS": root.appendingPathComponent("none").path,
            "XDG_CONFIG_DIRS": root.appendingPathComponent("none").path, "DEEPLINK_PRIVATE_KEY": nil,
        ]
        for name in [
            "XDG_CURRENT_DESKTOP", "DESKTOP_SESSION", "KDE_FULL_SESSION", "KDE_SESSION_VERSION",
            "GNOME_DESKTOP_SESSION_ID", "MATE_DESKTOP_SESSION_ID", "XDG_SESSION_DESKTOP", "BROWSER", "DISPLAY",
            "WAYLAND_DISPLAY",
        ] {
            changes[name] = .some(nil)
        }
        return changes
    }

    /// `environment` as an in-process run takes it.
    var plainEnvironment: [String: String] { environment.compactMapValues { $0 } }

    func text(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Runs `executable` with this user's environment, at most 60 s.
    func run(_ executable: URL, _ arguments: [String], extra: [String: String] = [:]) async throws -> CommandResult {
        var changes = environment
        for (name, value) in extra { changes[name] = value }
        return try await Command(executable, arguments, environment: changes).run(
            timeout: .seconds(60), grace: .seconds(5))
    }

    /// The first of `paths` that is an executable file.
    static func installed(_ paths: [String]) -> URL? {
        paths.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }
}
