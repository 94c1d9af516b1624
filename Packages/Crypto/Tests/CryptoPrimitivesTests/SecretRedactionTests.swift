import ByteTools
import CryptoPrimitives
import Testing

/// Every rendering Swift offers a value: its description, debug description, interpolation,
/// `String(reflecting:)`, and `dump` (which walks the mirror, so it also shows what reflection
/// reveals).
func renderings(of value: Any) -> [String] {
    var texts = [String(describing: value), String(reflecting: value), "\(value)", dumpText(value)]
    if let described = value as? any CustomStringConvertible { texts.append(described.description) }
    if let debugged = value as? any CustomDebugStringConvertible { texts.append(debugged.debugDescription) }
    return texts
}

/// Whether `text` shows `secret`: as hex in either case (whole or its first 8 bytes), or as its
/// first 6 bytes in a row of decimal numbers, however they are separated (`[8, 50, 238, …]`
/// from interpolating an array, one `- 8` line per element from `dump`).
func shows(_ secret: [UInt8], in text: String) -> Bool {
    for trace in [Hex.encode(secret), Hex.encode(secret, uppercase: true), Hex.encode(secret.prefix(8))]
    where text.contains(trace) {
        return true
    }
    let numbers = text.split { !$0.isNumber }.compactMap { Int($0) }
    let prefix = secret.prefix(6).map(Int.init)
    guard numbers.count >= prefix.count else { return false }
    return (0...(numbers.count - prefix.count)).contains { Array(numbers[$0..<($0 + prefix.count)]) == prefix }
}

func expectNoTrace(of secret: [UInt8], in value: Any, _ what: String, sourceLocation: SourceLocation = #_sourceLocation)
{
    for text in renderings(of: value) where shows(secret, in: text) {
        Issue.record("\(what) shows its secret in: \(text)", sourceLocation: sourceLocation)
    }
}

/// No private key, seed, chain code or mnemonic appears in any rendering of the types that hold
/// them, nor in the errors their constructors throw.
@Suite struct SecretRedactionTests {
    static let secret = hex("0832ee76447151e443867529da9bcbc4b0c808b2283426b5b1074c833e58d781")

    @Test func theDetectorSeesHexArraysAndDumps() {
        let secret = Self.secret
        struct Leaky { let bytes: [UInt8] }
        #expect(shows(secret, in: dumpText(Leaky(bytes: secret))))
        #expect(shows(secret, in: "\(secret)"))
        #expect(shows(secret, in: "key " + Hex.encode(secret, uppercase: true)))
        #expect(!shows(secret, in: dumpText(Leaky(bytes: [1, 2, 3]))))
    }

    @Test func secp256k1PrivateKeys() throws {
        let key = try Secp256k1.Signing.PrivateKey(rawRepresentation: Self.secret)
        expectNoTrace(of: Self.secret, in: key, "Secp256k1.Signing.PrivateKey")
        #expect(key.description.contains(Hex.encode(key.publicKey.compressedRepresentation)))
    }

    @Test func ed25519PrivateKeys() throws {
        let key = try Ed25519.Signing.PrivateKey(rawRepresentation: Self.secret)
        expectNoTrace(of: Self.secret, in: key, "Ed25519.Signing.PrivateKey")
    }

    @Test func hierarchicalKeysHideKeyAndChainCode() throws {
        let seed = try Mnemonic(
            phrase: "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
        ).seed()
        let bip32 = try BIP32.ExtendedPrivateKey(seed: seed).derived(at: "m/44'/223'/0'/0/0")
        expectNoTrace(of: bip32.privateKey.rawRepresentation, in: bip32, "BIP32.ExtendedPrivateKey (key)")
        expectNoTrace(of: bip32.chainCode, in: bip32, "BIP32.ExtendedPrivateKey (chain code)")
        expectNoTrace(of: seed, in: bip32, "BIP32.ExtendedPrivateKey (seed)")
        let slip10 = try SLIP10.Ed25519ExtendedPrivateKey(seed: seed).derived(at: "m/44'/223'/0'/0'/0'")
        expectNoTrace(of: slip10.privateKey.rawRepresentation, in: slip10, "SLIP10 key (key)")
        expectNoTrace(of: slip10.chainCode, in: slip10, "SLIP10 key (chain code)")
    }

    @Test func mnemonicsHideTheirWordsAndEntropy() throws {
        let phrase = "legal winner thank year wave sausage worth useful legal winner thank yellow"
        let mnemonic = try Mnemonic(phrase: phrase)
        expectNoTrace(of: mnemonic.entropy, in: mnemonic, "Mnemonic (entropy)")
        for text in renderings(of: mnemonic) {
            #expect(!text.contains("sausage") && !text.contains("winner"), "Mnemonic shows its words in: \(text)")
        }
    }

    @Test func symmetricKeys() {
        let bytes = hex("00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff")
        expectNoTrace(of: bytes, in: SymmetricKey(data: bytes), "SymmetricKey")
    }

    @Test func errorsAboutSecretsDoNotQuoteThem() {
        // Out of range for secp256k1 (≥ n) and a seed of the wrong length: rejected, and the
        // error says why without repeating the bytes.
        let tooLarge = [UInt8](repeating: 0xff, count: 32)
        do {
            _ = try Secp256k1.Signing.PrivateKey(rawRepresentation: tooLarge)
            Issue.record("an out-of-range secret was accepted")
        } catch {
            expectNoTrace(of: tooLarge, in: error, "KeyError")
        }
        let shortSeed = Array(Self.secret.prefix(31))
        do {
            _ = try Ed25519.Signing.PrivateKey(rawRepresentation: shortSeed)
            Issue.record("a 31-byte seed was accepted")
        } catch {
            expectNoTrace(of: shortSeed, in: error, "KeyError")
        }
        do {
            _ = try Mnemonic(phrase: "legal winner thank year wave sausage worth useful legal winner thank thank")
            Issue.record("a phrase with a bad checksum was accepted")
        } catch {
            for text in renderings(of: error) { #expect(!text.contains("sausage"), "\(text)") }
        }
    }
}
