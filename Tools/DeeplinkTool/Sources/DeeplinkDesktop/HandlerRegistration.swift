import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a scheme handler into the user's XDG folders: the desktop entry, then its default in
/// mimeapps.list. The entry comes first so the default never names a file that is not there.
public enum HandlerRegistration {
    public static func register(_ entry: DesktopEntry, name: DesktopEntryName, in folders: XDGFolders)
        throws(DesktopError)
    {
        try AtomicFile.makeFolders(folders.dataHome + "/applications")
        try AtomicFile.write(entry.text, to: folders.desktopEntryPath(name: name.name), mode: 0o644)
        try AtomicFile.makeFolders(folders.configHome)
        // A mimeapps.list kept elsewhere and linked (a dotfiles repository) is changed where it
        // lives; replacing the link with a file would cut it off from its repository.
        let path = URL(fileURLWithPath: folders.mimeAppsListPath).resolvingSymlinksInPath().path
        var list = MimeAppsList(text: try AtomicFile.read(path, limit: MimeAppsList.maximumBytes))
        list.setDefault(name.desktopFileID, for: entry.mimeType)
        let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int).map {
            mode_t($0 & 0o777)
        }
        try AtomicFile.write(list.text, to: path, mode: mode ?? 0o644)
    }
}
