#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits standard input (or another descriptor, in tests) into lines with blocking `read(2)`
/// calls, for the one thread that reads it. Memory stays bounded: a line longer than the limit is dropped as it is read, and reported
/// once its end arrives.
struct StandardInputReader {
    private let descriptor: Int32
    private let limit: Int
    private var pending: [UInt8] = []
    private var dropping = false
    private var ended = false

    init(descriptor: Int32, limit: Int) {
        self.descriptor = descriptor
        self.limit = limit
    }

    /// The next line (without "\n" or "\r\n"), a too-long report, or nil at the end of input.
    /// Blocks until a whole line has arrived.
    mutating func next() -> LineMailbox.Item? {
        // Every pass either returns or reads more input; a read of nothing is the end of input.
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                if dropping || line.count > limit {
                    dropping = false
                    return .tooLong(limit: limit)
                }
                return .line(String(decoding: line, as: UTF8.self))
            }
            if pending.count > limit {
                // Keep nothing of a line that is too long, only the fact that it was.
                dropping = true
                pending.removeAll(keepingCapacity: true)
            }
            if ended {
                // A last line without a newline still counts; what remains after it is the end.
                guard !pending.isEmpty || dropping else { return nil }
                let line = pending
                pending = []
                if dropping || line.count > limit {
                    dropping = false
                    return .tooLong(limit: limit)
                }
                return .line(String(decoding: line, as: UTF8.self))
            }
            readMore()
        }
    }

    private mutating func readMore() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        // Interrupted reads are retried a bounded number of times; a persistent error is treated
        // as the end of input, so the app winds down instead of spinning.
        for _ in 0..<1_000 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                pending.append(contentsOf: chunk[..<count])
                return
            }
            if count < 0 && errno == EINTR { continue }
            ended = true
            return
        }
        ended = true
    }
}
