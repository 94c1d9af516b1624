import ChildProcesses
import Foundation
import Storage
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Tests with a real second process: the `storage-fault-writer` executable of this package,
/// which SwiftPM builds next to the test bundle (the test target depends on it). Set
/// `STORAGE_FAULT_WRITER` to use a writer elsewhere.
@Suite(.serialized) struct ProcessTests {
    static func writerURL() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["STORAGE_FAULT_WRITER"] { return URL(fileURLWithPath: path) }
        return try Executables.built(
            "storage-fault-writer", hint: "build with `swift build --build-tests` or set STORAGE_FAULT_WRITER")
    }

    /// Starts the writer with its output (both streams, in order) collected as it comes.
    static func launch(_ arguments: [String]) async throws -> ServiceProcess {
        try await ServiceProcess.start(
            Command(try writerURL(), arguments, standardError: .mergedWithOutput), readyWhen: .started)
    }

    /// Waits for the child to exit, killing it after `timeout`; its status.
    static func finish(_ child: ServiceProcess, timeout: Duration) async -> Int32 {
        if let ended = await child.waitForExit(within: timeout) { return ended.status }
        return await child.stop(with: SIGKILL, grace: .seconds(10))?.status ?? -1
    }

    @Test func anotherProcessesCommitsArriveAsChangesAndNothingIsLost() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("shared.sqlite").path
            let store = try await AppDataStore<FaultElement>(path: path)
            let stream = await store.changes()
            let child = try await Self.launch(["singles", path, "40", "child-"])
            // Both processes write at once.
            for index in 0..<40 {
                try await store.upsert(FaultElement(key: "parent-\(index)", index: index, payload: "p"))
            }
            let status = await Self.finish(child, timeout: .seconds(60))
            #expect(status == 0, "child log: \(child.output)")
            let changes = await collect(stream, count: 80, timeout: .seconds(10))
            let childKeys = changes.flatMap(\.keys).filter { $0.hasPrefix("child-") }
            #expect(childKeys == (0..<40).map { "child-\($0)" })
            #expect(changes.map(\.sequence) == changes.map(\.sequence).sorted())
            #expect(try await store.count() == 80)
            try await store.close()
        }
    }

    /// With a poll period far longer than the test may wait, another process's commits can only
    /// arrive through the kernel's notification (inotify on Linux).
    @Test func anotherProcessesCommitsWakeTheFeedWithoutPolling() async throws {
        #if os(Linux)
            try await withTemporaryDirectory { directory in
                let path = directory.appendingPathComponent("watched.sqlite").path
                let store = try await AppDataStore<FaultElement>(path: path, pollInterval: .seconds(600))
                let stream = await store.changes()
                let child = try await Self.launch(["singles", path, "20", "child-"])
                let status = await Self.finish(child, timeout: .seconds(60))
                #expect(status == 0, "child log: \(child.output)")
                let changes = await collect(stream, count: 20, timeout: .seconds(20))
                #expect(changes.flatMap(\.keys) == (0..<20).map { "child-\($0)" })
                try await store.close()
            }
        #endif
    }

    /// The highest "committed N" line the writer has logged.
    static func committedCount(in text: String) -> Int {
        text.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("committed ") else { return nil }
            return Int(line.dropFirst("committed ".count))
        }.max() ?? 0
    }

    @Test func aWriterKilledMidWayLeavesAPrefixOfWholeBatches() async throws {
        let total = 10_000
        let batch = 100
        var generator = SystemRandomNumberGenerator()
        // On a loaded machine the writer may finish before the kill lands; such a round still
        // checks the file, and rounds continue until three kills landed mid-way (at most six).
        var midWayKills = 0
        for _ in 0..<6 where midWayKills < 3 {
            try await withTemporaryDirectory { directory in
                let path = directory.appendingPathComponent("crash.sqlite").path
                let child = try await Self.launch(["batches", path, "\(total)", "\(batch)"])
                // Kill once a random number of batches has committed, so the kill lands mid-way
                // (and, at random, inside a transaction), whatever the machine's speed.
                let target = Int.random(in: 1...60, using: &generator) * batch
                // Each of the writer's lines as it prints it, until the target (or its end, or 30 s).
                let deadline = ContinuousClock.now + .seconds(30)
                while ContinuousClock.now < deadline,
                    let line = await child.nextLine(within: deadline - ContinuousClock.now),
                    Self.committedCount(in: line) < target
                {}
                _ = await child.stop(with: SIGKILL, grace: .seconds(30))
                let reported = Self.committedCount(in: child.output)

                let store = try await AppDataStore<FaultElement>(path: path)
                #expect(try await store.integrityCheck())
                let elements = try await store.all()
                #expect(elements.count % batch == 0, "a partial batch survived: \(elements.count) elements")
                #expect(
                    elements.count >= reported, "the writer reported \(reported) committed, \(elements.count) survived")
                if elements.count < total { midWayKills += 1 }
                #expect(elements.map(\.index) == Array(0..<elements.count))
                #expect(elements.allSatisfy { $0.payload.count == 64 })
                // The store stays writable after the crash.
                try await store.upsert(FaultElement(key: "after-crash", index: -1, payload: ""))
                try await store.close()
            }
        }
        #expect(midWayKills > 0, "the writer always finished before the kill")
    }
}
