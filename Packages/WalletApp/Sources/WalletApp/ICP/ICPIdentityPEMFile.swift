import Foundation

/// Reads a key file to import (`~/.config/dfx/identity/NAME/identity.pem`, a quill key), with a
/// cap on its size: a PEM key is a few hundred bytes, so a larger file is a wrong path, not a key,
/// and is refused before it is read into memory.
public enum ICPIdentityPEMFile {
    /// The largest file read: 64 KiB, far above any PEM key with its parameters and comments.
    public static let maximumBytes = 64 * 1024

    /// The text of the file at `path` (`~` is expanded).
    ///
    /// - Throws: ``ICPIdentityStoreError/fileUnreadable(path:reason:)`` when it is missing, not a
    ///   regular file, not readable or not UTF-8 text; ``ICPIdentityStoreError/fileTooLarge(path:bytes:limit:)``
    ///   beyond ``maximumBytes``.
    public static func read(atPath path: String) throws(ICPIdentityStoreError) -> String {
        let trimmed = path.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .fileUnreadable(path: path, reason: "no path was given") }
        let expanded = NSString(string: trimmed).expandingTildeInPath
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: expanded) } catch {
            throw .fileUnreadable(path: trimmed, reason: "there is no such file")
        }
        guard (attributes[.type] as? FileAttributeType) == .typeRegular else {
            throw .fileUnreadable(path: trimmed, reason: "it is not a regular file")
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > maximumBytes {
            throw .fileTooLarge(path: trimmed, bytes: size, limit: maximumBytes)
        }
        guard let handle = FileHandle(forReadingAtPath: expanded) else {
            throw .fileUnreadable(path: trimmed, reason: "permission denied")
        }
        defer { try? handle.close() }
        // One byte more than allowed: a file that grew after the size check is still caught.
        let data: Data
        do { data = try handle.read(upToCount: maximumBytes + 1) ?? Data() } catch {
            throw .fileUnreadable(path: trimmed, reason: error.localizedDescription)
        }
        guard data.count <= maximumBytes else {
            throw .fileTooLarge(path: trimmed, bytes: data.count, limit: maximumBytes)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .fileUnreadable(path: trimmed, reason: "it is not text (PEM files are ASCII)")
        }
        return text
    }

    /// Why the file at `path` cannot be imported as far as reading goes, or nil when it can be
    /// read: what a path prompt checks before asking for a label.
    public static func problem(atPath path: String) -> String? {
        do throws(ICPIdentityStoreError) {
            _ = try read(atPath: path)
            return nil
        } catch {
            return error.description
        }
    }
}
