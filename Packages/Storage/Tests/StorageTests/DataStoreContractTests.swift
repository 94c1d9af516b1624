import CryptoPrimitives
import Foundation
import Storage
import Testing

/// The `DataStore` contract, checked on every implementation.
@Suite struct DataStoreContractTests {
    enum Kind: String, CaseIterable, Sendable { case memory, sqlite, disk, secureSQLite, secureDisk }

    func makeStore(_ kind: Kind, in directory: URL) async throws -> any DataStore {
        switch kind {
        case .memory: return InMemoryDataStore()
        case .sqlite: return try await SQLiteDataStore(path: directory.appendingPathComponent("kv.sqlite").path)
        case .disk: return try DiskDataStore(directory: directory.appendingPathComponent("kv"))
        case .secureSQLite:
            let backing = try await SQLiteDataStore(path: directory.appendingPathComponent("secure.sqlite").path)
            return try await SecureDataStore(backing: backing, key: SymmetricKey(size: .bits256))
        case .secureDisk:
            return try await SecureDataStore(
                backing: try DiskDataStore(directory: directory.appendingPathComponent("s")),
                passphrase: "correct horse", rounds: 1_000)
        }
    }

    @Test(arguments: Kind.allCases) func roundTripsAnyCodable(kind: Kind) async throws {
        try await withTemporaryDirectory { directory in
            let store = try await makeStore(kind, in: directory)
            let note = Note(title: "hello", tags: ["a", "b"])
            try await store.store(note, for: "note")
            try await store.store(42, for: "answer")
            try await store.store("text", for: "ключ 🔑")
            try await store.store([1.5, 2.5], for: "numbers")
            #expect(try await store.fetch(Note.self, for: "note") == note)
            #expect(try await store.fetch(Int.self, for: "answer") == 42)
            #expect(try await store.fetch(String.self, for: "ключ 🔑") == "text")
            #expect(try await store.fetch([Double].self, for: "numbers") == [1.5, 2.5])
            try await store.store(Note(title: "replaced", tags: []), for: "note")
            #expect(try await store.fetch(Note.self, for: "note").title == "replaced")
            #expect(try await store.keys() == ["answer", "note", "numbers", "ключ 🔑"])
            #expect(try await store.contains("answer"))
            try await store.delete("answer")
            #expect(try await !store.contains("answer"))
            #expect(try await store.fetchIfPresent(Int.self, for: "answer") == nil)
        }
    }

    @Test(arguments: Kind.allCases) func missingKeysAreErrors(kind: Kind) async throws {
        try await withTemporaryDirectory { directory in
            let store = try await makeStore(kind, in: directory)
            await #expect(throws: StorageError.keyNotFound("nothing")) {
                try await store.fetch(Int.self, for: "nothing")
            }
            await #expect(throws: StorageError.keyNotFound("nothing")) { try await store.delete("nothing") }
        }
    }

    @Test(arguments: Kind.allCases) func undecodableValuesAreErrorsAndKept(kind: Kind) async throws {
        try await withTemporaryDirectory { directory in
            let store = try await makeStore(kind, in: directory)
            try await store.store("not a note", for: "note")
            do throws(StorageError) {
                _ = try await store.fetch(Note.self, for: "note")
                Issue.record("decoding a String as a Note succeeded")
            } catch {
                guard case .undecodable(let key, let type, _) = error else {
                    Issue.record("wrong error \(error)")
                    return
                }
                #expect(key == "note" && type == "Note")
            }
            #expect(try await store.fetch(String.self, for: "note") == "not a note")
        }
    }

    @Test(arguments: Kind.allCases) func invalidKeysAreRejected(kind: Kind) async throws {
        try await withTemporaryDirectory { directory in
            let store = try await makeStore(kind, in: directory)
            for key in ["", "line\nbreak", "nul\0", String(repeating: "k", count: 101)] {
                do throws(StorageError) {
                    try await store.store(1, for: key)
                    Issue.record("key \(key.debugDescription) was accepted")
                } catch {
                    guard case .invalidKey = error else {
                        Issue.record("wrong error \(error)")
                        continue
                    }
                }
            }
            try await store.store(1, for: String(repeating: "k", count: 100))
            #expect(try await store.keys() == [String(repeating: "k", count: 100)])
        }
    }

    @Test(arguments: Kind.allCases) func concurrentWritersLoseNothing(kind: Kind) async throws {
        try await withTemporaryDirectory { directory in
            let store = try await makeStore(kind, in: directory)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for task in 0..<8 {
                    group.addTask {
                        for index in 0..<25 { try await store.store(index, for: "t\(task)-\(index)") }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await store.keys().count == 200)
        }
    }
}
