import ByteTools
import CryptoPrimitives
import Testing

/// Mutated and random input through every parser: each must return a value or throw its typed
/// error, never trap or hang, and what it accepts must survive a round trip.
@Suite struct HostileInputTests {
    /// Valid documents to mutate: every DER form the package reads.
    static func derSeeds() throws -> [[UInt8]] {
        let k1 = try Secp256k1.Signing.PrivateKey(
            rawRepresentation: hex("0832ee76447151e443867529da9bcbc4b0c808b2283426b5b1074c833e58d781"))
        let ed = try Ed25519.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 9, count: 32))
        let dfx = try PEMDocument.first(in: Ed25519Tests.dfxRingPEM, labelledAnyOf: ["PRIVATE KEY"]).derBytes
        let v2 = try PEMDocument.first(in: Ed25519Tests.rfc8410V2, labelledAnyOf: ["PRIVATE KEY"]).derBytes
        return [
            k1.derRepresentation, k1.pkcs8DERRepresentation, k1.publicKey.derRepresentation,
            try k1.signature(for: [1, 2, 3]).derRepresentation, ed.derRepresentation, ed.publicKey.derRepresentation,
            dfx, v2,
        ]
    }

    /// One random edit: flip, overwrite with a length-ish byte, insert, delete, truncate or duplicate.
    static func mutate(_ input: [UInt8], _ generator: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        let interesting: [UInt8] = [
            0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x1f, 0x30, 0x7f, 0x80, 0x81, 0x82, 0x84, 0x85, 0xa0, 0xa1, 0xff,
        ]
        for _ in 0..<(1 + Int(generator.next() % 3)) {
            guard !bytes.isEmpty else { break }
            let index = Int(generator.next() % UInt64(bytes.count))
            switch generator.next() % 6 {
            case 0: bytes[index] ^= UInt8(1 << (generator.next() % 8))
            case 1: bytes[index] = interesting[Int(generator.next() % UInt64(interesting.count))]
            case 2: bytes.insert(interesting[Int(generator.next() % UInt64(interesting.count))], at: index)
            case 3: bytes.remove(at: index)
            case 4: bytes = Array(bytes[..<index])
            default: bytes.insert(contentsOf: bytes[index...].prefix(8), at: index)
            }
        }
        return bytes
    }

    @Test func derParsersNeverTrapAndAcceptedSignaturesAreCanonical() throws {
        var generator = SeededGenerator(seed: 0xDE4)
        let seeds = try Self.derSeeds()
        var accepted = 0
        for round in 0..<12_000 {
            let input = Self.mutate(seeds[round % seeds.count], &generator)
            if let signature = try? Secp256k1.Signing.ECDSASignature(derRepresentation: input) {
                // Strict DER has exactly one encoding per value.
                #expect(signature.derRepresentation == input, "\(hexString(input))")
                accepted += 1
            }
            if let key = try? Secp256k1.Signing.PublicKey(derRepresentation: input) {
                #expect(try Secp256k1.Signing.PublicKey(derRepresentation: key.derRepresentation) == key)
                accepted += 1
            }
            if let key = try? Secp256k1.Signing.PrivateKey(derRepresentation: input) {
                #expect(
                    try Secp256k1.Signing.PrivateKey(derRepresentation: key.derRepresentation).rawRepresentation
                        == key.rawRepresentation)
                accepted += 1
            }
            if let key = try? Ed25519.Signing.PrivateKey(derRepresentation: input) {
                #expect(
                    try Ed25519.Signing.PrivateKey(derRepresentation: key.derRepresentation).publicKey == key.publicKey)
                accepted += 1
            }
            if let key = try? Ed25519.Signing.PublicKey(derRepresentation: input) {
                #expect(key.derRepresentation == input)
                accepted += 1
            }
        }
        #expect(accepted > 200, "the mutations must also keep some inputs valid")
    }

    @Test func pemParsersNeverTrap() throws {
        var generator = SeededGenerator(seed: 0x9E3)
        let k1 = try Secp256k1.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 5, count: 32))
        let seeds = [
            Secp256k1Tests.agentIdentityFile, Ed25519Tests.rfc8410V2, k1.pkcs8PEMRepresentation,
            k1.publicKey.pemRepresentation, Ed25519Tests.dfxRingPEM,
        ]
        let alphabet = Array("-BEGINENDPRIVATEKEY =+/\n\r\t:AZaz09é\u{0}")
        for round in 0..<2_500 {
            var characters = Array(seeds[round % seeds.count])
            for _ in 0..<(1 + Int(generator.next() % 3)) where !characters.isEmpty {
                let index = Int(generator.next() % UInt64(characters.count))
                switch generator.next() % 3 {
                case 0: characters[index] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                case 1: characters.remove(at: index)
                default: characters.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: index)
                }
            }
            let text = String(characters)
            _ = try? PEMDocument.parseAll(text)
            _ = try? Secp256k1.Signing.PrivateKey(pemRepresentation: text)
            _ = try? Secp256k1.Signing.PublicKey(pemRepresentation: text)
            _ = try? Ed25519.Signing.PrivateKey(pemRepresentation: text)
            _ = try? Ed25519.Signing.PublicKey(pemRepresentation: text)
        }
    }

    @Test func textDecodersNeverTrapAndAcceptedTextRoundTrips() {
        var generator = SeededGenerator(seed: 0x7E47)
        let alphabet = Array("0123456789abcdefABCDEFxyzXYZ234567lIO=-_ é\u{0}\u{1F600}")
        var accepted = (hex: 0, base32: 0, base58: 0)
        for _ in 0..<20_000 {
            let text = String(
                (0..<Int(generator.next() % 24)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            if let bytes = try? Hex.decode(text) {
                #expect(Hex.encode(bytes) == text.lowercased())
                accepted.hex += 1
            }
            if let bytes = try? Base32.decode(text) {
                #expect(Base32.encode(bytes) == text.lowercased())
                accepted.base32 += 1
            }
            if let bytes = try? Base58.decode(text) {
                #expect(Base58.encode(bytes) == text)
                accepted.base58 += 1
            }
            _ = try? Base58Check.decode(text)
            _ = try? DerivationPath(parsing: "m/" + text)
        }
        #expect(accepted.hex > 100 && accepted.base32 > 100 && accepted.base58 > 100, "\(accepted)")
    }

    @Test func extendedKeysAndMnemonicsNeverTrap() throws {
        var generator = SeededGenerator(seed: 0xB1B32)
        let xprv =
            "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi"
        let payload = try Base58Check.decode(xprv)
        var parsed = 0
        for _ in 0..<1_500 {
            // Re-checksummed mutations reach the field checks behind the checksum.
            let text = Base58Check.encode(Self.mutate(payload, &generator))
            if let key = try? BIP32.ExtendedPrivateKey(extendedKey: text) {
                #expect(key.extendedKey() == text)
                parsed += 1
            }
            if let key = try? BIP32.ExtendedPublicKey(extendedKey: text) {
                #expect(key.extendedKey() == text)
                parsed += 1
            }
        }
        #expect(parsed > 20)
        let words = Mnemonic.englishWordList
        var valid = 0
        for _ in 0..<2_500 {
            let count = [11, 12, 12, 12, 15, 24, 25][Int(generator.next() % 7)]
            var phrase = (0..<count).map { _ in words[Int(generator.next() % 2048)] }
            if generator.next() % 5 == 0, !phrase.isEmpty {
                phrase[Int(generator.next() % UInt64(phrase.count))] += "x"
            }
            if let mnemonic = try? Mnemonic(phrase: phrase.joined(separator: " ")) {
                #expect(try Mnemonic(entropy: mnemonic.entropy).phrase == phrase.joined(separator: " "))
                valid += 1
            }
        }
        // About 1 in 16 (12 words) to 1 in 256 (24 words) random phrases has a valid checksum.
        #expect(valid > 30)
    }

    @Test func keyAndSignatureBytesNeverTrap() throws {
        var generator = SeededGenerator(seed: 0x5EC)
        let key = try Secp256k1.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 3, count: 32))
        let edKey = try Ed25519.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 3, count: 32))
        for _ in 0..<3_000 {
            let length = [0, 1, 31, 32, 33, 63, 64, 65, 66][Int(generator.next() % 9)]
            var bytes = generator.bytes(length)
            if length > 0, generator.next() % 2 == 0 { bytes[0] = [0x02, 0x03, 0x04][Int(generator.next() % 3)] }
            _ = try? Secp256k1.Signing.PrivateKey(rawRepresentation: bytes)
            _ = try? Secp256k1.Signing.PublicKey(compressedRepresentation: bytes)
            _ = try? Secp256k1.Signing.PublicKey(x963Representation: bytes)
            _ = try? Secp256k1.Signing.PublicKey(rawRepresentation: bytes)
            if let signature = try? Secp256k1.Signing.ECDSASignature(rawRepresentation: bytes) {
                #expect(!key.publicKey.isValidSignature(signature, for: bytes, allowingHighS: true))
                _ = try? Secp256k1.Recovery.ECDSASignature(
                    compactRepresentation: bytes, recoveryID: Int(generator.next() % 4)
                ).recoverPublicKey(for: bytes)
            }
            _ = try? Secp256k1.Recovery.ECDSASignature(rawRepresentation: bytes)
            _ = try? Ed25519.Signing.PrivateKey(rawRepresentation: bytes)
            #expect(!edKey.publicKey.isValidSignature(bytes, for: bytes))
            _ = try? AES.GCM.SealedBox(combined: bytes).withOpened(
                using: SymmetricKey(data: [UInt8](repeating: 1, count: 16)))
            _ = try? AES.CBC.decrypt(
                bytes, using: SymmetricKey(data: [UInt8](repeating: 1, count: 16)),
                iv: AES.CBC.IV(data: [UInt8](repeating: 0, count: 16)))
        }
    }
}

extension AES.GCM.SealedBox {
    func withOpened(using key: SymmetricKey) throws -> [UInt8] { try AES.GCM.open(self, using: key) }
}
