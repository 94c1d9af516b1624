import ByteTools
import Testing
import TonCard

@Suite("RecoveryData: the typed, sealed recovery record")
struct RecoveryDataTests {
    /// Few rounds: the tests check the envelope, not PBKDF2's cost.
    static let rounds = 1_000
    static let passphrase = "correct horse battery staple"

    static func field(_ field: RecoveryData.Field, _ seed: UInt8) -> [UInt8] {
        (0..<field.byteCount).map { UInt8(truncatingIfNeeded: Int(seed) &+ $0 &* 13) }
    }

    static func sample() throws -> RecoveryData {
        try RecoveryData(
            multisigAddress: field(.multisigAddress, 0xA1), surfPublicKey: field(.surfPublicKey, 0xB2),
            authenticationPassword: field(.authenticationPassword, 0xC3), commonSecret: field(.commonSecret, 0xD4))
    }

    static func sealedSample() throws -> [UInt8] {
        try sample().sealed(passphrase: passphrase, rounds: rounds)
    }

    /// Opens and returns the typed error, or nil when the bytes opened.
    static func openingError(_ bytes: [UInt8], passphrase: String = passphrase) -> RecoveryDataError? {
        do {
            _ = try RecoveryData(sealed: bytes, passphrase: passphrase)
            return nil
        } catch {
            return error
        }
    }

    @Test("fields in, the same fields out after sealing and opening; the envelope is 294 bytes, magic TCRD, version 1")
    func roundTrip() throws {
        let data = try Self.sample()
        let sealed = try data.sealed(passphrase: Self.passphrase, rounds: Self.rounds)
        #expect(sealed.count == RecoveryDataEnvelope.byteCount)
        #expect(sealed.count == 294)
        #expect(Array(sealed.prefix(6)) == [0x54, 0x43, 0x52, 0x44, 0x01, 0x01])
        #expect(Array(sealed[6..<10]) == [0x00, 0x00, 0x03, 0xE8])
        let opened = try RecoveryData(sealed: sealed, passphrase: Self.passphrase)
        #expect(opened == data)
        for field in RecoveryData.Field.allCases {
            #expect(opened.revealedBytes(of: field) == Self.field(field, [0xA1, 0xB2, 0xC3, 0xD4][field.index]))
        }
        // A fresh salt and nonce each time: the same data never seals to the same bytes.
        #expect(try data.sealed(passphrase: Self.passphrase, rounds: Self.rounds) != sealed)
        // No field's bytes appear in the clear.
        for field in RecoveryData.Field.allCases {
            #expect(!Hex.encode(sealed).contains(Hex.encode(data.revealedBytes(of: field))))
        }
    }

    /// Written by an independent implementation of the README's table (Python: hashlib's PBKDF2,
    /// cryptography's HKDF and AES-GCM), salt 00…0F, nonce A0…AB, 1,000 rounds, the sample's
    /// fields: the documented format is the one this library reads.
    static let independentEnvelope =
        "544352440101000003e8000102030405060708090a0b0c0d0e0face47821f25615a2706744e76bec21dda0a1a2a3a4a5"
        + "a6a7a8a9aaab364b17bbd719a33f7a7096279eff0c7829eb04f6b84e55b8dfcc053d015b110858e2c49d6db7b7ce7a79"
        + "cb252e95d6374a2b674df00059afce1369587d3529b73b9063bbab274b737ab58a3af7e5a4fbfc802159237190bd0737"
        + "96b4f075a3af0b90f8286a3a41d8a8d5a0a36abb662758ecd2cd2b09ba82852369da3bb6b8d5c80276bf2e277124d616"
        + "33229a845459bb8f3b34c4a0a0276a6672d39626fb8b44c4f3d37d4fc400fede5fa93f3bd61e5e1eeb65ec4fd24e697a"
        + "f5bfd84e887da045c0f9417bab85868e0ee5aa59fa5c6cd0cc0878d2055a8ddac40002a5b866baa6db7ca43da6a2deda"
        + "0f8f803bec86"

    @Test("an envelope written from the documented format by another implementation opens to its fields")
    func independentlyWrittenEnvelope() throws {
        let sealed = try Hex.decode(Self.independentEnvelope)
        let data = try RecoveryData(sealed: sealed, passphrase: Self.passphrase)
        #expect(data.revealedBytes(of: .multisigAddress) == Array(repeating: 0xA1, count: 32))
        #expect(data.revealedBytes(of: .surfPublicKey) == Array(repeating: 0xB2, count: 32))
        #expect(data.revealedBytes(of: .authenticationPassword) == Array(repeating: 0xC3, count: 128))
        #expect(data.revealedBytes(of: .commonSecret) == Array(repeating: 0xD4, count: 32))
        #expect(Self.openingError(sealed, passphrase: "Correct horse battery staple") == .wrongKey)
    }

    @Test("hex fields (either case) build the same data; bad hex and wrong sizes name the field")
    func hexFields() throws {
        let data = try Self.sample()
        var hex: [RecoveryData.Field: String] = [:]
        for field in RecoveryData.Field.allCases { hex[field] = Hex.encode(data.revealedBytes(of: field)) }
        hex[.surfPublicKey] = hex[.surfPublicKey]?.uppercased()
        #expect(try RecoveryData(hexFields: hex) == data)

        var notHex = hex
        notHex[.commonSecret] = String(repeating: "zz", count: 32)
        #expect(throws: RecoveryDataError.fieldNotHex(.commonSecret)) { try RecoveryData(hexFields: notHex) }
        var short = hex
        short[.authenticationPassword] = "00"
        #expect(throws: RecoveryDataError.fieldLength(.authenticationPassword, expected: 128, actual: 1)) {
            try RecoveryData(hexFields: short)
        }
        var missing = hex
        missing[.multisigAddress] = nil
        #expect(throws: RecoveryDataError.fieldLength(.multisigAddress, expected: 32, actual: 0)) {
            try RecoveryData(hexFields: missing)
        }
        #expect(throws: RecoveryDataError.fieldLength(.surfPublicKey, expected: 32, actual: 31)) {
            try RecoveryData(
                multisigAddress: Self.field(.multisigAddress, 1), surfPublicKey: Array(repeating: 0, count: 31),
                authenticationPassword: Self.field(.authenticationPassword, 1),
                commonSecret: Self.field(.commonSecret, 1))
        }
    }

    @Test("another passphrase is a wrong key, not a tamper; an empty one is refused before any work")
    func wrongKey() throws {
        let sealed = try Self.sealedSample()
        #expect(Self.openingError(sealed, passphrase: "correct horse battery stapler") == .wrongKey)
        #expect(Self.openingError(sealed, passphrase: "") == .emptyPassphrase)
        #expect(throws: RecoveryDataError.emptyPassphrase) { try Self.sample().sealed(passphrase: "", rounds: 1) }
        #expect(throws: RecoveryDataError.roundsOutOfRange(0)) { try Self.sample().sealed(passphrase: "p", rounds: 0) }
    }

    @Test(
        "a flipped bit after the key check (nonce, ciphertext, tag) is tampering; in the key-checked header, a wrong key"
    )
    func tampering() throws {
        let sealed = try Self.sealedSample()
        for offset in [42, 53, 54, 100, 277, 278, 293] {
            var changed = sealed
            changed[offset] ^= 0x01
            #expect(Self.openingError(changed) == .tampered, "offset \(offset)")
        }
        // Salt and key check: the derived key no longer matches the check, which is what a wrong key
        // looks like (the envelope cannot tell those two apart, and the README says so).
        for offset in [10, 25, 26, 41] {
            var changed = sealed
            changed[offset] ^= 0x80
            #expect(Self.openingError(changed) == .wrongKey, "offset \(offset)")
        }
    }

    @Test("bad magic, another version or key derivation, hostile rounds, every truncation and trailing bytes are typed")
    func malformed() throws {
        let sealed = try Self.sealedSample()
        var magic = sealed
        magic[0] = 0x00
        #expect(Self.openingError(magic) == .notSealedRecoveryData)
        var version = sealed
        version[4] = 2
        #expect(Self.openingError(version) == .unsupportedVersion(2))
        var derivation = sealed
        derivation[5] = 9
        #expect(Self.openingError(derivation) == .unsupportedKeyDerivation(9))
        // 4,294,967,295 rounds would take hours: refused before deriving anything.
        var rounds = sealed
        rounds.replaceSubrange(6..<10, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(Self.openingError(rounds) == .roundsOutOfRange(4_294_967_295))
        var zeroRounds = sealed
        zeroRounds.replaceSubrange(6..<10, with: [0, 0, 0, 0])
        #expect(Self.openingError(zeroRounds) == .roundsOutOfRange(0))

        for length in 0..<sealed.count {
            let error = Self.openingError(Array(sealed.prefix(length)))
            #expect(error == .truncated(expected: 294, actual: length), "length \(length)")
        }
        #expect(Self.openingError(sealed + [0]) == .trailingBytes(expected: 294, actual: 295))
        #expect(Self.openingError(Array("not an envelope".utf8)) == .notSealedRecoveryData)
    }

    @Test("neither the data, its mirror nor any error shows a byte of a field or the passphrase")
    func noSecretInDescriptions() throws {
        let data = try Self.sample()
        var dumped = ""
        dump(data, to: &dumped)
        let texts = [
            data.description, data.debugDescription, String(describing: data), String(reflecting: data), dumped,
            "\(RecoveryDataError.wrongKey)", "\(RecoveryDataError.tampered)",
            "\(RecoveryDataError.fieldNotHex(.commonSecret))",
            "\(RecoveryDataError.fieldLength(.authenticationPassword, expected: 128, actual: 3))",
        ]
        #expect(data.description == "RecoveryData(redacted)")
        for text in texts {
            #expect(!text.contains(Self.passphrase))
            for field in RecoveryData.Field.allCases {
                let bytes = data.revealedBytes(of: field)
                #expect(!text.uppercased().contains(Hex.encode(bytes, uppercase: true)), "\(field) in \(text)")
                #expect(!text.uppercased().contains(Hex.encode(Array(bytes.prefix(4)), uppercase: true)))
            }
        }
    }

    @Test(
        "the card pulled out between the two parts of a sealed write: an error, and after reinsertion nothing half-written"
    )
    func removalDuringTheWrite() async throws {
        let harness = try await EmulatorHarness.activated()
        let sealed = try Self.sealedSample()
        // SELECT, the state read, the first 250-byte part; the second part finds no card. The
        // in-process emulator answers nothing then; through pcscd the same removal is 210005
        // (Tests-Integration's TonCardPCSCTests).
        harness.card.removeAfter(apdus: 3)
        await #expect(throws: TonCardError.self) { try await harness.client.addRecoveryData(sealed) }
        harness.card.reinsert()
        #expect(try await harness.client.isRecoveryDataSet() == false)
        try await harness.client.addRecoveryData(sealed)
        let stored = try await harness.client.recoveryData()
        #expect(try RecoveryData(sealed: stored, passphrase: Self.passphrase) == Self.sample())
    }

    @Test("through the card: sealed data stored with addRecoveryData reads back and opens with the passphrase")
    func throughTheCard() async throws {
        let client = try await EmulatorHarness.activated().client
        let data = try Self.sample()
        try await client.addRecoveryData(data.sealed(passphrase: Self.passphrase, rounds: Self.rounds))
        let stored = try await client.recoveryData()
        #expect(try RecoveryData(sealed: stored, passphrase: Self.passphrase) == data)
        #expect(Self.openingError(stored, passphrase: "other") == .wrongKey)
    }
}

extension RecoveryData.Field {
    fileprivate var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
