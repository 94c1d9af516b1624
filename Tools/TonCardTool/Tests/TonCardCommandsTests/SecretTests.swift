import Testing

/// Where secrets come from: the environment, `--secrets-from-stdin`, a prompt — never argv.
@Suite struct SecretTests {
    @Test func aMissingSecretIsAUsageErrorNamingTheVariable() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        let run = await harness.run(["activate"], environment: ToolHarness.activationSecrets)
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("error: this command needs TONCARD_NEW_PIN: set it in the environment"))
        // Nothing reached the card: it still has no seed, and no key was stored.
        #expect(await harness.run(["status"]).error.contains("no seed yet"))
        #expect(
            await harness.run(["hmac-key", "list", "--json"]).output
                == #"{"message":"HMAC-SHA256 keys are not found.","status":"ok"}"# + "\n")
    }

    @Test func aMissingPassphraseNamesItsVariable() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        let run = await harness.run(
            ["hmac-key", "list"], environment: ["TONCARD_KEYSTORE_DIR": harness.directory.path],
            replacingEnvironment: true)
        #expect(run.status == 64)
        #expect(run.error.contains("TONCARD_KEYSTORE_PASSPHRASE"))
    }

    @Test func noOptionTakesASecretFromArguments() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        for option in ["--pin", "--new-pin", "--password", "--common-secret", "--iv", "--passphrase"] {
            let run = await harness.run(["verify-pin", option, "1234"])
            #expect(run.status == 64, "\(option) was accepted")
            #expect(run.error.contains("Unknown option '\(option)'"))
        }
        let activate = await harness.run(["activate", "--new-pin", "1234"], environment: ToolHarness.activationSecrets)
        #expect(activate.status == 64)
    }

    @Test func secretsFromStandardInput() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        let secrets = ToolHarness.activationSecrets.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "\n")
        let input = "# activation data\n\(secrets)\nTONCARD_NEW_PIN=4321\nTONCARD_KEYSTORE_PASSPHRASE=from stdin\n"
        let run = await harness.run(["activate", "--secrets-from-stdin"], input: input, replacingEnvironment: true)
        #expect(run.status == 64, "no key store directory without HOME: \(run)")
        let activated = await harness.run(
            ["activate", "--secrets-from-stdin", "--keystore-dir", harness.directory.path], input: input,
            replacingEnvironment: true)
        #expect(activated.status == 0, "\(activated)")
        // The PIN and the passphrase from stdin are the ones in effect.
        let verified = await harness.run(
            ["verify-pin", "--secrets-from-stdin"],
            input: "TONCARD_PIN=4321\r\nTONCARD_KEYSTORE_PASSPHRASE=from stdin\r\n")
        #expect(verified.status == 0, "\(verified)")
        #expect(verified.output == "PIN verified.\n")
    }

    @Test func stdinLinesThatAreNotSecretsAreRefusedWithoutEchoingValues() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        let unknown = await harness.run(["verify-pin", "--secrets-from-stdin"], input: "TONCARD_PINN=9876\n")
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("line 1 names TONCARD_PINN"))
        #expect(!unknown.error.contains("9876"))
        let typedValue = await harness.run(["verify-pin", "--secrets-from-stdin"], input: "hunter2=x\n")
        #expect(typedValue.error.contains("line 1 names an unknown variable"))
        #expect(!typedValue.error.contains("hunter2"))
        let twice = await harness.run(
            ["verify-pin", "--secrets-from-stdin"], input: "TONCARD_PIN=1111\nTONCARD_PIN=2222\n")
        #expect(twice.error == "error: --secrets-from-stdin: TONCARD_PIN is given twice (line 2)\n")
        let malformed = await harness.run(["verify-pin", "--secrets-from-stdin"], input: "\n9876\n")
        #expect(malformed.status == 64)
        #expect(malformed.error == "error: --secrets-from-stdin: line 2 is not NAME=value\n")
        let huge = await harness.run(
            ["verify-pin", "--secrets-from-stdin"], input: String(repeating: "#", count: 70_000))
        #expect(huge.status == 64)
    }

    @Test func theKeyStoreDirectoryOptionWinsOverTheEnvironment() async throws {
        let harness = try await ToolHarness.activated()
        defer { harness.remove() }
        let elsewhere = harness.directory.appendingPathComponent("other").path
        let run = await harness.run(["hmac-key", "list", "--keystore-dir", elsewhere])
        #expect(run.output == "The key store in \(elsewhere) holds no HMAC keys.\n")
        #expect(await harness.run(["hmac-key", "list"]).output == ToolHarness.serialNumber + "\n")
    }

    @Test func thePromptIsAskedOnlyForWhatIsMissing() async throws {
        let harness = try await ToolHarness.activated(pin: "1234")
        defer { harness.remove() }
        let prompt = ScriptedPrompt(["1234"])
        let run = await harness.run(["verify-pin"], prompt: prompt)
        #expect(run.status == 0, "\(run)")
        #expect(prompt.asked.withLock { $0 } == ["PIN: "])
        #expect(!run.output.contains("1234") && !run.error.contains("1234"))
    }
}
