import ArgumentParser
import CommandSupport
import DeeplinkDesktop
import Foundation

/// `deeplink register-handler`: makes `deeplink open` this user's handler of `simplewallet://`
/// URLs, with a desktop entry and a default in mimeapps.list, as xdg-open and the desktops read them.
struct RegisterHandlerCommand: DeeplinkSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "register-handler",
        abstract: "Makes `deeplink open` this user's handler of simplewallet:// URLs.",
        discussion: """
            Writes the desktop entry $XDG_DATA_HOME/applications/NAME.desktop (default \
            ~/.local/share): a hidden application (NoDisplay=true) with \
            MimeType=x-scheme-handler/simplewallet; whose Exec line runs this deeplink \
            executable, by its absolute path, as `open %u`. Then makes it the scheme's default \
            under [Default Applications] in $XDG_CONFIG_HOME/mimeapps.list (default ~/.config), \
            keeping every other line of that file. Both files are written whole or not at all. \
            A simplewallet:// URL opened on this desktop then reaches the wallet started with \
            `deeplink-wallet --desktop` (see `deeplink open`). --print shows both without writing.

            Examples:
              deeplink register-handler
              deeplink register-handler --name my-wallet --print
              xdg-mime query default x-scheme-handler/simplewallet    # deeplink-simplewallet.desktop

            Exit codes: 0 registered (or printed); 64 usage (a scheme deeplink open does not \
            deliver, a name with a path separator or other characters than letters, digits, \
            -, _ and .); 66 mimeapps.list could not be read; 70 a file could not be written, \
            or neither XDG_DATA_HOME/XDG_CONFIG_HOME nor HOME is an absolute path.
            """
    )

    @Option(help: "The URL scheme to handle (RFC 3986; deeplink open delivers simplewallet).")
    var scheme = "simplewallet"

    @Option(help: "The desktop entry's name, without .desktop (default: deeplink-SCHEME).")
    var name: String?

    @Flag(name: .customLong("print"), help: "Print the desktop entry and the mimeapps.list line; write nothing.")
    var printOnly = false

    func execute(io: CommandIO, environment: [String: String]) async throws(DeeplinkToolError) {
        let handled: HandlerScheme
        let entryName: DesktopEntryName
        do {
            handled = try HandlerScheme(scheme)
            entryName =
                try name.map { text throws(DesktopError) in try DesktopEntryName(text) } ?? .standard(for: handled)
        } catch {
            throw .usage("\(error)")
        }
        let entry: DesktopEntry
        let folders: XDGFolders
        do {
            entry = try DesktopEntry(scheme: handled, executable: try Self.runningExecutable())
            folders = try XDGFolders(environment: environment)
        } catch {
            throw .unavailable("\(error)")
        }
        let entryPath = folders.desktopEntryPath(name: entryName.name)
        let line = "\(entry.mimeType)=\(entryName.desktopFileID);"
        if printOnly {
            io.write("# \(entryPath)\n\(entry.text)\n# \(folders.mimeAppsListPath), [Default Applications]\n\(line)\n")
            return
        }
        do {
            try HandlerRegistration.register(entry, name: entryName, in: folders)
        } catch {
            if case .cannotRead = error { throw .cannotRead("\(error)") }
            throw .unavailable("\(error)")
        }
        io.write(
            """
            wrote \(entryPath)
            \(folders.mimeAppsListPath): \(line)
            simplewallet:// URLs opened on this desktop now go to `\(entry.execLine)`

            """)
    }

    /// This program's absolute path, symbolic links resolved (the Exec line must keep working
    /// when the link it was started through changes).
    static func runningExecutable() throws(DesktopError) -> String {
        #if os(Linux)
            let link = "/proc/self/exe"
            guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: link), path.hasPrefix("/")
            else {
                throw .invalidExecutable(link, reason: "cannot read where it points")
            }
            return path
        #else
            guard let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path else {
                throw .invalidExecutable(CommandLine.arguments.first ?? "", reason: "cannot find this program's path")
            }
            return path
        #endif
    }
}
