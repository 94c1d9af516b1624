import ByteTools
import Coordinators
import CoordinatorsTesting
import CryptoPrimitives
import Testing
import TonCard
import WalletApp

@Suite("Card tab: PIN, public keys and signatures on the emulated card")
struct CardPinAndSigningTests {
    @Test("the right PIN is accepted; a wrong one says how many tries are left, one fewer each time")
    func verifyPin() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        try await bench.activate()
        let run = try await runScripted(
            CardTab(service: bench.service),
            [
                .choose("card.menu", "Verify PIN"), .answer("card.pin", .text(CardTestBench.pin)),
                .answer("card.pinVerified", .acknowledged),
                .choose("card.menu", "Verify PIN"), .answer("card.pin", .text("0000")),
                .answer("card.error", .acknowledged),
                .choose("card.menu", "Verify PIN"), .answer("card.pin", .text("0000")),
                .answer("card.error", .acknowledged),
                .choose("card.menu", "Quit wallet"),
            ])
        #expect(run.result == .quit)
        #expect(run.unusedSteps.isEmpty)
        #expect(run.lifetime.isClean, "\(run.lifetime)")
        #expect(run.notices("card.pinVerified") == ["The card accepted the PIN (10 tries left)."])
        #expect(
            run.notices("card.error") == [
                CardWalletError.wrongPin(triesLeft: 9).description, CardWalletError.wrongPin(triesLeft: 8).description,
            ])
        #expect(run.notices("card.error").first?.contains("9 tries left") == true)
        #expect(try await bench.service.status().remainingPinTries == 8)
        // The right PIN restores every try.
        #expect(try await bench.service.verifyPin(SecretText(CardTestBench.pin)) == 10)
    }

    @Test("a PIN that is not 4 digits is refused by the prompt, before the card")
    func malformedPin() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        await #expect(throws: ScriptError.self) {
            _ = try await runScripted(CardVerifyPinFlow(service: bench.service), [.answer("card.pin", .text("12a4"))])
        }
        await #expect(throws: CardWalletError.invalidInput("a PIN is exactly 4 digits")) {
            _ = try await bench.service.verifyPin(SecretText("123"))
        }
    }

    @Test("the public key shown is the emulator's: the §9.7 vector on the default path, the card's own at an index")
    func publicKey() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        try await bench.activate()
        let run = try await runScripted(
            CardTab(service: bench.service),
            [
                .choose("card.menu", "Public key"), .answer("card.hdIndex", .text("")),
                .answer("card.publicKey", .acknowledged),
                .choose("card.menu", "Public key"), .answer("card.hdIndex", .text("5")),
                .answer("card.publicKey", .acknowledged),
                .choose("card.menu", "Quit wallet"),
            ])
        #expect(run.lifetime.isClean, "\(run.lifetime)")
        let indexFive = try await bench.directClient().publicKey(hdIndex: "5")
        #expect(
            run.notices("card.publicKey") == [
                "m/44'/396'/0'/0'/0', the default path:\n\(CardTestBench.defaultPathPublicKey)",
                "m/44'/396'/0'/0'/5':\n\(Hex.encode(indexFive.rawRepresentation, uppercase: true))",
            ])
        #expect(try await bench.service.publicKey(hdIndex: "5") == indexFive)
    }

    @Test("an HD index that is not 1…10 digits is refused by the prompt")
    func malformedIndex() async throws {
        #expect(CardInputRules.hdIndexProblem("") == nil)
        #expect(CardInputRules.hdIndexProblem("2147483647") == nil)
        #expect(CardInputRules.hdIndexProblem("2147483648") != nil)
        #expect(CardInputRules.hdIndexProblem("12345678901") != nil)
        #expect(CardInputRules.hdIndexProblem("-1") != nil)
        #expect(CardInputRules.hdIndexProblem("1 ") != nil)
    }

    @Test("a signature of a text, shown with its check, verifies independently with the public key")
    func signText() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        try await bench.activate()
        let run = try await runScripted(
            CardSignFlow(service: bench.service),
            [
                .answer("card.message", .text("pay 1 TON to bob")), .answer("card.pin", .text(CardTestBench.pin)),
                .answer("card.signature", .acknowledged),
            ])
        #expect(run.lifetime.isClean, "\(run.lifetime)")
        let signature = try #require(run.result.value)
        #expect(signature.signature.count == 64)
        #expect(signature.isValid)
        let message = Array("pay 1 TON to bob".utf8)
        #expect(signature.message == message)
        // Checked here with Crypto's Ed25519 and the §9.7 key, not with anything the service computed.
        let key = try Ed25519.Signing.PublicKey(
            rawRepresentation: try #require((try? Hex.decode(CardTestBench.defaultPathPublicKey))))
        #expect(key.isValidSignature(signature.signature, for: message))
        #expect(!key.isValidSignature(signature.signature, for: Array("pay 9 TON to bob".utf8)))
        let shown = try #require(run.notices("card.signature").first)
        #expect(shown.contains(Hex.encode(signature.signature, uppercase: true)))
        #expect(shown.contains("checked against the card's public key: valid"))
    }

    @Test("a message typed as hex: is signed as those bytes; at an HD index the service checks with that index's key")
    func signHexAndIndex() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        try await bench.activate()
        let run = try await runScripted(
            CardSignFlow(service: bench.service),
            [
                .answer("card.message", .text("hex:00 01 fe FF")), .answer("card.pin", .text(CardTestBench.pin)),
                .answer("card.signature", .acknowledged),
            ])
        #expect(run.result.value?.message == [0x00, 0x01, 0xFE, 0xFF])
        #expect(run.result.value?.isValid == true)

        let atIndex = try await bench.service.sign([1, 2, 3], hdIndex: "7", pin: SecretText(CardTestBench.pin))
        let key = try await bench.directClient().publicKey(hdIndex: "7")
        #expect(atIndex.publicKey == key)
        #expect(key.isValidSignature(atIndex.signature, for: [1, 2, 3]))
    }

    @Test("signing with a wrong PIN says the tries left and signs nothing")
    func signWrongPin() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        try await bench.activate()
        await #expect(throws: CardWalletError.wrongPin(triesLeft: 9)) {
            _ = try await bench.service.sign(Array("x".utf8), pin: SecretText("0000"))
        }
    }

    @Test("messages that cannot be signed are refused with a reason")
    func messageRules() {
        #expect(CardInputRules.messageProblem("hello") == nil)
        #expect(CardInputRules.messageProblem("hex:0a0B") == nil)
        #expect(CardInputRules.messageProblem("") != nil)
        #expect(CardInputRules.messageProblem("hex:") != nil)
        #expect(CardInputRules.messageProblem("hex:abc") != nil)
        #expect(CardInputRules.messageProblem("hex:zz") != nil)
        #expect(CardInputRules.messageProblem(String(repeating: "a", count: 189)) == nil)
        #expect(CardInputRules.messageProblem(String(repeating: "a", count: 190)) != nil)
    }
}
