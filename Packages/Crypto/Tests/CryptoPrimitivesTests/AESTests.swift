import CryptoPrimitives
import Foundation
import Testing

/// AES-CBC: NIST SP 800-38A F.2.1/F.2.5, NIST CAVP CBCMMT128/256, Wycheproof aes_cbc_pkcs5.
/// AES-GCM: the GCM specification's test case 16, NIST CAVP gcmEncryptExtIV256/gcmDecrypt256
/// (16-byte-tag subset), Wycheproof aes_gcm. CAVP files as shipped in the cryptography_vectors wheel.
@Suite struct AESTests {
    static let sp80038APlaintext = hex(
        "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e5130c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710"
    )
    static let sp80038AIV = hex("000102030405060708090a0b0c0d0e0f")

    @Test func sp80038ACBCAES128() throws {
        let key = SymmetricKey(data: hex("2b7e151628aed2a6abf7158809cf4f3c"))
        let iv = try AES.CBC.IV(data: Self.sp80038AIV)
        let ciphertext = try AES.CBC.encrypt(Self.sp80038APlaintext, using: key, iv: iv, padding: .none)
        #expect(
            hexString(ciphertext)
                == "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b273bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7"
        )
        #expect(try AES.CBC.decrypt(ciphertext, using: key, iv: iv, padding: .none) == Self.sp80038APlaintext)
    }

    @Test func sp80038ACBCAES256() throws {
        let key = SymmetricKey(data: hex("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"))
        let iv = try AES.CBC.IV(data: Self.sp80038AIV)
        let ciphertext = try AES.CBC.encrypt(Self.sp80038APlaintext, using: key, iv: iv, padding: .none)
        #expect(
            hexString(ciphertext)
                == "f58c4c04d6e5f1ba779eabfb5f7bfbd69cfc4e967edb808d679f777bc6702c7d39f23369a9d9bacfa530e26304231461b2eb05e2c39be9fcda6c19078c6a9d1b"
        )
        #expect(try AES.CBC.decrypt(ciphertext, using: key, iv: iv, padding: .none) == Self.sp80038APlaintext)
    }

    @Test(arguments: ["128", "256"])
    func cavpCBCMultiblockMessages(_ bits: String) throws {
        let records = try Vectors.records("nist-cavp/CBCMMT\(bits).rsp").filter { $0["KEY"] != nil }
        #expect(records.count == 20)
        for record in records {
            let key = SymmetricKey(data: hex(record["KEY"] ?? ""))
            let iv = try AES.CBC.IV(data: hex(record["IV"] ?? ""))
            let plaintext = hex(record["PLAINTEXT"] ?? "")
            let ciphertext = hex(record["CIPHERTEXT"] ?? "")
            #expect(try AES.CBC.encrypt(plaintext, using: key, iv: iv, padding: .none) == ciphertext)
            #expect(try AES.CBC.decrypt(ciphertext, using: key, iv: iv, padding: .none) == plaintext)
        }
    }

    struct CBCGroup: Decodable {
        let tests: [Test]
        struct Test: Decodable {
            let tcId: Int
            let key: String
            let iv: String
            let msg: String
            let ct: String
            let result: WycheproofResult
        }
    }

    @Test func wycheproofCBCWithPKCS7() throws {
        let file = try JSONDecoder().decode(
            WycheproofFile<CBCGroup>.self, from: Vectors.data("wycheproof/aes_cbc_pkcs5_test.json"))
        for test in file.testGroups.flatMap(\.tests) {
            let key = SymmetricKey(data: hex(test.key))
            let iv = try AES.CBC.IV(data: hex(test.iv))
            let decrypted = try? AES.CBC.decrypt(hex(test.ct), using: key, iv: iv)
            if test.result.isValid {
                #expect(decrypted == hex(test.msg), "tcId \(test.tcId)")
                #expect(try AES.CBC.encrypt(hex(test.msg), using: key, iv: iv) == hex(test.ct), "tcId \(test.tcId)")
            } else {
                #expect(decrypted == nil, "tcId \(test.tcId) must be rejected")
            }
        }
    }

    @Test func cbcPaddingAndErrors() throws {
        let key = SymmetricKey(data: [UInt8](repeating: 7, count: 32))
        let iv = try AES.CBC.IV(data: [UInt8](repeating: 1, count: 16))
        for length in [0, 1, 15, 16, 17, 31, 32, 100] {
            let message = [UInt8](repeating: 0x42, count: length)
            let sealed = try AES.CBC.encrypt(message, using: key, iv: iv)
            #expect(sealed.count == (length / 16 + 1) * 16)
            #expect(try AES.CBC.decrypt(sealed, using: key, iv: iv) == message)
        }
        #expect(throws: CipherError.inputNotBlockAligned(byteCount: 15)) {
            try AES.CBC.encrypt([UInt8](repeating: 0, count: 15), using: key, iv: iv, padding: .none)
        }
        #expect(throws: CipherError.inputNotBlockAligned(byteCount: 0)) {
            try AES.CBC.decrypt([UInt8](), using: key, iv: iv)
        }
        #expect(throws: CipherError.inputNotBlockAligned(byteCount: 17)) {
            try AES.CBC.decrypt([UInt8](repeating: 0, count: 17), using: key, iv: iv)
        }
        #expect(try AES.CBC.decrypt([UInt8](), using: key, iv: iv, padding: .none) == [])
        // A wrong key almost never leaves valid padding; this one is known not to.
        let sealed = try AES.CBC.encrypt(Array("attack at dawn".utf8), using: key, iv: iv)
        #expect(throws: CipherError.invalidPadding) {
            try AES.CBC.decrypt(sealed, using: SymmetricKey(data: [UInt8](repeating: 8, count: 32)), iv: iv)
        }
        #expect(throws: CipherError.invalidKeySize(bitCount: 160)) {
            try AES.CBC.encrypt([UInt8](), using: SymmetricKey(data: [UInt8](repeating: 0, count: 20)), iv: iv)
        }
        #expect(throws: CipherError.invalidIVSize(byteCount: 12)) {
            try AES.CBC.IV(data: [UInt8](repeating: 0, count: 12))
        }
        #expect(try AES.CBC.IV().bytes.count == 16)
    }

    /// "The Galois/Counter Mode of Operation (GCM)", McGrew and Viega, test case 16 (AES-256, AAD).
    @Test func gcmSpecificationTestCase16() throws {
        let key = SymmetricKey(data: hex("feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308"))
        let nonce = try AES.GCM.Nonce(data: hex("cafebabefacedbaddecaf888"))
        let plaintext = hex(
            "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39"
        )
        let aad = hex("feedfacedeadbeeffeedfacedeadbeefabaddad2")
        let box = try AES.GCM.seal(plaintext, using: key, nonce: nonce, authenticating: aad)
        #expect(
            hexString(box.ciphertext)
                == "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662"
        )
        #expect(hexString(box.tag) == "76fc6ece0f4e1768cddf8853bb2d551b")
        #expect(try AES.GCM.open(box, using: key, authenticating: aad) == plaintext)
        #expect(throws: CipherError.authenticationFailure) { try AES.GCM.open(box, using: key) }
    }

    @Test func cavpGCMEncrypt() throws {
        let records = try Vectors.records("nist-cavp/gcmEncryptExtIV256-tag128-subset.rsp").filter { $0["Key"] != nil }
        #expect(records.count > 50)
        for record in records {
            let key = SymmetricKey(data: hex(record["Key"] ?? ""))
            let nonce = try AES.GCM.Nonce(data: hex(record["IV"] ?? ""))
            let box = try AES.GCM.seal(
                hex(record["PT"] ?? ""), using: key, nonce: nonce, authenticating: hex(record["AAD"] ?? ""))
            #expect(hexString(box.ciphertext) == record["CT"] ?? "")
            #expect(hexString(box.tag) == record["Tag"])
        }
    }

    @Test func cavpGCMDecrypt() throws {
        let records = try Vectors.records("nist-cavp/gcmDecrypt256-tag128-subset.rsp").filter { $0["Key"] != nil }
        #expect(records.filter { $0["FAIL"] != nil }.count > 30)
        for record in records {
            let key = SymmetricKey(data: hex(record["Key"] ?? ""))
            let box = try AES.GCM.SealedBox(
                nonce: AES.GCM.Nonce(data: hex(record["IV"] ?? "")), ciphertext: hex(record["CT"] ?? ""),
                tag: hex(record["Tag"] ?? ""))
            let opened = try? AES.GCM.open(box, using: key, authenticating: hex(record["AAD"] ?? ""))
            if record["FAIL"] != nil {
                #expect(opened == nil, "Count \(record["Count"] ?? "") must fail")
            } else {
                #expect(opened == hex(record["PT"] ?? ""), "Count \(record["Count"] ?? "")")
            }
        }
    }

    struct GCMGroup: Decodable {
        let ivSize: Int
        let keySize: Int
        let tagSize: Int
        let tests: [Test]
        struct Test: Decodable {
            let tcId: Int
            let key: String
            let iv: String
            let aad: String
            let msg: String
            let ct: String
            let tag: String
            let result: WycheproofResult
        }
    }

    @Test func wycheproofGCM() throws {
        let file = try JSONDecoder().decode(
            WycheproofFile<GCMGroup>.self, from: Vectors.data("wycheproof/aes_gcm_test.json"))
        var checked = 0
        for group in file.testGroups {
            // OpenSSL keeps at most 1,024 bits of IV; longer nonces are a typed error here.
            if group.ivSize > AES.GCM.Nonce.maxByteCount * 8 {
                for test in group.tests {
                    #expect(throws: CipherError.invalidNonceSize(byteCount: group.ivSize / 8)) {
                        try AES.GCM.Nonce(data: hex(test.iv))
                    }
                    checked += 1
                }
                continue
            }
            for test in group.tests {
                let key = SymmetricKey(data: hex(test.key))
                let opened: [UInt8]? = {
                    guard let nonce = try? AES.GCM.Nonce(data: hex(test.iv)),
                        let box = try? AES.GCM.SealedBox(nonce: nonce, ciphertext: hex(test.ct), tag: hex(test.tag))
                    else { return nil }
                    return try? AES.GCM.open(box, using: key, authenticating: hex(test.aad))
                }()
                if test.result.isValid {
                    #expect(opened == hex(test.msg), "tcId \(test.tcId)")
                    let nonce = try AES.GCM.Nonce(data: hex(test.iv))
                    let box = try AES.GCM.seal(hex(test.msg), using: key, nonce: nonce, authenticating: hex(test.aad))
                    #expect(hexString(box.ciphertext + box.tag) == test.ct + test.tag, "tcId \(test.tcId)")
                } else {
                    #expect(opened == nil, "tcId \(test.tcId) must be rejected")
                }
                checked += 1
            }
        }
        #expect(checked == file.numberOfTests)
    }

    @Test func gcmRoundTripsAndRejectsTampering() throws {
        var generator = SeededGenerator(seed: 0x6C3)
        for size in [128, 192, 256] {
            let key = SymmetricKey(data: generator.bytes(size / 8))
            for length in [0, 1, 16, 33, 1000] {
                let message = generator.bytes(length)
                let aad = generator.bytes(length % 7)
                let box = try AES.GCM.seal(message, using: key, authenticating: aad)
                #expect(box.nonce.bytes.count == 12)
                let combined = try #require(box.combined)
                #expect(combined.count == 12 + length + 16)
                #expect(
                    try AES.GCM.open(AES.GCM.SealedBox(combined: combined), using: key, authenticating: aad) == message)
                for index in [0, 12, combined.count - 1] {
                    var tampered = combined
                    tampered[index] ^= 0x01
                    #expect(throws: CipherError.authenticationFailure) {
                        try AES.GCM.open(AES.GCM.SealedBox(combined: tampered), using: key, authenticating: aad)
                    }
                }
                #expect(throws: CipherError.authenticationFailure) {
                    try AES.GCM.open(box, using: key, authenticating: aad + [0])
                }
            }
        }
    }

    @Test func gcmErrors() throws {
        let key = SymmetricKey(data: [UInt8](repeating: 1, count: 32))
        #expect(throws: CipherError.invalidNonceSize(byteCount: 0)) { try AES.GCM.Nonce(data: [UInt8]()) }
        #expect(throws: CipherError.invalidTagSize(byteCount: 12)) {
            try AES.GCM.SealedBox(nonce: AES.GCM.Nonce(), ciphertext: [UInt8](), tag: [UInt8](repeating: 0, count: 12))
        }
        #expect(throws: CipherError.combinedTooShort(byteCount: 27)) {
            try AES.GCM.SealedBox(combined: [UInt8](repeating: 0, count: 27))
        }
        #expect(throws: CipherError.invalidKeySize(bitCount: 8)) {
            try AES.GCM.seal([1], using: SymmetricKey(data: [1]))
        }
        let odd = try AES.GCM.seal([1, 2, 3], using: key, nonce: AES.GCM.Nonce(data: [UInt8](repeating: 9, count: 8)))
        #expect(odd.combined == nil)
        #expect(try AES.GCM.open(odd, using: key) == [1, 2, 3])
        #expect(CipherError.authenticationFailure.description.contains("tag does not match"))
    }
}
