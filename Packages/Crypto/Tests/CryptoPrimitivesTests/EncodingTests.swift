import CryptoPrimitives
import Testing

/// Bitcoin Core's base58_encode_decode.json vectors and a Base58Check address.
@Suite struct EncodingTests {

    @Test func base58BitcoinCoreVectors() throws {
        let vectors = [
            ("", ""), ("61", "2g"), ("626262", "a3gV"), ("636363", "aPEr"),
            ("73696d706c792061206c6f6e6720737472696e67", "2cFupjhnEsSn59qHXstmK2ffpLv2"),
            ("00eb15231dfceb60925886b67d065299925915aeb172c06647", "1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L"),
            ("516b6fcd0f", "ABnLTmg"), ("bf4f89001e670274dd", "3SEo3LWLoPntC"), ("572e4794", "3EFU7m"),
            ("ecac89cad93923c02321", "EJDM8drfXA6uyA"), ("10c8511e", "Rt5zm"), ("00000000000000000000", "1111111111"),
        ]
        for (bytes, text) in vectors {
            #expect(Base58.encode(CryptoPrimitivesTests.hex(bytes)) == text)
            #expect(try Base58.decode(text) == CryptoPrimitivesTests.hex(bytes))
        }
        #expect(throws: EncodingError.invalidCharacter(encoding: "base58", character: "0", position: 3)) {
            try Base58.decode("abc0")
        }
        #expect(throws: EncodingError.invalidCharacter(encoding: "base58", character: "l", position: 0)) {
            try Base58.decode("l")
        }
        #expect(throws: EncodingError.invalidCharacter(encoding: "base58", character: "é", position: 1)) {
            try Base58.decode("aé")
        }
        let long = String(repeating: "2", count: Base58.maxDecodedLength + 1)
        #expect(throws: EncodingError.inputTooLong(encoding: "base58", length: 1025, limit: 1024)) {
            try Base58.decode(long)
        }
    }

    @Test func base58Check() throws {
        let payload = CryptoPrimitivesTests.hex("007680adec8eabcabac676be9e83854ade0bd22cdb")
        #expect(Base58Check.encode(payload) == "1BoatSLRHtKNngkdXEeobR76b53LETtpyT")
        #expect(try Base58Check.decode("1BoatSLRHtKNngkdXEeobR76b53LETtpyT") == payload)
        var corrupted = try Base58.decode("1BoatSLRHtKNngkdXEeobR76b53LETtpyT")
        let checksum = Array(corrupted.suffix(4))
        corrupted[corrupted.count - 1] ^= 1
        #expect(throws: EncodingError.checksumMismatch(expected: checksum, found: Array(corrupted.suffix(4)))) {
            try Base58Check.decode(Base58.encode(corrupted))
        }
        #expect(throws: EncodingError.tooShortForChecksum(byteCount: 3)) {
            try Base58Check.decode(Base58.encode([1, 2, 3]))
        }
    }

    @Test func errorDescriptionsNameTheProblem() {
        #expect(
            EncodingError.invalidCharacter(encoding: "base58", character: "0", position: 3).description
                == "invalid base58 character \"0\" at position 3")
        #expect(
            EncodingError.checksumMismatch(expected: [1, 2, 3, 4], found: [1, 2, 3, 5]).description.contains(
                "expected 01020304, found 01020305"))
    }
}

@Suite struct PEMAndDERTests {
    @Test func pemBlocksAreFoundAmongOtherText() throws {
        let text =
            "comment line\r\n-----BEGIN A-----\r\nAAEC\r\n-----END A-----\r\ntext\n-----BEGIN B B-----\n  AwQ=  \n-----END B B-----"
        let documents = try PEMDocument.parseAll(text)
        #expect(documents.map(\.label) == ["A", "B B"])
        #expect(documents.map(\.derBytes) == [[0, 1, 2], [3, 4]])
        #expect(documents.map(\.line) == [2, 6])
        let long = PEMDocument(label: "X", derBytes: [UInt8](repeating: 7, count: 100))
        #expect(long.pemString.split(separator: "\n").map(\.count) == [17, 64, 64, 8, 15])
        let reparsed = try PEMDocument.parseAll(long.pemString)
        #expect(reparsed.count == 1 && reparsed[0].label == "X" && reparsed[0].derBytes == long.derBytes)
    }

    @Test func pemErrorsSayWhere() {
        let cases: [(String, PEMError)] = [
            ("", .noPEMBlock),
            ("just text", .noPEMBlock),
            ("-----BEGIN A-----\nAAEC\n", .missingEndLine(label: "A", beginLine: 1)),
            ("-----BEGIN A-----\nAAEC\n-----END B-----", .mismatchedEndLine(begin: "A", end: "B", line: 3)),
            (
                "-----BEGIN A-----\nAAEC\n-----BEGIN B-----\nAAEC\n-----END B-----",
                .missingEndLine(label: "A", beginLine: 1)
            ),
            ("-----BEGIN -----\nAAEC\n-----END -----", .malformedBoundary(line: 1)),
            ("-----BEGIN A----\nAAEC\n-----END A-----", .malformedBoundary(line: 1)),
            ("-----BEGIN A-----\nProc-Type: 4,ENCRYPTED\nAAEC\n-----END A-----", .headersNotSupported(line: 2)),
            (
                "-----BEGIN A-----\nAA\nE*\n-----END A-----",
                .invalidBase64(line: 3, column: 2, reason: "not a base64 character")
            ),
            (
                "-----BEGIN A-----\nAAE\n-----END A-----",
                .invalidBase64(line: 2, column: 3, reason: "3 base64 characters is not a multiple of 4")
            ),
            (
                "-----BEGIN A-----\nA=EC\n-----END A-----",
                .invalidBase64(line: 2, column: 2, reason: "misplaced '=' padding")
            ),
            (
                "-----BEGIN A-----\nAB==\n-----END A-----",
                .invalidBase64(line: 2, column: 4, reason: "non-zero bits before the padding")
            ),
            ("-----BEGIN A-----\n-----END A-----", .emptyBody(label: "A", line: 1)),
        ]
        for (text, expected) in cases {
            #expect(throws: expected, "\(text)") { try PEMDocument.parseAll(text) }
        }
        #expect(throws: PEMError.unexpectedLabel(found: ["A"], expected: ["B"])) {
            try PEMDocument.first(in: "-----BEGIN A-----\nAAEC\n-----END A-----", labelledAnyOf: ["B"])
        }
    }

    @Test func derKeyErrorsCarryOffsets() throws {
        let key = try Secp256k1.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 1, count: 32))
        let spki = key.publicKey.derRepresentation
        #expect(throws: KeyError.malformedDER(.trailingBytes(field: "SubjectPublicKeyInfo", count: 1, offset: 88))) {
            try Secp256k1.Signing.PublicKey(derRepresentation: spki + [0])
        }
        #expect(
            throws: KeyError.malformedDER(
                .invalidLength(field: "SubjectPublicKeyInfo", length: 86, available: 85, offset: 1))
        ) {
            try Secp256k1.Signing.PublicKey(derRepresentation: spki.dropLast())
        }
        var unusedBits = spki
        unusedBits[22] = 1
        #expect(throws: KeyError.malformedDER(.invalidBitString(field: "subjectPublicKey", offset: 22))) {
            try Secp256k1.Signing.PublicKey(derRepresentation: unusedBits)
        }
        var badOID = spki
        badOID[12] = 0x81
        #expect(throws: KeyError.malformedDER(.invalidObjectIdentifier(field: "algorithm", offset: 6))) {
            try Secp256k1.Signing.PublicKey(derRepresentation: badOID)
        }
        // Offsets inside a PKCS#8-wrapped SEC1 key count from the start of the outer document.
        var pkcs8 = key.pkcs8DERRepresentation
        pkcs8[30] = 2
        #expect(
            throws: KeyError.malformedDER(
                .unexpectedValue(field: "ECPrivateKey.version", detail: "version 2, expected 1", offset: 28))
        ) {
            try Secp256k1.Signing.PrivateKey(derRepresentation: pkcs8)
        }
        var sec1 = key.derRepresentation
        sec1[6] = 31
        #expect(throws: KeyError.malformedDER(.trailingBytes(field: "ECPrivateKey", count: 80, offset: 38))) {
            try Secp256k1.Signing.PrivateKey(derRepresentation: sec1)
        }
        #expect(
            KeyError.malformedDER(.trailingBytes(field: "X", count: 1, offset: 9)).description
                == "malformed key DER: 1 unexpected byte(s) after X at byte offset 9")
    }
}
