import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Wakes a change feed when another process commits to its database, through the kernel
/// (inotify on the database's folder) instead of a timer.
///
/// A commit in WAL mode writes frames to `<db>-wal` (a modify event), but SQLite publishes the
/// commit to readers afterwards, through shared memory the kernel does not report; a reader woken
/// by the write can come too early. So every ``AppDataStore`` marks each of its commits once it
/// is published (``announceCommit(databasePath:)`` sets the WAL file's times: an attribute event),
/// and the feed, on any event, reads at once and again shortly after, which also catches a commit
/// by another SQLite program that does not announce. Where inotify is missing (not Linux, or out
/// of watches) ``init(databasePath:onChange:)`` fails and the feed polls as before.
final class CommitWatcher: @unchecked Sendable {
    // @unchecked: the descriptor is fixed at init and the dispatch source owns all reads of it.
    private let descriptor: Int32
    private let source: any DispatchSourceRead

    /// Starts watching, or nil when the kernel offers no watch for the folder.
    init?(databasePath: String, onChange: @escaping @Sendable () -> Void) {
        #if canImport(Glibc)
            let url = URL(fileURLWithPath: databasePath)
            let folder = url.deletingLastPathComponent().path
            let base = url.lastPathComponent
            // The database, its WAL and a rollback journal: a commit touches one of them.
            let names: Set<String> = [base, base + "-wal", base + "-journal"]
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            let mask = UInt32(IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO)
            guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
                close(descriptor)
                return nil
            }
            self.descriptor = descriptor
            source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .global())
            source.setEventHandler {
                if Self.drain(descriptor, matching: names) { onChange() }
            }
            source.setCancelHandler { close(descriptor) }
            source.resume()
        #else
            return nil
        #endif
    }

    /// Stops watching and closes the descriptor.
    func cancel() { source.cancel() }

    deinit { source.cancel() }

    #if canImport(Glibc)
        /// Reads every pending event; true when one concerns `names` (or events were lost, when
        /// anything may have changed).
        private static func drain(_ descriptor: Int32, matching names: Set<String>) -> Bool {
            var relevant = false
            let capacity = 16 * 1024
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
            defer { buffer.deallocate() }
            while true {
                let count = read(descriptor, buffer, capacity)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return relevant }
                var offset = 0
                let headerSize = MemoryLayout<inotify_event>.size
                while offset + headerSize <= count {
                    let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                    let nameLength = Int(event.len)
                    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        relevant = true
                    } else if nameLength > 0, offset + headerSize + nameLength <= count {
                        let name = String(
                            cString: buffer.advanced(by: offset + headerSize).assumingMemoryBound(to: CChar.self))
                        if names.contains(name) { relevant = true }
                    }
                    offset += headerSize + nameLength
                }
            }
        }
    #endif

    /// Marks a commit to `databasePath` as published, for watchers in other processes: sets the
    /// WAL file's times to now (no content changes; SQLite ignores them). Best effort: without a
    /// WAL file (not WAL mode) the database file is marked instead.
    static func announceCommit(databasePath: String) {
        #if canImport(Glibc)
            if utimensat(AT_FDCWD, databasePath + "-wal", nil, 0) != 0 {
                _ = utimensat(AT_FDCWD, databasePath, nil, 0)
            }
        #endif
    }
}
