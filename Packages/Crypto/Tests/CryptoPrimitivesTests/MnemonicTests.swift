import CryptoPrimitives
import Foundation
import Testing

/// BIP-39: Trezor's reference vectors (trezor/python-mnemonic vectors.json, English section,
/// passphrase "TREZOR"), the word list's published SHA-256, and the error cases.
@Suite struct MnemonicTests {
    @Test func wordListIsTheOfficialOne() {
        let words = Mnemonic.englishWordList
        #expect(words.count == 2048 && words.first == "abandon" && words.last == "zoo")
        let file = words.joined(separator: "\n") + "\n"
        // SHA-256 of bitcoin/bips bip-0039/english.txt.
        #expect(
            SHA256.hash(data: Array(file.utf8)).hexString
                == "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda")
        #expect(Set(words.map { $0.prefix(4) }).count == 2048)
    }

    @Test func trezorVectors() throws {
        let json =
            try JSONSerialization.jsonObject(with: Vectors.data("bip39/trezor-vectors-english.json"))
            as? [String: [[String]]]
        let vectors = try #require(json?["english"])
        #expect(vectors.count == 24)
        for vector in vectors {
            let (entropy, phrase, seed, xprv) = (vector[0], vector[1], vector[2], vector[3])
            let fromEntropy = try Mnemonic(entropy: hex(entropy))
            #expect(fromEntropy.phrase == phrase)
            let parsed = try Mnemonic(phrase: phrase)
            #expect(hexString(parsed.entropy) == entropy)
            let derived = parsed.seed(passphrase: "TREZOR")
            #expect(hexString(derived) == seed)
            #expect(try BIP32.ExtendedPrivateKey(seed: derived).extendedKey() == xprv)
        }
    }

    @Test func phrasesAreNormalised() throws {
        let canonical = try Mnemonic(
            phrase: "legal winner thank year wave sausage worth useful legal winner thank yellow")
        let messy = try Mnemonic(
            phrase: "  Legal\twinner THANK year\nwave sausage worth useful legal winner thank   yellow \n")
        #expect(messy == canonical && messy.phrase == canonical.phrase)
        #expect(messy.seed() == canonical.seed())
    }

    /// BIP-39 NFKD-normalises the passphrase: full-width and ideographic-space forms give the
    /// same seed as their compatibility decompositions. Expected value from Trezor's `mnemonic`
    /// 0.21 (`Mnemonic("english").to_seed`), cross-checked with bip-utils 2.12.3.
    @Test func passphraseIsNFKDNormalised() throws {
        let mnemonic = try Mnemonic(
            phrase: "verb bottom twelve symptom plastic believe beach cargo inherit viable dice loop")
        let expected =
            "9363a3475862fad13fd010b6c349724fb2715f999b08ef697291b7c47db280d9d9edff17c3d811f12426bad7b55c7501a6d3a8d63f6a527830cd236e6348ed3b"
        #expect(hexString(mnemonic.seed(passphrase: "ｐａｓｓ\u{3000}ワード")) == expected)
        #expect(hexString(mnemonic.seed(passphrase: "pass ワード")) == expected)
        #expect(mnemonic.seed(passphrase: "pass") != mnemonic.seed())
    }

    @Test func errorsSayWhichCheckFailed() {
        #expect(throws: MnemonicError.invalidWordCount(11)) {
            try Mnemonic(
                phrase: "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about")
        }
        #expect(throws: MnemonicError.invalidWordCount(0)) { try Mnemonic(phrase: "   ") }
        #expect(throws: MnemonicError.unknownWord(position: 3)) {
            try Mnemonic(
                phrase: "abandon abandon abandonn abandon abandon abandon abandon abandon abandon abandon abandon about"
            )
        }
        #expect(throws: MnemonicError.invalidChecksum) {
            try Mnemonic(
                phrase:
                    "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon")
        }
        #expect(throws: MnemonicError.invalidEntropyLength(15)) {
            try Mnemonic(entropy: [UInt8](repeating: 0, count: 15))
        }
        #expect(!Mnemonic.isValid("zoo zoo zoo"))
        #expect(Mnemonic.isValid("zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong"))
        // The message names the position, never the (secret) word.
        #expect(MnemonicError.unknownWord(position: 3).description == "word 3 is not in the BIP-39 English word list")
    }

    @Test(arguments: Mnemonic.WordCount.allCases)
    func randomMnemonicsRoundTrip(_ count: Mnemonic.WordCount) throws {
        let mnemonic = try Mnemonic(wordCount: count)
        #expect(mnemonic.words.count == count.rawValue)
        #expect(try Mnemonic(phrase: mnemonic.phrase) == mnemonic)
        #expect(try Mnemonic(entropy: mnemonic.entropy) == mnemonic)
    }

    @Test func phraseNeverPrinted() throws {
        let mnemonic = try Mnemonic(
            phrase: "legal winner thank year wave sausage worth useful legal winner thank yellow")
        for text in [mnemonic.description, String(reflecting: mnemonic), "\(mnemonic)", dumpText(mnemonic)] {
            #expect(!text.contains("legal") && !text.contains("winner"), "\(text)")
        }
    }
}
