import ChildProcesses
import Dispatch
import Foundation
import Storage
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Storage throughput on a real SQLite file in the temp directory (WAL, synchronous FULL):
//   singleInsert          one element per transaction, elements/s
//   batchInsert1000       1,000 elements per transaction, elements/s
//   pointRead             element(forKey:) on a 10,000-element list, reads/s
//   changeNotification    commit in one store instance to the change event in another instance
//                         on the same file, in this process (woken at once through the in-process
//                         feed registry), ms/op
//   crossProcessNotification       commit in a second process to the change event here (the kernel
//                                  wakes the feed: inotify), median of 200 commits at spread-out
//                                  moments, ms/op; …P99 and …Worst (the slowest of the 200) beside it
//   crossProcessRoundTrip          back to back: ask the child, it commits, the event arrives, ms/op

private struct BenchElement: Storable {
    static let collectionName = "bench"
    var key: String
    var index: Int
    var name: String
    var storageKey: String { key }
}

private func benchStore(_ name: String) -> AppDataStore<BenchElement>? {
    let directory = benchmarkDirectory(prefix: "storage-bench-", name)
    let path = directory.appendingPathComponent("bench.sqlite").path
    let box = BenchStoreBox()
    _ = waitForChecksum {
        box.store = try await AppDataStore<BenchElement>(path: path)
        return 0
    }
    return box.store
}

private final class BenchStoreBox: @unchecked Sendable {
    // Set once inside `waitForChecksum`, read after it returns.
    var store: AppDataStore<BenchElement>?
}

private func element(_ index: Int) -> BenchElement {
    BenchElement(key: "k\(index)", index: index, name: "account \(index)")
}

func storageBenchmarks() -> [Benchmark] {
    removeStaleBenchmarkFiles(prefix: "storage-bench-")
    let singles = 500
    let batchCount = 10
    let reads = 10_000
    let notifications = 50
    return [
        Benchmark(name: "Storage.singleInsert", operations: singles) {
            guard let store = benchStore("single") else { return nil }
            let round = Counter()
            return {
                let base = round.next() * singles
                return waitForChecksum {
                    for index in base..<(base + singles) { try await store.upsert(element(index)) }
                    return UInt64(singles)
                }
            }
        },
        Benchmark(name: "Storage.batchInsert1000", operations: batchCount * 1_000) {
            guard let store = benchStore("batch") else { return nil }
            let round = Counter()
            return {
                let base = round.next() * batchCount * 1_000
                return waitForChecksum {
                    for batch in 0..<batchCount {
                        let start = base + batch * 1_000
                        try await store.upsert(contentsOf: (start..<(start + 1_000)).map(element))
                    }
                    return UInt64(batchCount)
                }
            }
        },
        Benchmark(name: "Storage.pointRead", operations: reads) {
            guard let store = benchStore("read") else { return nil }
            _ = waitForChecksum {
                try await store.upsert(contentsOf: (0..<reads).map(element))
                return 0
            }
            return {
                waitForChecksum {
                    var checksum: UInt64 = 0
                    for index in 0..<reads {
                        checksum &+= UInt64(try await store.element(forKey: "k\((index &* 7919) % reads)").index)
                    }
                    return checksum
                }
            }
        },
        Benchmark(name: "Storage.changeNotification", operations: notifications, reportedIn: .millisecondsPerOperation)
        {
            guard let writer = benchStore("notify") else { return nil }
            let path = writer.path
            let box = BenchStoreBox()
            _ = waitForChecksum {
                box.store = try await AppDataStore<BenchElement>(path: path)
                return 0
            }
            guard let observer = box.store else { return nil }
            let round = Counter()
            return {
                let base = round.next() * notifications
                return waitForChecksum {
                    let stream = await observer.changes()
                    var iterator = stream.makeAsyncIterator()
                    var received: UInt64 = 0
                    for index in base..<(base + notifications) {
                        try await writer.upsert(element(index))
                        if await iterator.next() != nil { received += 1 }
                    }
                    return received
                }
            }
        },
        crossProcessNotificationBenchmark(),
    ]
}

/// Numbers the benchmark rounds so each writes fresh keys.
private final class Counter: @unchecked Sendable {
    // Only touched from the benchmark runner's thread, between rounds.
    private var value = 0
    func next() -> Int {
        defer { value += 1 }
        return value
    }
}

// MARK: Cross-process notification

// Storage.crossProcessNotification: a second process (this executable re-run with
// `--storage-child-writer DB_PATH`) commits one element per request from its stdin and answers on
// its stdout with the CLOCK_MONOTONIC time taken right after the commit returned; this process
// observes `changes()` on the same file and stamps each event with the same clock as it arrives.
// CLOCK_MONOTONIC is system-wide, so the difference is commit → notification with no pipe latency
// in it. The feed learns of another process's commit from the kernel (CommitWatcher, inotify); a
// poll (every 10 ms by default where there is no inotify) would make the latency depend on where
// the commit falls in the period, so the commits are spread over the spacing measured in warm-up
// and the figures are the median, the 99th percentile and the slowest of them. The body `run`
// times (`crossProcessRoundTrip`) requests commits back to back.

/// Argument that turns the benchmarks executable into the writer process (see main.swift).
let storageChildWriterFlag = "--storage-child-writer"

private func monotonicNanoseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}

/// Writes all of `text` to `fd`; false when the other end is gone.
private func writeAll(_ fd: Int32, _ text: String) -> Bool {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { buffer in
            write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written < 0 {
            if errno == EINTR { continue }
            return false
        }
        offset += written
    }
    bytes.removeAll()
    return true
}

/// The child mode (`benchmarks --storage-child-writer DB_PATH`): returns the exit status.
/// Protocol, one line each way: `commit <n>` → upserts element n → `<ns before> <ns after>` the
/// upsert call, by CLOCK_MONOTONIC; EOF on stdin (the parent closed it or died) ends the process.
func runStorageChildWriter(databasePath: String) -> Int32 {
    // An orphaned or wedged writer must not outlive the benchmark for long; SIGALRM's default
    // action ends the process.
    alarm(120)
    let box = BenchStoreBox()
    _ = waitForChecksum {
        box.store = try await AppDataStore<BenchElement>(path: databasePath)
        return 0
    }
    guard let store = box.store, writeAll(1, "ready\n") else { return 1 }
    while let line = readLine() {
        guard line.hasPrefix("commit "), let index = Int(line.dropFirst("commit ".count)) else { return 1 }
        let started = monotonicNanoseconds()
        let committed = waitForChecksum {
            try await store.upsert(element(index))
            return 1
        }
        guard committed == 1, writeAll(1, "\(started) \(monotonicNanoseconds())\n") else { return 1 }
    }
    return 0
}

/// The writer process as seen from the benchmark: requests on its stdin, answers from its stdout,
/// a ChildProcesses service (this executable again, found as the running program). The benchmark
/// runner's thread is never one of the cooperative pool's, so it waits here with `waitFor`.
private final class WriterChild: Sendable {
    private let service: ServiceProcess

    private init(service: ServiceProcess) {
        self.service = service
    }

    /// Starts the writer and waits up to 30 s for its `ready` line.
    static func spawn(databasePath: String) -> WriterChild? {
        let command = Command(Executables.thisProgram, [storageChildWriterFlag, databasePath], keepsInputOpen: true)
        return waitFor {
            WriterChild(
                service: try await ServiceProcess.start(
                    command, readyWhen: .lineContaining("ready"), within: .seconds(30)))
        }
    }

    func send(_ line: String) -> Bool {
        service.send(line + "\n")
    }

    /// The next line from the child, or nil at its end or when `timeout` passes.
    func readLine(within timeout: Duration) -> String? {
        let service = self.service
        return waitFor { await service.nextLine(within: timeout) } ?? nil
    }

    /// Closes the child's stdin so it exits, waits up to two seconds, then kills it.
    func reap() {
        let service = self.service
        service.closeInput()
        _ = waitFor {
            if await service.waitForExit(within: .seconds(2)) == nil {
                await service.stop(with: SIGKILL, grace: .seconds(5))
            }
        }
    }
}

/// Writers still running; the benchmark runner has no teardown, so they are reaped at exit.
private let liveWriterChildren = Mutex<[WriterChild]>([])

private func reapWriterChildren() {
    let children = liveWriterChildren.withLock { children in
        defer { children = [] }
        return children
    }
    for child in children { child.reap() }
}

/// When each key's change event reached this process, by the monotonic clock.
private final class ArrivalLog: Sendable {
    private let arrivals = Mutex<[String: Int64]>([:])
    private let arrived = DispatchSemaphore(value: 0)

    func record(_ change: StorageChange) {
        let now = monotonicNanoseconds()
        arrivals.withLock { table in
            for key in change.keys { table[key] = now }
        }
        arrived.signal()
    }

    /// The arrival time of `key`'s event, or nil when it has not come within `timeout`.
    func wait(for key: String, within timeout: Duration) -> Int64? {
        let deadline = DispatchTime.now() + .nanoseconds(Int(timeout.components.seconds) * 1_000_000_000)
        while true {
            if let time = arrivals.withLock({ $0.removeValue(forKey: key) }) { return time }
            guard arrived.wait(timeout: deadline) == .success else {
                return arrivals.withLock { $0.removeValue(forKey: key) }
            }
        }
    }
}

/// One observed commit: asks the child to commit element `index`; returns when the child's commit
/// call returned and when the event arrived here, in monotonic ns.
private func crossProcessSample(_ child: WriterChild, _ log: ArrivalLog, index: Int) -> (
    committed: Int64, arrived: Int64
)? {
    guard child.send("commit \(index)"),
        let line = child.readLine(within: .seconds(10)),
        case let stamps = line.split(separator: " ").compactMap({ Int64($0) }), stamps.count == 2,
        let arrived = log.wait(for: "k\(index)", within: .seconds(10))
    else { return nil }
    // stamps[0] is taken before the upsert call, stamps[1] after it returned (~0.6 ms later here).
    // The latency counts from the return: that is when the writer knows its data is committed.
    return (stamps[1], arrived)
}

private func crossProcessNotificationBenchmark() -> Benchmark {
    let samples = 200
    let backToBack = 20
    return Benchmark(
        name: "Storage.crossProcessRoundTrip", operations: backToBack, reportedIn: .millisecondsPerOperation
    ) {
        // A child that died must not take this process down with SIGPIPE on the next request.
        signal(SIGPIPE, SIG_IGN)
        guard let observer = benchStore("crossprocess") else { return nil }
        let log = ArrivalLog()
        let subscribed = DispatchSemaphore(value: 0)
        // Runs for the rest of the process; the observer's poll costs one pragma per interval.
        Task.detached {
            let stream = await observer.changes()
            subscribed.signal()
            for await change in stream { log.record(change) }
        }
        guard subscribed.wait(timeout: .now() + 10) == .success,
            let child = WriterChild.spawn(databasePath: observer.path)
        else {
            warnNotMeasured("the child writer process did not start or report ready")
            return nil
        }
        let registerExitHook = liveWriterChildren.withLock { children in
            children.append(child)
            return children.count == 1
        }
        if registerExitHook { atexit { reapWriterChildren() } }
        let next = Counter()
        // Warm-up (the first commits and reads are slower), back to back: the gaps between
        // arrivals measure the period of a poll, or without polling the round trip.
        var arrivals: [Int64] = []
        for _ in 0..<12 {
            guard let sample = crossProcessSample(child, log, index: next.next()) else { break }
            arrivals.append(sample.arrived)
        }
        let gaps = zip(arrivals.dropFirst(3), arrivals.dropFirst(4)).map { $1 - $0 }.sorted()
        guard !gaps.isEmpty else {
            warnNotMeasured("no change events arrived during warm-up")
            return nil
        }
        let period = gaps[gaps.count / 2]
        // Pauses spread evenly over one poll period, in random order, so the commits fall at every
        // point of the period as unrelated commits would, without the sampling noise of random
        // pauses; what spread remains between runs comes from the machine's load.
        var pauses = (0..<samples).map { (Int64($0) * 2 + 1) * period / Int64(2 * samples) }
        pauses.shuffle()
        var latencies: [Int64] = []
        for pause in pauses {
            usleep(UInt32(pause / 1_000))
            guard let sample = crossProcessSample(child, log, index: next.next()) else { break }
            // A poll between the commit and the child's clock read can make this a little negative.
            latencies.append(max(0, sample.arrived - sample.committed))
        }
        latencies.sort()
        if latencies.count == samples {
            func line(_ name: String, _ nanoseconds: Int64) {
                print("BENCH Storage.\(name) \(formatted(Double(nanoseconds) / 1e6, digits: 2)) ms/op")
            }
            line("crossProcessNotification", latencies[samples / 2])
            line("crossProcessNotificationP99", latencies[samples * 99 / 100])
            line("crossProcessNotificationWorst", latencies[samples - 1])
        } else {
            warnNotMeasured("only \(latencies.count) of \(samples) samples arrived")
        }
        return {
            var received: UInt64 = 0
            // Stops at the first failure so a wedged child costs one timeout, not one per sample.
            for _ in 0..<backToBack {
                guard crossProcessSample(child, log, index: next.next()) != nil else { break }
                received += 1
            }
            return received
        }
    }
}

/// The median line is printed by the benchmark itself (run() reports the best time of a body, and
/// here the figure is a median over spread-out commits); when it cannot be measured, say so.
private func warnNotMeasured(_ reason: String) {
    FileHandle.standardError.write(Data("warning: Storage.crossProcessNotification not measured: \(reason)\n".utf8))
}
