import ByteTools
import Coordinators
import CoordinatorsTesting
import Testing
import TonCard
import TonCardEmulator
import WalletApp

@Suite("Card tab: status and activation on the emulated card")
struct CardStatusAndActivationTests {
    @Test("a factory card's status: waiting for activation, all PIN tries, no HMAC key here")
    func factoryStatus() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let run = try await runScripted(
            CardTab(service: bench.service),
            [
                .choose("card.menu", "Status"), .answer("card.status", .acknowledged),
                .choose("card.menu", "Quit wallet"),
            ])
        #expect(run.result == .quit)
        #expect(run.unusedSteps.isEmpty)
        #expect(run.lifetime.isClean, "\(run.lifetime)")
        let status = try #require(run.notices("card.status").first)
        #expect(status.contains("Reader: TON card emulator"))
        #expect(status.contains("State: waiting for activation"))
        #expect(status.contains("activate it first"))
        #expect(status.contains("PIN tries left: 10"))
        #expect(status.contains("HMAC key in this wallet: no"))

        let report = try await bench.service.status()
        #expect(report.appletState == nil)
        #expect(!report.isActivated)
        #expect(report.serialNumber == nil)
        #expect(!report.holdsHMACKey)
    }

    @Test("activation with the emulator's data: confirm, the new PIN twice, then the status says personalized")
    func activateThenStatus() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let run = try await runScripted(
            CardTab(service: bench.service),
            [
                .choose("card.menu", "Activate"),
                .answer("card.activate.confirm", .confirmed(true)),
                .answer("card.newPin", .text(CardTestBench.pin)),
                .answer("card.newPin.again", .text(CardTestBench.pin)),
                .answer("card.activated", .acknowledged),
                .choose("card.menu", "Status"),
                .answer("card.status", .acknowledged),
                .choose("card.menu", "Log out"),
            ])
        #expect(run.result == .logOut)
        #expect(run.unusedSteps.isEmpty)
        #expect(run.lifetime.isClean, "\(run.lifetime)")
        // The emulator's activation data is known: no secret of a real card is asked.
        #expect(!run.screens.contains("card.password"))
        let serial = try #require(bench.connector.card.status.serialNumber)
        let activated = try #require(run.notices("card.activated").first)
        #expect(activated.contains("State: personalized"))
        let status = try #require(run.notices("card.status").first)
        #expect(status.contains("State: personalized"))
        #expect(status.contains("Serial number: \(serial)"))
        #expect(status.contains("PIN tries left: 10"))
        #expect(status.contains("HMAC key in this wallet: yes"))
        #expect(!status.contains(CardTestBench.pin))
        #expect(bench.connector.card.status.appletState == .personalized)
    }

    @Test("two new PINs that differ are asked again; the card is activated with the repeated one")
    func differingPinsAskedAgain() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let run = try await runScripted(
            CardActivationFlow(service: bench.service),
            [
                .answer("card.activate.confirm", .confirmed(true)),
                .answer("card.newPin", .text("1234")), .answer("card.newPin.again", .text("4321")),
                .answer("card.newPin", .text("2468")), .answer("card.newPin.again", .text("2468")),
                .answer("card.activated", .acknowledged),
            ])
        #expect(run.result.value?.appletState == .personalized)
        #expect(
            run.transcript.contains(
                .status(.note("the two PINs differ: type the new PIN again"), path: FlowPath(["Activate"]))))
        _ = try await bench.service.verifyPin(SecretText("2468"))
    }

    @Test("PINs that keep differing end the activation with a sentence; the card is untouched")
    func pinsKeepDiffering() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let script: [ScriptStep] =
            [.answer("card.activate.confirm", .confirmed(true))]
            + Array(
                repeating: [
                    ScriptStep.answer("card.newPin", .text("1234")), .answer("card.newPin.again", .text("4321")),
                ], count: 3
            ).flatMap { $0 }
            + [.answer("card.error", .acknowledged)]
        let run = try await runScripted(CardActivationFlow(service: bench.service), script)
        #expect(run.result.value == nil)
        #expect(run.notices("card.error") == [CardWalletError.pinsDiffer.description])
        #expect(bench.connector.card.status.appletState == .waitingForAuthentication)
        #expect(!bench.connector.card.status.hasSeed)
    }

    @Test("declining the confirmation leaves the card as it was")
    func declined() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let run = try await runScripted(
            CardActivationFlow(service: bench.service), [.answer("card.activate.confirm", .confirmed(false))])
        #expect(run.result.value == nil)
        #expect(!bench.connector.card.status.hasSeed)
    }

    @Test("an activated card is not activated again: its keys stay")
    func alreadyActivated() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        try await bench.activate()
        let keyBefore = try await bench.service.publicKey()
        let run = try await runScripted(
            CardActivationFlow(service: bench.service),
            [
                .answer("card.activate.confirm", .confirmed(true)),
                .answer("card.newPin", .text("9999")), .answer("card.newPin.again", .text("9999")),
                .answer("card.error", .acknowledged),
            ])
        #expect(run.notices("card.error") == [CardWalletError.alreadyActivated.description])
        #expect(try await bench.service.publicKey() == keyBefore)
        _ = try await bench.service.verifyPin(SecretText(CardTestBench.pin))
    }

    @Test("a real card's activation data is typed as hex secrets and never shown")
    func realCardSecrets() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let service = CardService(connector: RealCardStandIn(bench.connector))
        #expect(service.needsActivationData)
        let password = Hex.encode(TonCardEmulatorConfiguration.defaultPassword, uppercase: true)
        let commonSecret = Hex.encode(TonCardEmulatorConfiguration.defaultCommonSecret, uppercase: true)
        let iv = Hex.encode(TonCardEmulatorConfiguration.defaultIV, uppercase: true)
        let run = try await runScripted(
            CardActivationFlow(service: service),
            [
                .answer("card.activate.confirm", .confirmed(true)),
                .answer("card.newPin", .text(CardTestBench.pin)),
                .answer("card.newPin.again", .text(CardTestBench.pin)),
                .answer("card.password", .text(password.lowercased())),
                .answer("card.commonSecret", .text(commonSecret)),
                .answer("card.iv", .text(iv)),
                .answer("card.activated", .acknowledged),
            ])
        #expect(run.result.value?.isActivated == true)
        #expect(run.unusedSteps.isEmpty)
        let shown = run.transcript.text.joined(separator: "\n")
        for secret in [password, password.lowercased(), commonSecret, iv, CardTestBench.pin] {
            #expect(!shown.contains(secret))
        }
    }

    @Test("activation data of another card is refused with a sentence, and the card still waits")
    func wrongActivationData() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let service = CardService(connector: RealCardStandIn(bench.connector))
        let run = try await runScripted(
            CardActivationFlow(service: service),
            [
                .answer("card.activate.confirm", .confirmed(true)),
                .answer("card.newPin", .text(CardTestBench.pin)),
                .answer("card.newPin.again", .text(CardTestBench.pin)),
                .answer(
                    "card.password", .text(Hex.encode(TonCardEmulatorConfiguration.defaultPassword, uppercase: true))),
                .answer("card.commonSecret", .text(String(repeating: "AB", count: 32))),
                .answer("card.iv", .text(Hex.encode(TonCardEmulatorConfiguration.defaultIV, uppercase: true))),
                .answer("card.error", .acknowledged),
            ])
        #expect(run.result.value == nil)
        #expect(run.notices("card.error") == [CardWalletError.activationDataMismatch.description])
        #expect(bench.connector.card.status.appletState == .waitingForAuthentication)
    }
}
