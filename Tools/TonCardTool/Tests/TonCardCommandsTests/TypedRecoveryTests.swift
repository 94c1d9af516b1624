import ByteTools
import Foundation
import Testing
import TonCard

/// `toncard recovery set --from-json` and `recovery get` of sealed, typed recovery data.
@Suite struct TypedRecoveryTests {
    static let recoveryPassphrase = "a recovery passphrase"
    static let fields: [(String, String)] = [
        ("multisigAddress", String(repeating: "A1", count: 32)),
        ("surfPublicKey", String(repeating: "B2", count: 32)),
        ("authenticationPassword", String(repeating: "C3", count: 128)),
        ("commonSecret", String(repeating: "D4", count: 32)),
    ]
    static var json: String {
        "{" + fields.map { #""\#($0.0)":"\#($0.1)""# }.joined(separator: ",") + "}"
    }

    static func write(_ text: String, in harness: ToolHarness) throws -> String {
        try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
        let file = harness.directory.appendingPathComponent("recovery-\(UUID().uuidString).json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test func setFromJSONThenGetJSONRoundTrips() async throws {
        let harness = try await ToolHarness.activated()
        defer { harness.remove() }
        let path = try Self.write(Self.json, in: harness)
        let key = ["TONCARD_RECOVERY_PASSPHRASE": Self.recoveryPassphrase]
        let set = await harness.run(["recovery", "set", "--from-json", path], environment: key)
        #expect(set.status == 0, "\(set)")
        #expect(
            set.output == "Stored the recovery data on the card, sealed under the recovery passphrase (294 bytes).\n")
        let get = await harness.run(["recovery", "get", "--json"], environment: key)
        #expect(get.status == 0, "\(get)")
        #expect(get.output == Self.json + "\n")
        let human = await harness.run(["recovery", "get"], environment: key)
        #expect(human.output == Self.fields.map { "\($0.0): \($0.1)\n" }.joined())

        // The card holds the envelope, not the fields: --raw shows it, and no field is in it.
        let raw = await harness.run(["recovery", "get", "--raw"])
        #expect(raw.output.hasPrefix("5443524401"), "\(raw)")
        #expect(raw.output.count == 294 * 2 + 1)
        for (_, value) in Self.fields { #expect(!raw.output.contains(value)) }
        // The passphrase can come from a --secrets-from-stdin line like every other secret.
        let fromStdin = await harness.run(
            ["recovery", "get", "--json", "--secrets-from-stdin"],
            input: "TONCARD_RECOVERY_PASSPHRASE=\(Self.recoveryPassphrase)\n")
        #expect(fromStdin.output == Self.json + "\n", "\(fromStdin)")
    }

    @Test func aWrongPassphraseOrChangedBytesIsRefusedWithoutShowingAnything() async throws {
        let harness = try await ToolHarness.activated()
        defer { harness.remove() }
        let path = try Self.write(Self.json, in: harness)
        let set = await harness.run(
            ["recovery", "set", "--from-json", path], environment: ["TONCARD_RECOVERY_PASSPHRASE": "one"])
        #expect(set.status == 0, "\(set)")
        let wrong = await harness.run(
            ["recovery", "get", "--json"], environment: ["TONCARD_RECOVERY_PASSPHRASE": "two"])
        #expect(wrong.status == 1)
        #expect(wrong.output.isEmpty)
        #expect(wrong.error == "error: recovery data: the passphrase does not open this recovery data (wrong key)\n")

        // Replace the card's data with the same envelope, one ciphertext bit flipped.
        let raw = await harness.run(["recovery", "get", "--raw"])
        var bytes = try Hex.decode(raw.output.trimmingCharacters(in: .whitespacesAndNewlines))
        bytes[100] ^= 0x01
        #expect(await harness.run(["recovery", "reset"]).status == 0)
        #expect(await harness.run(["recovery", "set", Hex.encode(bytes)]).status == 0)
        let tampered = await harness.run(
            ["recovery", "get", "--json"], environment: ["TONCARD_RECOVERY_PASSPHRASE": "one"])
        #expect(tampered.status == 1)
        #expect(tampered.error.contains("was changed"), "\(tampered)")
        for (_, value) in Self.fields { #expect(!tampered.error.contains(value) && !tampered.output.contains(value)) }
    }

    @Test func badFilesAndAMissingPassphraseFailBeforeTheCardIsTouched() async throws {
        let harness = try await ToolHarness.activated()
        defer { harness.remove() }
        let cases: [(String, String)] = [
            ("[1]", "the JSON must be an object"),
            (#"{"multisigAddress":"00"}"#, #""surfPublicKey" is missing"#),
            (
                Self.json.replacingOccurrences(of: "}", with: #","extra":"00"}"#),
                #""extra" is not a recovery data field"#
            ),
            (
                Self.json.replacingOccurrences(of: String(repeating: "D4", count: 32), with: "D4"),
                "commonSecret has 1 bytes; it must have 32"
            ),
            (
                Self.json.replacingOccurrences(
                    of: String(repeating: "C3", count: 128), with: String(repeating: "ZZ", count: 128)),
                "authenticationPassword is not hex"
            ),
            ("{", "invalid JSON at byte 1"),
        ]
        for (text, message) in cases {
            let path = try Self.write(text, in: harness)
            let run = await harness.run(
                ["recovery", "set", "--from-json", path], environment: ["TONCARD_RECOVERY_PASSPHRASE": "p"])
            #expect(run.status == 64, "\(text): \(run)")
            #expect(run.error.contains(message), "\(text): \(run)")
            #expect(!run.error.contains("C3C3C3"))
        }
        let path = try Self.write(Self.json, in: harness)
        let noKey = await harness.run(["recovery", "set", "--from-json", path])
        #expect(noKey.status == 64)
        #expect(noKey.error.contains("TONCARD_RECOVERY_PASSPHRASE"))
        // Nothing reached the card.
        #expect(await harness.run(["recovery", "get"]).status == 1)
        let both = await harness.run(["recovery", "set", "00", "--from-json", path])
        #expect(both.status == 64)
    }
}
