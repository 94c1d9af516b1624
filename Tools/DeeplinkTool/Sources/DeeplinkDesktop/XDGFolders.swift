import Foundation

/// The XDG Base Directory folders a desktop entry and the default-application list go to, from
/// the environment given (not the process's, so tests and in-process runs choose their own).
/// A relative value is ignored, as the specification says, and the default under HOME is used.
public struct XDGFolders: Sendable, Equatable {
    /// `$XDG_DATA_HOME`, else `$HOME/.local/share`: desktop entries go to its `applications`.
    public var dataHome: String
    /// `$XDG_CONFIG_HOME`, else `$HOME/.config`: `mimeapps.list` lives there.
    public var configHome: String

    public init(environment: [String: String]) throws(DesktopError) {
        dataHome = try Self.folder("XDG_DATA_HOME", default: ".local/share", environment: environment)
        configHome = try Self.folder("XDG_CONFIG_HOME", default: ".config", environment: environment)
    }

    /// Where the desktop entry `name`.desktop goes.
    public func desktopEntryPath(name: String) -> String { dataHome + "/applications/" + name + ".desktop" }

    /// The user's default-application list.
    public var mimeAppsListPath: String { configHome + "/mimeapps.list" }

    private static func folder(_ variable: String, default relative: String, environment: [String: String])
        throws(DesktopError) -> String
    {
        if let value = environment[variable], value.hasPrefix("/") { return Self.trimmed(value) }
        guard let home = environment["HOME"], home.hasPrefix("/") else { throw .noFolder(variable: variable) }
        return Self.trimmed(home) + "/" + relative
    }

    /// Without trailing slashes (`/` becomes the empty prefix, so joining still gives `/x`).
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
