import Foundation
import Testing

/// `toncard keychain …`: a full round trip, in words and in JSON.
@Suite struct KeychainTests {
    @Test func addListGetDeleteRoundTrip() async throws {
        let harness = try await ToolHarness.activated()
        defer { harness.remove() }
        let key = "00112233445566778899AABBCCDDEEFF"
        let added = await harness.run(["keychain", "add", "--key", key])
        #expect(added.status == 0, "\(added)")
        #expect(added.output.hasPrefix("Added a 16-byte key. Its HMAC: "))
        let hmac = String(added.output.trimmingCharacters(in: .newlines).suffix(64))

        #expect(await harness.run(["keychain", "list"]).output == "\(hmac)  16 bytes\n")
        #expect(
            await harness.run(["keychain", "list", "--json"]).output == #"{"keysData":[{"hmac":""# + hmac
                + #"","length":"16"}],"status":"ok"}"# + "\n")
        #expect(await harness.run(["keychain", "get", hmac]).output == key + "\n")
        #expect(
            await harness.run(["keychain", "get", hmac.lowercased(), "--json"]).output == #"{"message":""# + key
                + #"","status":"ok"}"# + "\n")
        let free = await harness.run(["keychain", "free-space"])
        #expect(free.status == 0 && free.output.hasSuffix(" bytes free in the keychain.\n"))
        #expect(await harness.run(["keychain", "free-space", "--json"]).output.hasSuffix(#","status":"ok"}"# + "\n"))

        let deleted = await harness.run(["keychain", "delete", hmac])
        #expect(deleted.status == 0, "\(deleted)")
        #expect(deleted.output == "Deleted the key. 0 keys are left in the keychain.\n")
        #expect(await harness.run(["keychain", "list"]).output == "The keychain is empty.\n")
        #expect(await harness.run(["keychain", "list", "--json"]).output == #"{"keysData":[],"status":"ok"}"# + "\n")
    }

    @Test func addFromAFileAndWithJSON() async throws {
        let harness = try await ToolHarness.activated()
        defer { harness.remove() }
        try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
        let file = harness.directory.appendingPathComponent("key.hex")
        try "A1B2 C3D4\nE5F6\n".write(to: file, atomically: true, encoding: .utf8)
        let added = await harness.run(["keychain", "add", "--key-file", file.path, "--json"])
        #expect(added.status == 0, "\(added)")
        #expect(added.output.hasPrefix(#"{"message":""#))
        let missing = await harness.run([
            "keychain", "add", "--key-file", harness.directory.appendingPathComponent("nope").path,
        ])
        #expect(missing.status == 66)
        #expect(await harness.run(["keychain", "add"]).status == 64)
        let badHMAC = await harness.run(["keychain", "get", "1234"])
        #expect(badHMAC.status == 64)
    }

    @Test func anInterruptedDeleteIsFinishedByFinishDelete() async throws {
        let harness = try await ToolHarness.activated()
        defer { harness.remove() }
        let first = await harness.run(["keychain", "add", "--key", "0102030405060708", "--json"])
        let second = await harness.run(["keychain", "add", "--key", "1112131415161718"])
        #expect(first.status == 0 && second.status == 0)
        let hmac = String(second.output.trimmingCharacters(in: .newlines).suffix(64))
        // The card leaves the reader in the middle of the delete, after it entered state 37.
        harness.card.removeAfter(apdus: 12)
        let cut = await harness.run(["keychain", "delete", hmac])
        #expect(cut.status == 70, "\(cut)")
        harness.card.reinsert()
        let blocked = await harness.run(["keychain", "add", "--key", "21"])
        #expect(blocked.status == 1)
        #expect(
            blocked.error.hasSuffix("a keychain delete was interrupted: run `toncard keychain finish-delete`\n"),
            "\(blocked)")
        let finished = await harness.run(["keychain", "finish-delete"])
        #expect(finished.output == "Finished the interrupted delete. 1 key is left in the keychain.\n", "\(finished)")
        #expect(await harness.run(["keychain", "list"]).output.hasSuffix("  8 bytes\n"))
        let json = await harness.run(["keychain", "finish-delete", "--json"])
        #expect(json.status == 1)
        #expect(json.output.contains(#""code":"50003""#))
        let deleted = await harness.run(["keychain", "delete", first.output.components(separatedBy: "\"")[3], "--json"])
        #expect(deleted.output == #"{"message":"0","status":"ok"}"# + "\n", "\(deleted)")
    }

    @Test func aGroupWithoutItsCommandIsAUsageError() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        let run = await harness.run(["keychain"])
        #expect(run.status == 64)
        #expect(run.error.contains("SUBCOMMANDS"))
    }
}
