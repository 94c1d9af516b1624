/// The desktop entry that makes `deeplink open` the handler of a URL scheme: a hidden
/// application (`NoDisplay=true`, no menu item) whose `MimeType` is `x-scheme-handler/<scheme>`
/// and whose Exec line runs the executable with `open %u`, as the Desktop Entry Specification
/// (1.5) writes them.
public struct DesktopEntry: Sendable, Equatable {
    public var scheme: HandlerScheme
    /// The absolute path of the `deeplink` executable.
    public var executable: String

    public init(scheme: HandlerScheme, executable: String) throws(DesktopError) {
        guard executable.hasPrefix("/") else {
            throw .invalidExecutable(executable, reason: "an Exec line needs an absolute path")
        }
        // The specification has no way to write these in an Exec argument that every reader
        // undoes the same way; no real install path contains them.
        if let bad = executable.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw .invalidExecutable(
                executable, reason: "it contains the control character \(bad.escaped(asASCII: true))")
        }
        self.scheme = scheme
        self.executable = executable
    }

    /// The MIME type a scheme handler declares.
    public var mimeType: String { "x-scheme-handler/" + scheme.name }

    /// `<executable> open %u`, the executable quoted only when it must be.
    public var execLine: String { Self.execArgument(executable) + " open %u" }

    /// The file's text.
    public var text: String {
        """
        [Desktop Entry]
        Type=Application
        Version=1.5
        Name=Deeplink \(scheme.name) handler
        Comment=Hands \(scheme.name):// URLs to the deeplink-wallet waiting on this desktop
        Exec=\(execLine)
        Terminal=false
        NoDisplay=true
        MimeType=\(mimeType);

        """
    }

    /// One Exec argument as the specification writes it: `%` doubled (a literal percent is `%%`,
    /// field codes being expanded after unquoting); an argument with a reserved character is put
    /// in double quotes with `"`, `` ` ``, `$` and `\` escaped by a backslash; then, the value
    /// being a string, every backslash is escaped once more. An argument without reserved
    /// characters stays bare, which also keeps readers that split on spaces working.
    static func execArgument(_ argument: String) -> String {
        let unexpanded = argument.replacing("%", with: "%%")
        guard unexpanded.contains(where: { reserved.contains($0) }) else { return unexpanded }
        var quoted = "\""
        for character in unexpanded {
            if "\"`$\\".contains(character) { quoted.append("\\") }
            quoted.append(character)
        }
        quoted += "\""
        return quoted.replacing("\\", with: "\\\\")
    }

    /// The characters that make an Exec argument need quotes (Desktop Entry Specification, "The
    /// Exec key"); the control characters among them are refused before quoting.
    static let reserved: Set<Character> = [
        " ", "\t", "\n", "\"", "'", "\\", ">", "<", "~", "|", "&", ";", "$", "*", "?", "#", "(", ")", "`",
    ]
}
