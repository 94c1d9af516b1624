import Foundation
import Storage

/// A fresh directory under the system temp directory, removed after `body`.
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storage-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

struct Account: Storable, Identifiable, Equatable {
    static let collectionName = "accounts"
    var id: String
    var name: String
    var balance: Int
}

/// The same collection as ``Account`` in an older shape, to write rows that `Account` cannot read.
struct AccountWithoutBalance: Storable, Identifiable, Equatable {
    static let collectionName = "accounts"
    var id: String
    var name: String
}

/// `Account` after a schema change: version 2 renamed `balance` to `amount`.
struct AccountV2: Storable, Identifiable, Equatable {
    static let collectionName = "accounts"
    static let schemaVersion = 2
    var id: String
    var name: String
    var amount: Int

    static func migrate(_ json: Data, from version: Int) throws -> Data {
        guard version == 1, var object = try JSONSerialization.jsonObject(with: json) as? [String: Any],
            let balance = object.removeValue(forKey: "balance")
        else { throw NoMigrationDefined() }
        object["amount"] = balance
        return try JSONSerialization.data(withJSONObject: object)
    }
}

/// What the fault writer process stores (same collection name and shape as its own type).
struct FaultElement: Storable, Equatable {
    static let collectionName = "fault-elements"
    var key: String
    var index: Int
    var payload: String
    var storageKey: String { key }
}

struct Note: Codable, Equatable, Sendable {
    var title: String
    var tags: [String]
}

/// Reads `count` changes from `stream`, or what arrived before `timeout`.
func collect(_ stream: AsyncStream<StorageChange>, count: Int, timeout: Duration = .seconds(10)) async
    -> [StorageChange]
{
    await withTaskGroup(of: [StorageChange]?.self) { group in
        group.addTask {
            var received: [StorageChange] = []
            for await change in stream {
                received.append(change)
                if received.count == count { break }
            }
            return received
        }
        group.addTask {
            try? await Task.sleep(for: timeout)
            return nil
        }
        var result: [StorageChange] = []
        for await value in group {
            if let value { result = value }
            group.cancelAll()
            break
        }
        group.cancelAll()
        return result
    }
}
