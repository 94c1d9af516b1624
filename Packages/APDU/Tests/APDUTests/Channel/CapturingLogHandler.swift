import Logging
import Synchronization

/// Keeps every message a logger lets through, so tests can read the log back.
final class LogCapture: Sendable {
    struct Entry: Sendable {
        let level: Logger.Level
        let message: String
        let metadata: Logger.Metadata
    }

    private let entries = Mutex<[Entry]>([])

    var captured: [Entry] { entries.withLock { $0 } }
    var messages: [String] { captured.map(\.message) }

    /// Everything written, messages and metadata alike: where a secret must not appear.
    var everything: String {
        captured.map { "\($0.level) \($0.message) \($0.metadata)" }.joined(separator: "\n")
    }

    /// A logger writing into this capture, letting through `level` and above.
    func logger(level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: "APDUTests") { _ in CapturingLogHandler(capture: self) }
        logger.logLevel = level
        return logger
    }

    fileprivate func append(_ entry: Entry) {
        entries.withLock { $0.append(entry) }
    }
}

/// The swift-log backend that feeds a `LogCapture`.
struct CapturingLogHandler: LogHandler {
    let capture: LogCapture
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        capture.append(LogCapture.Entry(level: event.level, message: event.message.description, metadata: merged))
    }
}
