import Testing

/// `toncard status` and `toncard activate`.
@Suite struct StatusAndActivateTests {
    @Test func statusOfAFactoryCardSaysToActivateIt() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        // A factory card has no seed, so its wallet applet refuses even its SELECT (6F02).
        let run = await harness.run(["status"])
        #expect(run.status == 1)
        #expect(run.error == "error: the card's wallet has no seed yet (status word 6F02); run `toncard activate`\n")
        let json = await harness.run(["status", "--json"])
        #expect(json.status == 1)
        #expect(
            json.output.hasPrefix(#"{"getTonAppletState":{"message":"Set curve failed.","status":"fail","code":"6F02""#)
        )
        #expect(json.error == "error: the card's wallet has no seed yet (status word 6F02); run `toncard activate`\n")
    }

    @Test func activatePersonalizesTheCardAndKeepsItsKey() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        let run = await harness.run(
            ["activate"], environment: ToolHarness.activationSecrets.merging(["TONCARD_NEW_PIN": "1234"]) { $1 })
        #expect(run.status == 0, "\(run)")
        #expect(
            run.output == """
                TonWalletApplet is personalized.
                Serial number: 504394802433901126813236
                The card's HMAC key is saved in the key store in \(harness.directory.path).

                """)
        let status = await harness.run(["status", "--json"])
        #expect(status.status == 0)
        #expect(
            status.output
                == #"{"getTonAppletState":{"message":"TonWalletApplet is personalized.","status":"ok"},"getSerialNumber":{"message":"504394802433901126813236","status":"ok"},"getRemainingPinTries":{"message":"10","status":"ok"},"isKeyForHmacExist":{"message":"true","status":"ok"}}"#
                + "\n")
        let human = await harness.run(["status"])
        #expect(human.output.hasSuffix("HMAC key on this host: yes\n"))
    }

    @Test func activateWithJSONPrintsTurnOnWalletsJSON() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        let run = await harness.run(
            ["activate", "--json"],
            environment: ToolHarness.activationSecrets.merging(["TONCARD_NEW_PIN": "1234"]) { $1 })
        #expect(run.status == 0, "\(run)")
        #expect(run.output == #"{"message":"TonWalletApplet is personalized.","status":"ok"}"# + "\n")
        // A second activation finds the card personalized: the state error's JSON, status 1.
        let again = await harness.run(
            ["activate", "--json"],
            environment: ToolHarness.activationSecrets.merging(["TONCARD_NEW_PIN": "1234"]) { $1 })
        #expect(again.status == 1)
        #expect(again.output.contains(#""status":"fail""#))
    }

    @Test func badActivationDataIsAUsageErrorThatDoesNotEchoIt() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        var secrets = ToolHarness.activationSecrets.merging(["TONCARD_NEW_PIN": "1234"]) { $1 }
        secrets["TONCARD_COMMON_SECRET"] = "ABCD"
        let run = await harness.run(["activate"], environment: secrets)
        #expect(run.status == 64)
        #expect(run.error == "error: Common secret is a hex string of length 64. (code 30001)\n")
        secrets["TONCARD_COMMON_SECRET"] = ToolHarness.activationSecrets["TONCARD_COMMON_SECRET"]
        secrets["TONCARD_NEW_PIN"] = "12a4"
        let pin = await harness.run(["activate", "--json"], environment: secrets)
        #expect(pin.status == 64)
        #expect(!pin.output.contains("12a4"))
    }
}
