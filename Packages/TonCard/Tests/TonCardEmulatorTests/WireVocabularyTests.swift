import CryptoPrimitives
import Testing
import TonCardProtocol

/// The shared vocabulary of TonCardProtocol against the spec's tables (§0, §2, §3, §10.1).
struct WireVocabularyTests {
    @Test func instructionAndStatusWordCounts() {
        #expect(TonAppletInstruction.allCases.count == 40)
        #expect(TonCardStatusWord.allKnown.count == 60)
        #expect(TonCardStatusWord.incorrectSault.name == "SW_INCORRECT_SAULT")
        #expect(TonCardStatusWord(sw1: 0x6F, sw2: 0x07).message == "Incorrect PIN.")
        #expect(TonCardStatusWord(rawValue: 0x1234).name == nil)
        #expect(TonCardStatusWord.hmacVerificationTriesExpired.hex == "8F04")
    }

    @Test func responseLengthsOfTheTable() {
        #expect(TonAppletInstruction.getSault.responseLength() == .exact(0x20))
        #expect(TonAppletInstruction.getHmac.responseLength() == .exact(0x22))
        #expect(TonAppletInstruction.addKeyChunk.responseLength(p1: 0x01) == .none)
        #expect(TonAppletInstruction.addKeyChunk.responseLength(p1: 0x02) == .exact(2))
        #expect(TonAppletInstruction.getKeyChunk.responseLength() == .variable)
        #expect(TonAppletInstruction.signShortMessage.responseLength().leByte == 0x40)
        // The card's state table, not the Swift client's (spec §8 item 4).
        #expect(TonAppletInstruction.initiateDeleteKey.acceptedStates == [.personalized])
        #expect(TonAppletInstruction.deleteKeyChunk.acceptedStates == [.deleteKeyMode])
        #expect(
            TonAppletInstruction.getHashOfEncryptedPassword.acceptedStates == [.installed, .waitingForAuthentication])
    }

    @Test func coinManagerCommandsRoundTrip() throws {
        let pin = PinCode.factoryDefault.asciiBytes
        let commands: [CoinManagerCommand] = [
            .getCSN, .getPinRemainingTries, .getPinTotalTries, .getDeviceLabel, .getRootKeyStatus, .getAppletList,
            .getSEVersion, .getAvailableMemory, .resetWallet, .generateSeed(pin: pin),
            .changePin(old: pin, new: Array("6666".utf8)), .setDeviceLabel(Array(repeating: 0x41, count: 32)),
        ]
        for command in commands {
            #expect(CoinManagerCommand(data: command.data) == command)
        }
        #expect(TestHex.string(CoinManagerCommand.getPinTotalTries.apdu) == "80CB800005DFFF02810300")
        #expect(
            TestHex.string(CoinManagerCommand.changePin(old: pin, new: Array("6666".utf8)).apdu)
                == "80CB800010DFFE0D82040A04353535350436363636")
        #expect(TestHex.string(CoinManagerCommand.resetWallet.apdu) == "80CB800005DFFE028205")
        #expect(TestHex.string(SelectCommand.tonWalletApplet) == "00A404000C313132323333343435353636")
    }

    @Test func protectedDataSealsAndParses() throws {
        let key = SymmetricKey(data: Vectors.hmacKey)
        let sealed = try ProtectedData(sealing: Array("5555".utf8), sault: Vectors.exampleSault, key: key)
        #expect(TestHex.string(sealed.mac) == "4D71394E994DCB916CB916314D374CD4E08D9057114D33C605FFF39B96F23169")
        let parsed = try ProtectedData(parsing: sealed.bytes)
        #expect(parsed == sealed)
        #expect(parsed.hasSault(Vectors.exampleSault))
        #expect(parsed.isAuthentic(under: key))
        #expect(!parsed.isAuthentic(under: SymmetricKey(data: Array(repeating: 1, count: 32))))
        #expect(throws: TonCardProtocolError.self) { try ProtectedData(parsing: Array(repeating: 0, count: 63)) }
        #expect(throws: TonCardProtocolError.self) { try ProtectedData(sealing: [], sault: [1], key: key) }
    }

    @Test func pinAndHDIndexFormats() throws {
        #expect(try PinCode("1234").asciiBytes == [0x31, 0x32, 0x33, 0x34])
        #expect(throws: TonCardProtocolError.invalidPin) { try PinCode("12345") }
        #expect(throws: TonCardProtocolError.invalidPin) { try PinCode("12a4") }
        #expect(!"\(try PinCode("1234"))".contains("1234"))
        #expect(try HDIndex("007").value == 7)
        #expect(try HDIndex("2147483647").value == 2_147_483_647)
        #expect(throws: TonCardProtocolError.invalidHDIndex) { try HDIndex("2147483648") }
        #expect(throws: TonCardProtocolError.invalidHDIndex) { try HDIndex("") }
        #expect(throws: TonCardProtocolError.invalidHDIndex) { try HDIndex("12345678901") }
        #expect(try HDIndex(value: 65).asciiDigits == [0x36, 0x35])
    }
}
