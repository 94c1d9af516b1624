import Foundation
import Storage
import Testing

@Suite struct AppDataStoreTests {
    @Test func upsertReplacesByIdentityAndKeepsInsertionOrder() async throws {
        try await withTemporaryDirectory { directory in
            let store = try await AppDataStore<Account>(path: directory.appendingPathComponent("app.sqlite").path)
            try await store.upsert(Account(id: "b", name: "Bob", balance: 1))
            try await store.upsert(contentsOf: [
                Account(id: "a", name: "Ann", balance: 2), Account(id: "c", name: "Cy", balance: 3),
            ])
            try await store.upsert(Account(id: "b", name: "Bob", balance: 10))
            #expect(try await store.all().map(\.id) == ["b", "a", "c"])
            #expect(try await store.element(forKey: "b").balance == 10)
            #expect(try await store.count() == 3)
            #expect(try await store.contains(key: "a"))
            #expect(try await store.remove(keys: ["a", "zz"]) == ["a"])
            await #expect(throws: StorageError.keyNotFound("a")) { try await store.element(forKey: "a") }
            await #expect(throws: StorageError.keyNotFound("a")) { try await store.remove(key: "a") }
            try await store.removeAll()
            #expect(try await store.all().isEmpty)
        }
    }

    @Test func aBatchWithAnInvalidKeyWritesNothingAndLaterDuplicatesWin() async throws {
        try await withTemporaryDirectory { directory in
            let store = try await AppDataStore<Account>(path: directory.appendingPathComponent("app.sqlite").path)
            do throws(StorageError) {
                try await store.upsert(contentsOf: [
                    Account(id: "ok", name: "A", balance: 1), Account(id: "", name: "B", balance: 2),
                ])
                Issue.record("an empty key was accepted")
            } catch {
                guard case .invalidKey = error else {
                    Issue.record("wrong error \(error)")
                    return
                }
            }
            #expect(try await store.count() == 0)
            try await store.upsert(contentsOf: [
                Account(id: "d", name: "first", balance: 1), Account(id: "d", name: "second", balance: 2),
            ])
            #expect(try await store.all() == [Account(id: "d", name: "second", balance: 2)])
        }
    }

    @Test func anUndecodableRowIsReportedAndSurvivesOtherWrites() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("app.sqlite").path
            let old = try await AppDataStore<AccountWithoutBalance>(path: path)
            try await old.upsert(AccountWithoutBalance(id: "legacy", name: "Old"))
            let store = try await AppDataStore<Account>(path: path)
            do throws(StorageError) {
                _ = try await store.all()
                Issue.record("an undecodable row was skipped")
            } catch {
                guard case .undecodable(key: "legacy", type: "Account", _) = error else {
                    Issue.record("wrong error \(error)")
                    return
                }
            }
            // Heimdall's failure mode: the next add must not wipe what could not be read.
            try await store.upsert(Account(id: "new", name: "New", balance: 5))
            let loaded = try await store.load()
            #expect(loaded.elements.map(\.id) == ["new"])
            #expect(loaded.failures.count == 1)
            #expect(try await old.element(forKey: "legacy").name == "Old")
        }
    }

    @Test func olderSchemaVersionsAreMigratedAndNewerOnesReported() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("app.sqlite").path
            let v1 = try await AppDataStore<Account>(path: path)
            try await v1.upsert(contentsOf: [
                Account(id: "a", name: "Ann", balance: 7), Account(id: "b", name: "Bo", balance: 8),
            ])
            let v2 = try await AppDataStore<AccountV2>(path: path)
            #expect(
                try await v2.all() == [
                    AccountV2(id: "a", name: "Ann", amount: 7), AccountV2(id: "b", name: "Bo", amount: 8),
                ])
            #expect(try await v2.migrateStoredElements() == 2)
            #expect(try await v2.migrateStoredElements() == 0)
            #expect(try await v2.element(forKey: "b").amount == 8)
            // The old code now meets rows it cannot know: reported, not misread.
            await #expect(throws: StorageError.unsupportedSchemaVersion(key: "a", stored: 2, current: 1)) {
                try await v1.element(forKey: "a")
            }
        }
    }

    @Test func aFailingMigrationIsReportedAndWritesNothing() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("app.sqlite").path
            let old = try await AppDataStore<AccountWithoutBalance>(path: path)
            try await old.upsert(AccountWithoutBalance(id: "x", name: "No balance"))
            let v2 = try await AppDataStore<AccountV2>(path: path)
            do throws(StorageError) {
                try await v2.migrateStoredElements()
                Issue.record("migration of a row without balance succeeded")
            } catch {
                guard case .migrationFailed(key: "x", from: 1, to: 2, _) = error else {
                    Issue.record("wrong error \(error)")
                    return
                }
            }
            #expect(try await old.element(forKey: "x").name == "No balance")
        }
    }

    @Test func changesReachEveryInstanceAfterCommitInOrder() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("app.sqlite").path
            let writer = try await AppDataStore<Account>(path: path)
            let observer = try await AppDataStore<Account>(path: path)
            let otherType = try await AppDataStore<FaultElement>(path: path)
            let observed = await observer.changes()
            let local = await writer.changes()
            try await writer.upsert(Account(id: "a", name: "Ann", balance: 1))
            try await otherType.upsert(FaultElement(key: "noise", index: 0, payload: ""))
            try await writer.upsert(contentsOf: [
                Account(id: "b", name: "B", balance: 2), Account(id: "c", name: "C", balance: 3),
            ])
            try await writer.remove(keys: ["a"])
            for stream in [observed, local] {
                let changes = await collect(stream, count: 3)
                #expect(changes.map(\.kind) == [.upserted, .upserted, .removed])
                #expect(changes.map(\.keys) == [["a"], ["b", "c"], ["a"]])
                #expect(changes.map(\.sequence) == changes.map(\.sequence).sorted())
            }
            // Delivered after commit: by the time the observer hears of it, it can read it.
            let next = await observer.changes()
            try await writer.upsert(Account(id: "d", name: "D", balance: 4))
            let change = await collect(next, count: 1)
            #expect(change.first?.keys == ["d"])
            #expect(try await observer.element(forKey: "d").name == "D")
            try await observer.close()
            try await writer.close()
        }
    }

    @Test func closingEndsTheChangeStream() async throws {
        try await withTemporaryDirectory { directory in
            let store = try await AppDataStore<Account>(path: directory.appendingPathComponent("app.sqlite").path)
            let stream = await store.changes()
            try await store.close()
            var count = 0
            for await _ in stream { count += 1 }
            #expect(count == 0)
        }
    }

    @Test func concurrentWritersFromManyTasksAndInstancesLoseNothing() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("app.sqlite").path
            var stores: [AppDataStore<Account>] = []
            for _ in 0..<4 { stores.append(try await AppDataStore<Account>(path: path)) }
            let instances = stores
            try await withThrowingTaskGroup(of: Void.self) { group in
                for task in 0..<8 {
                    group.addTask {
                        let store = instances[task % instances.count]
                        for index in 0..<20 {
                            try await store.upsert(Account(id: "t\(task)-\(index)", name: "n", balance: index))
                            // A read-modify-write of a shared element: IMMEDIATE transactions serialise them.
                            try await store.upsert(contentsOf: [Account(id: "shared", name: "s", balance: index)])
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await instances[0].count() == 161)
            #expect(try await instances[0].integrityCheck())
        }
    }

    @Test func aFullDiskFailsTheWholeBatchAndKeepsEarlierBatches() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("full.sqlite").path
            let store = try await AppDataStore<FaultElement>(
                path: path, configuration: SQLiteConfiguration(maximumPageCount: 40))
            var committedBatches = 0
            var sawFull = false
            for batch in 0..<100 {
                let elements = (0..<20).map {
                    FaultElement(key: "b\(batch)-\($0)", index: $0, payload: String(repeating: "p", count: 500))
                }
                do throws(StorageError) {
                    try await store.upsert(contentsOf: elements)
                    committedBatches += 1
                } catch {
                    #expect(error == .diskFull(path: path))
                    sawFull = true
                    break
                }
            }
            #expect(sawFull)
            #expect(try await store.count() == committedBatches * 20)
            #expect(try await store.integrityCheck())
        }
    }

    @Test func aCorruptDatabaseIsATypedError() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("app.sqlite").path
            let store = try await AppDataStore<Account>(path: path)
            try await store.upsert(
                contentsOf: (0..<300).map {
                    Account(id: "a\($0)", name: String(repeating: "n", count: 200), balance: $0)
                })
            try await store.close()
            // Overwrite everything after the first page (the header stays valid, the b-trees do not).
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.seek(toOffset: 4096)
            try handle.write(contentsOf: Data(repeating: 0xA5, count: 40_000))
            try handle.close()
            do throws(StorageError) {
                let reopened = try await AppDataStore<Account>(path: path)
                _ = try await reopened.all()
                #expect(try await !reopened.integrityCheck())
            } catch {
                switch error {
                case .corruptDatabase, .database: break
                default: Issue.record("unexpected error \(error)")
                }
            }
        }
    }
}
