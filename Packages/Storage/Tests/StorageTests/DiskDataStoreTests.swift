import Foundation
import Storage
import Testing

@Suite struct DiskDataStoreTests {
    @Test func writesLeaveOnlyFinishedFilesAndCrashLeftoversAreCleared() async throws {
        try await withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("kv")
            let store = try DiskDataStore(directory: folder)
            for index in 0..<20 { try await store.store(Note(title: "n\(index)", tags: []), for: "note \(index)") }
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.count == 20)
            #expect(names.allSatisfy { $0.hasSuffix(".json") && !$0.hasPrefix(".tmp-") })
            // A temp file a crash left behind, and a foreign file: neither is a key.
            try Data("{\"half".utf8).write(to: folder.appendingPathComponent(".tmp-crashed"))
            try Data("x".utf8).write(to: folder.appendingPathComponent("README.txt"))
            let reopened = try DiskDataStore(directory: folder)
            #expect(try await reopened.keys().count == 20)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".tmp-crashed").path))
        }
    }

    @Test func aTruncatedFileIsUndecodableNotMissing() async throws {
        try await withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("kv")
            let store = try DiskDataStore(directory: folder)
            try await store.store(Note(title: "whole", tags: ["x"]), for: "n")
            let file = try #require(FileManager.default.contentsOfDirectory(atPath: folder.path).first)
            try Data("{\"title\":\"wh".utf8).write(to: folder.appendingPathComponent(file))
            do throws(StorageError) {
                _ = try await store.fetch(Note.self, for: "n")
                Issue.record("a truncated file decoded")
            } catch {
                guard case .undecodable(key: "n", type: "Note", _) = error else {
                    Issue.record("wrong error \(error)")
                    return
                }
            }
        }
    }
}
