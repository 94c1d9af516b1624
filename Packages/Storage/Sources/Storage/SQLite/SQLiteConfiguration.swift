/// How a SQLite-backed store opens its file.
public struct SQLiteConfiguration: Sendable, Equatable {
    /// How long a writer waits for another connection's write lock before failing with
    /// ``StorageError/busy(path:)``. Other instances and processes share the lock.
    public var busyTimeout: Duration
    /// `PRAGMA max_page_count` on every connection: a hard size limit. Writes beyond it fail with
    /// ``StorageError/diskFull(path:)`` and roll back, exactly as on a full disk.
    public var maximumPageCount: Int?
    /// `PRAGMA synchronous`: `FULL` by default so a committed transaction survives power loss,
    /// not only a process crash.
    public var synchronousFull: Bool

    public init(busyTimeout: Duration = .seconds(10), maximumPageCount: Int? = nil, synchronousFull: Bool = true) {
        self.busyTimeout = busyTimeout
        self.maximumPageCount = maximumPageCount
        self.synchronousFull = synchronousFull
    }
}
