import Foundation
import Testing

/// `toncard recovery …` and `toncard hmac-key …`.
@Suite struct RecoveryAndHMACKeyTests {
    @Test func recoverySetGetReset() async throws {
        let harness = try await ToolHarness.activated()
        defer { harness.remove() }
        let data = "DEADBEEF00112233"
        let set = await harness.run(["recovery", "set", data])
        #expect(set.status == 0, "\(set)")
        #expect(set.output == "Stored 8 bytes of recovery data on the card.\n")
        #expect(await harness.run(["recovery", "get"]).output == data + "\n")
        #expect(
            await harness.run(["recovery", "get", "--json"]).output == #"{"message":""# + data + #"","status":"ok"}"#
                + "\n")
        let again = await harness.run(["recovery", "set", data])
        #expect(again.status == 1)
        #expect(again.error.contains("Recovery data already exists."))
        #expect(await harness.run(["recovery", "reset"]).output == "Removed the card's recovery data.\n")
        #expect(
            await harness.run(["recovery", "reset", "--json"]).output == #"{"message":"done","status":"ok"}"# + "\n")
        let empty = await harness.run(["recovery", "get"])
        #expect(empty.status == 1)

        try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
        let file = harness.directory.appendingPathComponent("recovery.hex")
        try "0102\n0304\n".write(to: file, atomically: true, encoding: .utf8)
        let fromFile = await harness.run(["recovery", "set", "--file", file.path, "--json"])
        #expect(fromFile.output == #"{"message":"done","status":"ok"}"# + "\n", "\(fromFile)")
        #expect(await harness.run(["recovery", "get"]).output == "01020304\n")
    }

    @Test func hmacKeyListSelectDelete() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        let sn = ToolHarness.serialNumber
        #expect(
            await harness.run(["hmac-key", "list", "--json"]).output
                == #"{"message":"HMAC-SHA256 keys are not found.","status":"ok"}"# + "\n")
        #expect(
            await harness.run(["hmac-key", "list"]).output
                == "The key store in \(harness.directory.path) holds no HMAC keys.\n")

        let activated = await harness.run(
            ["activate"], environment: ToolHarness.activationSecrets.merging(["TONCARD_NEW_PIN": "5555"]) { $1 })
        #expect(activated.status == 0)
        #expect(await harness.run(["hmac-key", "list"]).output == sn + "\n")
        #expect(
            await harness.run(["hmac-key", "list", "--json"]).output == #"{"message":[""# + sn + #""],"status":"ok"}"#
                + "\n")
        #expect(await harness.run(["hmac-key", "select", sn]).output == "This host has the HMAC key of card \(sn).\n")
        #expect(
            await harness.run(["hmac-key", "select", sn, "--json"]).output == #"{"message":"done","status":"ok"}"#
                + "\n")

        // Another passphrase does not open the store.
        let wrong = await harness.run(["hmac-key", "list"], environment: ["TONCARD_KEYSTORE_PASSPHRASE": "wrong"])
        #expect(wrong.status == 1)
        #expect(wrong.error.hasPrefix("error: the HMAC key store cannot be opened (code 60002)"))

        #expect(await harness.run(["hmac-key", "delete", sn]).output == "Deleted the HMAC key of card \(sn).\n")
        let gone = await harness.run(["hmac-key", "delete", sn, "--json"])
        #expect(gone.status == 1)
        #expect(
            gone.output
                == #"{"message":"Key for hmac signing for specified serial number does not exist.","status":"fail","code":"60000","errorTypeId":"6","errorType":"Native code fail: hmac key issue"}"#
                + "\n")
        let badSerial = await harness.run(["hmac-key", "select", "12"])
        #expect(badSerial.status == 64)
    }
}
