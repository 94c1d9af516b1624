import CommandSupport
import Foundation

/// Reads the files a command is given (.did files, PEM files, argument files) and standard
/// input for `-`, with errors that name the file and the operating system's reason.
enum InputFile {
    /// The largest file or standard input read: far above any .did, PEM or argument file, so a
    /// wrong path (a disk image, `/dev/zero`) is refused instead of filling memory.
    static let maximumBytes = CommandIO.maximumInputBytes

    /// The text of `path`, or of standard input when `path` is `-`.
    ///
    /// - Parameter what: what the file is, for messages (`identity file`, `argument file`).
    /// - Throws: status 66 naming the file and why it cannot be read, or that it is not UTF-8.
    static func text(_ path: String, what: String, io: CommandIO) throws(ICPToolError) -> String {
        if path == "-" {
            guard let text = io.readInput() else {
                throw .cannotRead(
                    "cannot read the \(what) from standard input (not UTF-8 text, or more than \(maximumBytes >> 20) MiB)"
                )
            }
            return text
        }
        let data = try bytes(path, what: what)
        guard let text = String(data: data, encoding: .utf8) else {
            throw .cannotRead("cannot read \(what) \(path): not UTF-8 text")
        }
        return text
    }

    /// The bytes of `path`, checked to be a regular file of bounded size first.
    static func bytes(_ path: String, what: String) throws(ICPToolError) -> Data {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .cannotRead("cannot read \(what) \(path): \(String(cString: strerror(errno)))")
        }
        if status.st_mode & S_IFMT == S_IFDIR { throw .cannotRead("cannot read \(what) \(path): it is a directory") }
        if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > maximumBytes {
            throw .cannotRead(
                "cannot read \(what) \(path): \(status.st_size) bytes, more than the \(maximumBytes >> 20) MiB accepted"
            )
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            // stat succeeded, so this is nearly always permissions.
            let reason = access(path, R_OK) == 0 ? "it cannot be opened" : String(cString: strerror(errno))
            throw .cannotRead("cannot read \(what) \(path): \(reason)")
        }
        defer { try? handle.close() }
        do {
            // One byte more than allowed, so a growing file or a device is refused, not truncated.
            let data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
            guard data.count <= maximumBytes else {
                throw ICPToolError.cannotRead(
                    "cannot read \(what) \(path): more than the \(maximumBytes >> 20) MiB accepted")
            }
            return data
        } catch let error as ICPToolError {
            throw error
        } catch {
            throw .cannotRead("cannot read \(what) \(path): \(error.localizedDescription)")
        }
    }
}
