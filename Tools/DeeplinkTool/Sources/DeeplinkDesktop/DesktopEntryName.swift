/// The name of a desktop entry file, without `.desktop`: its desktop file ID, which
/// `mimeapps.list` names. Letters, digits, `-`, `_` and `.` (the characters the Desktop Entry
/// Specification recommends for IDs), not starting with `.`: so no path separator, no newline
/// that would add a line to `mimeapps.list`, no hidden file.
public struct DesktopEntryName: Sendable, Hashable, CustomStringConvertible {
    public let name: String

    public static let maximumLength = 100

    /// `deeplink-<scheme>`.
    public static func standard(for scheme: HandlerScheme) -> DesktopEntryName {
        DesktopEntryName(checked: "deeplink-" + scheme.name)
    }

    /// A trailing `.desktop` is dropped: `--name x.desktop` means the file x.desktop.
    public init(_ text: String) throws(DesktopError) {
        let name = text.hasSuffix(".desktop") ? String(text.dropLast(".desktop".count)) : text
        guard !name.isEmpty, name.utf8.count <= Self.maximumLength else {
            throw .invalidName(text, reason: "a name has 1 to \(Self.maximumLength) characters")
        }
        if name.contains("/") { throw .invalidName(text, reason: "a name has no path separator") }
        if name.hasPrefix(".") { throw .invalidName(text, reason: "a name does not start with \".\"") }
        if let bad = name.unicodeScalars.first(where: {
            !($0.isASCII
                && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)))
        }) {
            throw .invalidName(
                text, reason: "\"\(bad.escaped(asASCII: true))\" is not allowed (letters, digits, -, _, . only)")
        }
        self.name = name
    }

    private init(checked name: String) { self.name = name }

    /// The desktop file ID: the file's name.
    public var desktopFileID: String { name + ".desktop" }

    public var description: String { name }
}
