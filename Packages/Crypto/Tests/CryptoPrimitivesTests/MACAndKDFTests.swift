import CryptoPrimitives
import Foundation
import Testing

/// HMAC: RFC 4231 (the test cases as shipped in the `cryptography_vectors` wheel, which omits the
/// truncated case 5) and Wycheproof. HKDF: RFC 5869 appendix A and Wycheproof. PBKDF2: RFC 7914
/// §11 (PBKDF2-HMAC-SHA256) and Wycheproof's PBKDF2-HMAC-SHA512/SHA256 suites.
@Suite struct MACAndKDFTests {
    @Test(arguments: ["256", "512"])
    func rfc4231(_ bits: String) throws {
        let records = try Vectors.records("rfc/rfc-4231-sha\(bits).txt")
        #expect(records.count == 6)
        for record in records {
            let key = SymmetricKey(data: hex(record["Key"] ?? ""))
            let message = hex(record["Msg"] ?? "")
            let mac =
                bits == "256"
                ? HMAC<SHA256>.authenticationCode(for: message, using: key).bytes
                : HMAC<SHA512>.authenticationCode(for: message, using: key).bytes
            #expect(hexString(mac) == record["MD"])
        }
    }

    /// RFC 4231 test case 5: output truncated to 128 bits.
    @Test func rfc4231TruncatedCase() {
        let key = SymmetricKey(data: [UInt8](repeating: 0x0c, count: 20))
        let mac = HMAC<SHA256>.authenticationCode(for: Array("Test With Truncation".utf8), using: key)
        #expect(hexString(mac.prefix(16)) == "a3b6167473100ee06e0c796c2955552b")
    }

    struct MACGroup: Decodable {
        let keySize: Int
        let tagSize: Int
        let tests: [Test]
        struct Test: Decodable {
            let tcId: Int
            let key: String
            let msg: String
            let tag: String
            let result: WycheproofResult
        }
    }

    @Test(arguments: ["256", "512"])
    func wycheproofHMAC(_ bits: String) throws {
        let file = try JSONDecoder().decode(
            WycheproofFile<MACGroup>.self, from: Vectors.data("wycheproof/hmac_sha\(bits)_test.json"))
        var count = 0
        for group in file.testGroups {
            for test in group.tests {
                let key = SymmetricKey(data: hex(test.key))
                let mac =
                    bits == "256"
                    ? HMAC<SHA256>.authenticationCode(for: hex(test.msg), using: key).bytes
                    : HMAC<SHA512>.authenticationCode(for: hex(test.msg), using: key).bytes
                let matches = Array(mac.prefix(group.tagSize / 8)) == hex(test.tag)
                #expect(matches == test.result.isValid, "tcId \(test.tcId)")
                if group.tagSize / 8 == mac.count {
                    let valid =
                        bits == "256"
                        ? HMAC<SHA256>.isValidAuthenticationCode(
                            hex(test.tag), authenticating: hex(test.msg), using: key)
                        : HMAC<SHA512>.isValidAuthenticationCode(
                            hex(test.tag), authenticating: hex(test.msg), using: key)
                    #expect(valid == test.result.isValid, "tcId \(test.tcId)")
                }
                count += 1
            }
        }
        #expect(count == file.numberOfTests)
    }

    @Test func hmacIncrementalAndLongKeys() {
        let key = SymmetricKey(data: [UInt8](repeating: 0xaa, count: 131))
        let message = Array(
            "This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm."
                .utf8)
        var hmac = HMAC<SHA256>(key: key)
        hmac.update(data: message[..<10])
        hmac.update(data: message[10...])
        #expect(hmac.finalize() == HMAC<SHA256>.authenticationCode(for: message, using: key))
        // RFC 4231 case 7
        #expect(hmac.finalize().hexString == "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2")
        #expect(!HMAC<SHA256>.isValidAuthenticationCode([1, 2, 3], authenticating: message, using: key))
    }

    @Test func rfc5869() throws {
        // Each case is a COUNT line followed, after a blank line, by its fields.
        var records: [[String: String]] = []
        for record in try Vectors.records("rfc/rfc-5869-HKDF-SHA256.txt") {
            if record["COUNT"] != nil || records.isEmpty {
                records.append(record)
            } else {
                records[records.count - 1].merge(record) { $1 }
            }
        }
        #expect(records.count == 3)
        for record in records {
            let ikm = SymmetricKey(data: hex(record["IKM"] ?? ""))
            let salt = hex(record["salt"] ?? "")
            let info = hex(record["info"] ?? "")
            let length = Int(record["L"] ?? "") ?? -1
            let prk = HKDF<SHA256>.extract(inputKeyMaterial: ikm, salt: salt)
            #expect(prk.hexString == record["PRK"])
            let okm = try HKDF<SHA256>.deriveKey(inputKeyMaterial: ikm, salt: salt, info: info, outputByteCount: length)
            #expect(okm.withUnsafeBytes { hexString($0) } == record["OKM"])
            let expanded = try HKDF<SHA256>.expand(pseudoRandomKey: prk.bytes, info: info, outputByteCount: length)
            #expect(expanded.withUnsafeBytes { hexString($0) } == record["OKM"])
        }
    }

    struct HKDFGroup: Decodable {
        let tests: [Test]
        struct Test: Decodable {
            let tcId: Int
            let ikm: String
            let salt: String
            let info: String
            let size: Int
            let okm: String
            let result: WycheproofResult
        }
    }

    @Test func wycheproofHKDF() throws {
        let file = try JSONDecoder().decode(
            WycheproofFile<HKDFGroup>.self, from: Vectors.data("wycheproof/hkdf_sha256_test.json"))
        for test in file.testGroups.flatMap(\.tests) {
            let result = try? HKDF<SHA256>.deriveKey(
                inputKeyMaterial: SymmetricKey(data: hex(test.ikm)), salt: hex(test.salt),
                info: hex(test.info), outputByteCount: test.size)
            if test.result.isValid {
                #expect(result?.withUnsafeBytes { hexString($0) } == test.okm, "tcId \(test.tcId)")
            } else {
                #expect(result == nil, "tcId \(test.tcId) must be rejected")
            }
        }
        #expect(throws: KDFError.invalidOutputByteCount(8161, limit: 8160)) {
            try HKDF<SHA256>.deriveKey(
                inputKeyMaterial: SymmetricKey(data: [1]), info: [UInt8](), outputByteCount: 8161)
        }
    }

    /// RFC 7914 §11: PBKDF2-HMAC-SHA256 test vectors.
    @Test func rfc7914PBKDF2SHA256() throws {
        let first = try PBKDF2<SHA256>.deriveKey(
            from: Array("passwd".utf8), salt: Array("salt".utf8), rounds: 1, outputByteCount: 64)
        #expect(
            first.withUnsafeBytes { hexString($0) }
                == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"
        )
        let second = try PBKDF2<SHA256>.deriveKey(
            from: Array("Password".utf8), salt: Array("NaCl".utf8), rounds: 80_000, outputByteCount: 64)
        #expect(
            second.withUnsafeBytes { hexString($0) }
                == "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d"
        )
    }

    struct PBKDF2Group: Decodable {
        let tests: [Test]
        struct Test: Decodable {
            let tcId: Int
            let password: String
            let salt: String
            let iterationCount: Int
            let dkLen: Int
            let dk: String
            let result: WycheproofResult
        }
    }

    @Test(arguments: ["512", "256"])
    func wycheproofPBKDF2(_ bits: String) throws {
        let file = try JSONDecoder().decode(
            WycheproofFile<PBKDF2Group>.self, from: Vectors.data("wycheproof/pbkdf2_hmacsha\(bits)_test.json"))
        for test in file.testGroups.flatMap(\.tests) {
            let key =
                bits == "512"
                ? try PBKDF2<SHA512>.deriveKey(
                    from: hex(test.password), salt: hex(test.salt), rounds: test.iterationCount,
                    outputByteCount: test.dkLen)
                : try PBKDF2<SHA256>.deriveKey(
                    from: hex(test.password), salt: hex(test.salt), rounds: test.iterationCount,
                    outputByteCount: test.dkLen)
            #expect(key.withUnsafeBytes { hexString($0) } == test.dk, "tcId \(test.tcId)")
        }
    }

    /// SHA-512/256 takes the generic HMAC loop rather than OpenSSL's PBKDF2; expected value from
    /// Python's `hashlib.pbkdf2_hmac("sha512_256", b"password", b"salt", 4096, 40)` (OpenSSL 3).
    @Test func genericPBKDF2Path() throws {
        let key = try PBKDF2<SHA512_256>.deriveKey(
            from: Array("password".utf8), salt: Array("salt".utf8), rounds: 4096, outputByteCount: 40)
        #expect(
            key.withUnsafeBytes { hexString($0) }
                == "f2fbe5f8ec3618bb145279a8c6a8dfa476c282a3ed53d8c257d51ce021d3877d3b50c84a7f9158d4")
        #expect(try PBKDF2<SHA256>.deriveKey(from: [1], salt: [2], rounds: 1, outputByteCount: 0).bitCount == 0)
    }

    @Test func kdfParameterErrors() {
        #expect(throws: KDFError.invalidRoundCount(0)) {
            try PBKDF2<SHA512>.deriveKey(from: [1], salt: [2], rounds: 0, outputByteCount: 64)
        }
        #expect(throws: KDFError.invalidOutputByteCount(-1, limit: PBKDF2<SHA512>.maxOutputByteCount)) {
            try PBKDF2<SHA512>.deriveKey(from: [1], salt: [2], rounds: 1, outputByteCount: -1)
        }
        #expect(throws: KDFError.invalidOutputByteCount(-5, limit: 8160)) {
            try HKDF<SHA256>.expand(pseudoRandomKey: [1], info: [UInt8](), outputByteCount: -5)
        }
        #expect(KDFError.invalidRoundCount(0).description.contains("at least 1 round"))
    }

    @Test func symmetricKeysHideTheirBytes() throws {
        let key = SymmetricKey(data: hex("00112233445566778899aabbccddeeff"))
        #expect(key.bitCount == 128)
        for text in [key.description, String(reflecting: key), "\(key)", dumpText(key)] {
            #expect(!text.contains("00112233"), "\(text)")
        }
        #expect(key == SymmetricKey(data: hex("00112233445566778899aabbccddeeff")))
        #expect(key != SymmetricKey(data: hex("00112233445566778899aabbccddeefe")))
        let random = try SymmetricKey(size: .bits256)
        #expect(random.bitCount == 256)
        #expect(random != (try SymmetricKey(size: .bits256)))
    }
}

func dumpText(_ value: Any) -> String {
    var text = ""
    dump(value, to: &text)
    return text
}
