import ByteTools
import CryptoPrimitives
import Testing
import TonCard

/// `toncard pubkey`, `sign` and `verify-pin`, and the sentences for a wrong PIN and a blocked card.
@Suite struct SigningTests {
    @Test func pubkeyPrintsTheKeyAndItsJSON() async throws {
        let harness = try await ToolHarness.activated()
        defer { harness.remove() }
        let run = await harness.run(["pubkey"])
        #expect(run.status == 0, "\(run)")
        let hex = run.output.trimmingCharacters(in: .newlines)
        #expect(hex.count == 64)
        #expect(await harness.run(["pubkey", "--json"]).output == #"{"message":""# + hex + #"","status":"ok"}"# + "\n")
        let indexed = await harness.run(["pubkey", "--index", "5"])
        #expect(indexed.status == 0 && indexed.output != run.output)
        let bad = await harness.run(["pubkey", "--index", "x1"])
        #expect(bad.status == 64)
    }

    @Test func signPrintsAValidSignature() async throws {
        let harness = try await ToolHarness.activated()
        defer { harness.remove() }
        let key = try Ed25519.Signing.PublicKey(
            rawRepresentation: (try? Hex.decode(
                await harness.run(["pubkey"]).output.trimmingCharacters(in: .newlines))) ?? [])
        let run = await harness.run(["sign", "--text", "pay 1 TON"], environment: ["TONCARD_PIN": "1234"])
        #expect(run.status == 0, "\(run)")
        let signature = (try? Hex.decode(run.output.trimmingCharacters(in: .newlines))) ?? []
        #expect(signature.count == 64)
        #expect(key.isValidSignature(signature, for: Array("pay 1 TON".utf8)))

        let json = await harness.run(
            ["sign", "--message", "7061792031", "--index", "3", "--json"], environment: ["TONCARD_PIN": "1234"])
        #expect(json.status == 0, "\(json)")
        #expect(json.output.hasPrefix(#"{"message":""#) && json.output.hasSuffix(#"","status":"ok"}"# + "\n"))
    }

    @Test func signNeedsExactlyOneMessage() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        #expect(await harness.run(["sign"]).status == 64)
        #expect(await harness.run(["sign", "--text", "a", "--message", "61"]).status == 64)
        let notHex = await harness.run(["sign", "--message", "zz"], environment: ["TONCARD_PIN": "1234"])
        #expect(notHex.status == 64)
        #expect(notHex.error.contains("--message is not hex"))
    }

    @Test func aWrongPinSaysHowManyTriesAreLeft() async throws {
        let harness = try await ToolHarness.activated(pin: "1234")
        defer { harness.remove() }
        let ok = await harness.run(["verify-pin"], environment: ["TONCARD_PIN": "1234"])
        #expect(ok.output == "PIN verified.\n")
        #expect(
            await harness.run(["verify-pin", "--json"], environment: ["TONCARD_PIN": "1234"]).output
                == #"{"message":"done","status":"ok"}"# + "\n")

        let wrong = await harness.run(["verify-pin"], environment: ["TONCARD_PIN": "0000"])
        #expect(wrong.status == 1)
        #expect(wrong.error == "error: wrong PIN (9 tries left)\n", "\(wrong)")
        let signing = await harness.run(["sign", "--text", "x"], environment: ["TONCARD_PIN": "0000"])
        #expect(signing.error == "error: wrong PIN (8 tries left)\n", "\(signing)")

        let json = await harness.run(["verify-pin", "--json"], environment: ["TONCARD_PIN": "0000"])
        #expect(json.status == 1)
        #expect(
            json.output
                == #"{"message":"Incorrect PIN (from Ton wallet applet).","status":"fail","code":"6F07","errorTypeId":"0","errorType":"Applet fail: card operation error","cardInstruction":"VERIFY_PIN","apdu":"B0 A2 00 00 44 REDACTED"}"#
                + "\n")
        #expect(!json.output.contains("0000"))
    }

    @Test func aBlockedCardIsSaidPlainly() async throws {
        let harness = try await ToolHarness.activated()
        defer { harness.remove() }
        harness.card.failNextCommands(1, with: 0x8F04)
        let run = await harness.run(["verify-pin"], environment: ["TONCARD_PIN": "1234"])
        #expect(run.status == 1)
        #expect(
            run.error.hasPrefix(
                "error: the card is blocked and can no longer be used: Apdu Hmac verification tries expired."), "\(run)"
        )
    }

    @Test func withoutTheCardsHMACKeyTheHintNamesActivate() async throws {
        // Activate, then forget the card's key.
        let activated = try await ToolHarness.activated()
        defer { activated.remove() }
        #expect(await activated.run(["hmac-key", "delete", ToolHarness.serialNumber]).status == 0)
        let run = await activated.run(["verify-pin"], environment: ["TONCARD_PIN": "1234"])
        #expect(run.status == 1)
        #expect(
            run.error.hasPrefix("error: this host has no HMAC key for this card (code 60000); run `toncard activate`"),
            "\(run)")
        #expect(run.error.contains("toncard hmac-key list"))
    }
}
