import ByteTools
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``DataStore`` as a directory of JSON files, one per key. Each write goes to a temporary
/// file in the same directory, is flushed with `fsync`, and is renamed over the old file, so a
/// reader (or a crash) sees the old value or the new one, never a torn file.
///
/// File names are the hex of the key's UTF-8 bytes: any key maps to a safe, distinct name.
public actor DiskDataStore: DataStore {
    public nonisolated let directory: URL
    private static let suffix = ".json"
    private static let temporaryPrefix = ".tmp-"

    /// Creates the directory when missing and removes temporary files a crash left behind.
    public init(directory: URL) throws(StorageError) {
        self.directory = directory
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            for name in try manager.contentsOfDirectory(atPath: directory.path)
            where name.hasPrefix(Self.temporaryPrefix) {
                try? manager.removeItem(at: directory.appendingPathComponent(name))
            }
        } catch {
            throw .fileSystem(path: directory.path, reason: String(describing: error))
        }
    }

    public func store<Value: Encodable & Sendable>(_ value: Value, for key: String) throws(StorageError) {
        try StorageKey.validate(key)
        let data = try ValueCoding.encode(value, key: key)
        try writeAtomically(data, to: fileURL(for: key))
    }

    public func fetch<Value: Decodable & Sendable>(_ type: Value.Type, for key: String) throws(StorageError) -> Value {
        try StorageKey.validate(key)
        let url = fileURL(for: key)
        guard FileManager.default.fileExists(atPath: url.path) else { throw .keyNotFound(key) }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .fileSystem(path: url.path, reason: String(describing: error))
        }
        return try ValueCoding.decode(type, from: data, key: key)
    }

    public func delete(_ key: String) throws(StorageError) {
        try StorageKey.validate(key)
        let url = fileURL(for: key)
        if unlink(url.path) != 0 {
            if errno == ENOENT { throw .keyNotFound(key) }
            throw .fileSystem(path: url.path, reason: String(cString: strerror(errno)))
        }
    }

    public func contains(_ key: String) throws(StorageError) -> Bool {
        try StorageKey.validate(key)
        return FileManager.default.fileExists(atPath: fileURL(for: key).path)
    }

    public func keys() throws(StorageError) -> [String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path) } catch {
            throw .fileSystem(path: directory.path, reason: String(describing: error))
        }
        return names.compactMap { name -> String? in
            guard name.hasSuffix(Self.suffix), !name.hasPrefix(Self.temporaryPrefix) else { return nil }
            return Self.key(fromHex: name.dropLast(Self.suffix.count))
        }.sorted()
    }

    private func fileURL(for key: String) -> URL {
        directory.appendingPathComponent(Hex.encode(key.utf8) + Self.suffix)
    }

    /// Files not named by this store (foreign files, odd lengths) are skipped, not reported as keys.
    private static func key(fromHex hex: Substring) -> String? {
        guard !hex.isEmpty, let bytes = try? Hex.decode(hex) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    private func writeAtomically(_ data: Data, to url: URL) throws(StorageError) {
        let temporary = directory.appendingPathComponent(Self.temporaryPrefix + UUID().uuidString)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw .fileSystem(path: temporary.path, reason: String(cString: strerror(errno))) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, failure == nil {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno != EINTR { failure = String(cString: strerror(errno)) }
                } else {
                    offset += written
                }
            }
        }
        // The data must be on disk before the rename makes it visible under the real name.
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if failure == nil, rename(temporary.path, url.path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary.path)
            throw .fileSystem(path: url.path, reason: failure)
        }
        // Persist the rename itself.
        let directoryDescriptor = open(directory.path, O_RDONLY)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }
}
