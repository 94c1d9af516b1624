import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder for files that live as long as a login session: `$XDG_RUNTIME_DIR` (made by the
/// system for this user alone, mode 0700); without one (a container, a cron job), a folder
/// `deeplink-<uid>` in the temporary folder, created with mode 0700 and used only when it is a
/// real folder (not a symbolic link another user planted), owned by this user, that no one else
/// can enter — what a shared /tmp needs.
enum RuntimeFolder {
    static func path(environment: [String: String]) throws(DesktopError) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            var path = Substring(runtime)
            while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
            return String(path)
        }
        var temporary = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        while temporary.count > 1, temporary.hasSuffix("/") { temporary.removeLast() }
        let folder = temporary + "/deeplink-\(getuid())"
        if mkdir(folder, 0o700) != 0, errno != EEXIST {
            throw .cannotWrite(path: folder, reason: AtomicFile.lastError())
        }
        var status = stat()
        guard lstat(folder, &status) == 0 else { throw .cannotRead(path: folder, reason: AtomicFile.lastError()) }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .unsafeFolder(path: folder, reason: "it is not a folder (a symbolic link?); remove it")
        }
        guard status.st_uid == getuid() else {
            throw .unsafeFolder(path: folder, reason: "another user (uid \(status.st_uid)) owns it")
        }
        guard status.st_mode & 0o077 == 0 else {
            throw .unsafeFolder(
                path: folder, reason: "other users can enter it (mode \(String(status.st_mode & 0o777, radix: 8)))")
        }
        return folder
    }
}
