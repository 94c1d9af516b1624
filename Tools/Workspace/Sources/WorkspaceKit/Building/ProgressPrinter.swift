import Foundation

/// Turns SwiftPM's output into lines stamped with the time they arrived, and keeps the person
/// watching informed: every line when verbose, otherwise the latest progress line every
/// ``interval`` seconds, so a long build shows it is moving without flooding a CI log.
final class ProgressPrinter: @unchecked Sendable {
    static let interval: TimeInterval = 30

    private let verbose: Bool
    private let report: @Sendable (String) -> Void
    private let lock = NSLock()
    private var pending = Data()
    private var stamped: [(Double, String)] = []
    private var lastShown = Date()
    private var latestProgress: String?

    init(verbose: Bool, report: @escaping @Sendable (String) -> Void) {
        self.verbose = verbose
        self.report = report
    }

    func take(_ chunk: Data) {
        lock.withLock {
            let now = Date()
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                stamped.append((now.timeIntervalSince1970, line))
                show(line, at: now)
            }
        }
    }

    /// Every complete line so far, with its arrival time (seconds since 1970).
    func lines() -> [(Double, String)] {
        lock.withLock { stamped }
    }

    private func show(_ line: String, at now: Date) {
        if line.contains(SwiftPM.multirootWarning) { return }
        if verbose {
            report(line)
            return
        }
        if line.hasPrefix("[") { latestProgress = line }
        if now.timeIntervalSince(lastShown) >= Self.interval, let latest = latestProgress {
            report("  \(latest)")
            lastShown = now
            latestProgress = nil
        }
    }
}
