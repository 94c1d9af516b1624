import APDU
import Testing

@testable import TonCard

/// The example APDUs of spec §1.1, built by the client with sault 00 01 … 1F, byte for byte.
@Suite("Protected APDUs match the spec's vectors")
struct WireVectorTests {
    static let sault = "000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F"

    func client(_ card: ScriptedCard) throws -> TonCard {
        TonCard(channel: InProcessCardChannel(card: card), keyStore: try Vectors.keyStore())
    }

    @Test("VERIFY_PIN \"5555\"")
    func verifyPin() async throws {
        let card = ScriptedCard { HealthyCard.answer($0) }
        try await client(card).verifyPin("5555")
        let expected = Vectors.bytes(
            "B0A2000044 35353535" + Self.sault + "4D71394E994DCB916CB916314D374CD4E08D9057114D33C605FFF39B96F23169")
        #expect(card.commands(ins: 0xA2) == [expected])
        // The sequence: SEL-TON, C1, C2 (the card's own key), BD right before A2.
        #expect(card.commands.map { $0[1] } == [0xA4, 0xC1, 0xC2, 0xBD, 0xA2])
    }

    @Test("SIGN with the default path, message A456")
    func signDefault() async throws {
        let card = ScriptedCard { HealthyCard.answer($0) }
        let signature = try await client(card).signForDefaultHdPath([0xA4, 0x56])
        #expect(signature.count == 64)
        let expected = Vectors.bytes(
            "B0A5000044 0002A456" + Self.sault + "FCBA3AD89F1AE49ADE807187CBF4D52A0BD3643FD6E74F430CB3B5ABC79F9733 40")
        #expect(card.commands(ins: 0xA5) == [expected])
    }

    @Test("SIGN with HD index \"65\", message A456")
    func signWithIndex() async throws {
        let card = ScriptedCard { HealthyCard.answer($0) }
        _ = try await client(card).sign([0xA4, 0x56], hdIndex: "65")
        let expected = Vectors.bytes(
            "B0A3000047 0002A456 02 3635" + Self.sault
                + "A617F12C488E9B65E8D8DDEF92638D836FE8BF5F7CDFBE3BFC5F0D3146512F71 40")
        #expect(card.commands(ins: 0xA3) == [expected])
    }

    @Test("GET_NUMBER_OF_KEYS")
    func numberOfKeys() async throws {
        let card = ScriptedCard { HealthyCard.answer($0) }
        #expect(try await client(card).numberOfKeys() == 3)
        let expected = Vectors.bytes(
            "B0B8000040" + Self.sault + "0A99DC962332929CC770FD9E1622EECC7F7C9C712E0EB0E8DB9036DB0FCE40FA 02")
        #expect(card.commands(ins: 0xB8) == [expected])
    }

    @Test("verifyPinAndSign fetches a fresh sault before each protected APDU, in one transaction")
    func saultBeforeEachProtected() async throws {
        let card = ScriptedCard { HealthyCard.answer($0) }
        _ = try await client(card).verifyPinAndSignForDefaultHdPath([0x01], pin: "1234")
        #expect(card.commands.map { $0[1] } == [0xA4, 0xC1, 0xC2, 0xBD, 0xA2, 0xBD, 0xA5])
    }

    @Test("CoinManager commands are SEL-CM then the TLV command, reads with Le 00")
    func coinManager() async throws {
        let card = ScriptedCard { command in command[1] == 0xCB ? [0x0A, 0x90, 0x00] : HealthyCard.answer(command) }
        #expect(try await client(card).maxPinTries() == 10)
        #expect(
            card.commands == [Vectors.bytes("00A4040008A000000151000000"), Vectors.bytes("80CB800005DFFF02810300")])
    }
}
