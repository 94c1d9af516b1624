import Foundation
import Storage

/// An account as a wallet app keeps it: one row per account, keyed by its id.
private struct TourAccount: Storable, Identifiable, Equatable {
    static let collectionName = "tour-accounts"
    var id: String
    var name: String
    var balanceE8s: UInt64
}

public let storageTour = TourStep(
    name: "Storage",
    summary: "a list of accounts in SQLite, a change event from a second instance, a secret through the secure store"
) { out in
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storage-tour-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("wallet.sqlite").path

    out.line("-- A list of accounts, one SQLite row each (WAL, BEGIN IMMEDIATE transactions)")
    let accounts = try await AppDataStore<TourAccount>(path: path)
    try await accounts.upsert(contentsOf: [
        TourAccount(id: "acc-1", name: "Main", balanceE8s: 150_000_000),
        TourAccount(id: "acc-2", name: "Savings", balanceE8s: 2_000_000_000),
        TourAccount(id: "acc-3", name: "Staking", balanceE8s: 0),
    ])
    // replaces, keeps its place
    try await accounts.upsert(TourAccount(id: "acc-1", name: "Main", balanceE8s: 175_000_000))
    for account in try await accounts.all() {
        out.show("  \(account.id)", "\(account.name), \(account.balanceE8s) e8s")
    }
    out.show("count after re-adding acc-1", try await accounts.count())

    out.line("-- A second instance on the same file hears of the first one's commits")
    let observer = try await AppDataStore<TourAccount>(path: path)
    let changes = await observer.changes()
    // Collected by a task awaited with a timeout, so a lost notification fails the step
    // instead of hanging the tour.
    let firstTwo = Task { () -> [String] in
        var events: [String] = []
        for await event in changes {
            events.append(event.description)
            if events.count == 2 { break }
        }
        return events
    }
    try await accounts.upsert(TourAccount(id: "acc-4", name: "Hardware card", balanceE8s: 42))
    try await accounts.remove(key: "acc-3")
    let events = try await value(of: firstTwo, within: .seconds(10), waitingFor: "change events")
    out.show("events in the second instance", events.isEmpty ? "FAILED (none)" : events.joined(separator: "; "))
    out.show("second instance reads acc-4", (try? await observer.element(forKey: "acc-4").name) ?? "FAILED")

    out.line("-- Errors say what is wrong instead of returning nil or an empty list")
    do { _ = try await observer.element(forKey: "acc-9") } catch {
        out.show("element(forKey: \"acc-9\")", String(describing: error))
    }
    let settings = try await SQLiteDataStore(path: path)
    try await settings.store("dark", for: "theme")
    do { _ = try await settings.fetch(Int.self, for: "theme") } catch {
        out.show("fetch(Int.self, \"theme\")", String(describing: error))
    }

    out.line("-- A secret through the secure store (AES-256-GCM, PBKDF2 passphrase key)")
    let secrets = try await SecureDataStore(backing: settings, passphrase: "correct horse battery staple")
    let mnemonic = "abandon ability able about above absent absorb abstract absurd abuse access accident"
    try await secrets.store(mnemonic, for: "mnemonic")
    let stored = try await settings.fetch(Data.self, for: "mnemonic")
    out.show("stored bytes (nonce|ciphertext|tag)", "\(stored.count) bytes: " + hex(Array(stored.prefix(12))) + " ...")
    let reopened = try await SecureDataStore(backing: settings, passphrase: "correct horse battery staple")
    out.show(
        "read back with the passphrase",
        try await reopened.fetch(String.self, for: "mnemonic") == mnemonic ? "the same 12 words" : "FAILED")
    do { _ = try await SecureDataStore(backing: settings, passphrase: "wrong horse") } catch {
        out.show("a wrong passphrase", String(describing: error))
    }
    var tampered = stored
    tampered[tampered.count - 1] ^= 1
    try await settings.store(tampered, for: "mnemonic")
    do { _ = try await reopened.fetch(String.self, for: "mnemonic") } catch {
        out.show("one flipped bit", String(describing: error))
    }

    try await observer.close()
    try await accounts.close()
}
