import Foundation
import Storage
import Testing

/// Compiles and checks the example in Packages/Storage/README.md; the region between the markers
/// must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "storage-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // README-EXAMPLE-BEGIN
        struct Wallet: Storable, Identifiable, Equatable {
            var id: String  // the row key: adding again replaces
            var name: String
        }
        let path = directory.appendingPathComponent("wallet.sqlite").path

        let wallets = try await AppDataStore<Wallet>(path: path)
        let otherInstance = try await AppDataStore<Wallet>(path: path)  // or another process
        let changes = await otherInstance.changes()

        try await wallets.upsert(contentsOf: [Wallet(id: "w1", name: "Main"), Wallet(id: "w2", name: "Savings")])
        var events = changes.makeAsyncIterator()
        let event = await events.next()  // #1 upserted ["w1", "w2"], after commit
        let names = try await otherInstance.all().map(\.name)  // ["Main", "Savings"]

        let settings = try await SQLiteDataStore(path: path)
        let secrets = try await SecureDataStore(backing: settings, passphrase: "correct horse battery")
        try await secrets.store(["abandon", "ability", "able"], for: "mnemonic")  // AES-256-GCM
        let words = try await secrets.fetch([String].self, for: "mnemonic")

        var message = ""
        do { _ = try await settings.fetch(Int.self, for: "theme") } catch { message = error.description }
        // "no value stored under key \"theme\"" – never a silent nil
        // README-EXAMPLE-END

        #expect(event?.kind == .upserted && event?.keys == ["w1", "w2"])
        #expect(names == ["Main", "Savings"])
        #expect(words == ["abandon", "ability", "able"])
        #expect(message == "no value stored under key \"theme\"")
    }
}
