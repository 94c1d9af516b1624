import Foundation
import Storage
import Testing

@Suite struct SQLiteDataStoreTests {
    @Test func valuesSurviveReopeningAndAreSharedBetweenInstances() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("kv.sqlite").path
            let first = try await SQLiteDataStore(path: path)
            let second = try await SQLiteDataStore(path: path)
            try await first.store("one", for: "a")
            try await second.store("two", for: "b")
            #expect(try await first.keys() == ["a", "b"])
            try first.close()
            try second.close()
            let reopened = try await SQLiteDataStore(path: path)
            #expect(try await reopened.fetch(String.self, for: "b") == "two")
        }
    }

    @Test func aFileThatIsNotSQLiteIsReportedAsCorrupt() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("garbage.sqlite").path
            var generator = SystemRandomNumberGenerator()
            let garbage = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
            try garbage.write(to: URL(fileURLWithPath: path))
            do throws(StorageError) {
                _ = try await SQLiteDataStore(path: path)
                Issue.record("opening garbage succeeded")
            } catch {
                guard case .corruptDatabase(let reportedPath, _) = error else {
                    Issue.record("wrong error \(error)")
                    return
                }
                #expect(reportedPath == path)
            }
            // The damaged file is left as it was, for recovery.
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
        }
    }

    @Test func aFullDiskRollsBackAndKeepsEarlierValues() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("full.sqlite").path
            let store = try await SQLiteDataStore(path: path, configuration: SQLiteConfiguration(maximumPageCount: 16))
            let blob = String(repeating: "z", count: 2_000)
            var stored = 0
            var sawFull = false
            for index in 0..<200 {
                do throws(StorageError) {
                    try await store.store(blob, for: "k\(index)")
                    stored += 1
                } catch {
                    #expect(error == .diskFull(path: path))
                    sawFull = true
                    break
                }
            }
            #expect(sawFull)
            #expect(try await store.keys().count == stored)
            #expect(try await store.fetch(String.self, for: "k0") == blob)
            // Freeing space makes the store writable again.
            try await store.delete("k0")
            try await store.store("small", for: "after")
        }
    }
}
