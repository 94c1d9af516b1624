import Dispatch
import Foundation
import Storage

// Storage throughput on a real SQLite file in the temp directory (WAL, synchronous FULL):
//   singleInsert          one element per transaction, elements/s
//   batchInsert1000       1,000 elements per transaction, elements/s
//   pointRead             element(forKey:) on a 10,000-element list, reads/s
//   changeNotification    commit in one store instance to the change event in another instance
//                         on the same file, in this process (woken at once through the in-process
//                         feed registry; another process polls PRAGMA data_version every 10 ms), ms/op

private struct BenchElement: Storable {
    static let collectionName = "bench"
    var key: String
    var index: Int
    var name: String
    var storageKey: String { key }
}

/// Benchmark bodies are synchronous; the stores are async. Runs `body` in a task and waits.
private final class BenchResult: @unchecked Sendable {
    // Written once by the task before `done` is signalled, read after the wait.
    var value: UInt64 = 0
}

private func blocking(_ body: @escaping @Sendable () async throws -> UInt64) -> UInt64 {
    let box = BenchResult()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        box.value = (try? await body()) ?? 0
        done.signal()
    }
    done.wait()
    return box.value
}

/// Benchmarks have no teardown, so each run removes the files of earlier runs whose process is
/// gone; a directory name carries the process id that made it.
private func removeStaleBenchmarkFiles() {
    let temporary = FileManager.default.temporaryDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names where name.hasPrefix("storage-bench-") {
        guard let pid = name.split(separator: "-").dropFirst(2).first,
              !FileManager.default.fileExists(atPath: "/proc/\(pid)") else { continue }
        try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
}

private func benchStore(_ name: String) -> AppDataStore<BenchElement>? {
    let pid = ProcessInfo.processInfo.processIdentifier
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storage-bench-\(pid)-\(name)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("bench.sqlite").path
    let box = BenchStoreBox()
    _ = blocking {
        box.store = try await AppDataStore<BenchElement>(path: path)
        return 0
    }
    return box.store
}

private final class BenchStoreBox: @unchecked Sendable {
    // Set once inside `blocking`, read after it returns.
    var store: AppDataStore<BenchElement>?
}

private func element(_ index: Int) -> BenchElement {
    BenchElement(key: "k\(index)", index: index, name: "account \(index)")
}

func storageBenchmarks() -> [Benchmark] {
    removeStaleBenchmarkFiles()
    let singles = 500
    let batchCount = 10
    let reads = 10_000
    let notifications = 50
    return [
        Benchmark(name: "Storage.singleInsert", operations: singles) {
            guard let store = benchStore("single") else { return { 0 } }
            let round = Counter()
            return {
                let base = round.next() * singles
                return blocking {
                    for index in base..<(base + singles) { try await store.upsert(element(index)) }
                    return UInt64(singles)
                }
            }
        },
        Benchmark(name: "Storage.batchInsert1000", operations: batchCount * 1_000) {
            guard let store = benchStore("batch") else { return { 0 } }
            let round = Counter()
            return {
                let base = round.next() * batchCount * 1_000
                return blocking {
                    for batch in 0..<batchCount {
                        let start = base + batch * 1_000
                        try await store.upsert(contentsOf: (start..<(start + 1_000)).map(element))
                    }
                    return UInt64(batchCount)
                }
            }
        },
        Benchmark(name: "Storage.pointRead", operations: reads) {
            guard let store = benchStore("read") else { return { 0 } }
            _ = blocking {
                try await store.upsert(contentsOf: (0..<reads).map(element))
                return 0
            }
            return {
                blocking {
                    var checksum: UInt64 = 0
                    for index in 0..<reads {
                        checksum &+= UInt64(try await store.element(forKey: "k\((index &* 7919) % reads)").index)
                    }
                    return checksum
                }
            }
        },
        Benchmark(name: "Storage.changeNotification", operations: notifications, reportedIn: .millisecondsPerOperation) {
            guard let writer = benchStore("notify") else { return { 0 } }
            let path = writer.path
            let box = BenchStoreBox()
            _ = blocking {
                box.store = try await AppDataStore<BenchElement>(path: path)
                return 0
            }
            guard let observer = box.store else { return { 0 } }
            let round = Counter()
            return {
                let base = round.next() * notifications
                return blocking {
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
