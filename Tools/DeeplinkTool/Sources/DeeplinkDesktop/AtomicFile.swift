import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
    private let systemRead = Darwin.read
#endif

/// Files written whole or not at all: the bytes go to a new file beside the target (created
/// exclusively, with the final mode from the start, so no other user can read it meanwhile),
/// are flushed, and the new file is renamed over the target. A reader sees the old file or the
/// new one, never half of one; a failure removes the new file and leaves the old one alone.
enum AtomicFile {
    static func write(_ text: String, to path: String, mode: mode_t) throws(DesktopError) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary =
            folder + "/." + (path as NSString).lastPathComponent + ".\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: Self.lastError()) }
        var failure: String?
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count, failure == nil {
            let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno != EINTR { failure = Self.lastError() }
            } else {
                written += count
            }
        }
        // open() applied the umask; the file must have exactly `mode` (0600 for the endpoint).
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = Self.lastError() }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.lastError() }
        if close(descriptor) != 0, failure == nil { failure = Self.lastError() }
        if failure == nil, rename(temporary, path) != 0 { failure = Self.lastError() }
        if let failure {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: failure)
        }
    }

    /// A regular file's text, refused when it is over `limit` bytes or not UTF-8; nil when there
    /// is no file.
    static func read(_ path: String, limit: Int) throws(DesktopError) -> String? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .cannotRead(path: path, reason: Self.lastError())
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: Self.lastError())
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            // Checked as it grows, so a huge file costs at most `limit` + one chunk of memory.
            if bytes.count > limit { throw .cannotRead(path: path, reason: "it is over \(limit) bytes") }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .cannotRead(path: path, reason: "it is not UTF-8 text")
        }
        return text
    }

    /// Creates `path` and the folders above it that are missing, new ones with mode 0700 as the
    /// XDG Base Directory specification asks.
    static func makeFolders(_ path: String) throws(DesktopError) {
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotWrite(path: path, reason: "cannot create the folder: \(error.localizedDescription)")
        }
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}
