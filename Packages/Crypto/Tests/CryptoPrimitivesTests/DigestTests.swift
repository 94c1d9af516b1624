import CryptoPrimitives
import Testing

/// NIST CAVP SHAVS byte-oriented vectors (ShortMsg and Monte Carlo; the .rsp files as shipped in
/// the `cryptography_vectors` 50.0.2 wheel on PyPI), the FIPS 180 example messages, and the
/// RIPEMD-160 reference vectors from its authors' page (ripevectors.txt in the same wheel).
@Suite struct DigestTests {
    static func digest(_ name: String, _ message: [UInt8]) -> [UInt8] {
        switch name {
        case "SHA224": return SHA224.hash(data: message).bytes
        case "SHA256": return SHA256.hash(data: message).bytes
        case "SHA384": return SHA384.hash(data: message).bytes
        case "SHA512": return SHA512.hash(data: message).bytes
        case "SHA512_256": return SHA512_256.hash(data: message).bytes
        default: return []
        }
    }

    @Test(arguments: ["SHA224", "SHA256", "SHA384", "SHA512", "SHA512_256"])
    func cavpShortMessages(_ name: String) throws {
        let records = try Vectors.records("nist-cavp/\(name)ShortMsg.rsp")
        #expect(records.count > 60)
        for record in records {
            let bits = Int(record["Len"] ?? "") ?? -1
            let message = bits == 0 ? [] : hex(record["Msg"] ?? "")
            #expect(message.count * 8 == bits)
            #expect(hexString(Self.digest(name, message)) == record["MD"], "\(name) Len=\(bits)")
        }
    }

    /// SHAVS Monte Carlo: 100 checkpoints, each after 1,000 chained hashes of three prior digests.
    @Test(arguments: ["SHA224", "SHA256", "SHA384", "SHA512", "SHA512_256"])
    func cavpMonteCarlo(_ name: String) throws {
        let records = try Vectors.records("nist-cavp/\(name)Monte.rsp")
        var seed = try #require(records.first { $0["Seed"] != nil }.map { hex($0["Seed"] ?? "") })
        let checkpoints = records.filter { $0["COUNT"] != nil }
        #expect(checkpoints.count == 100)
        for checkpoint in checkpoints {
            var (a, b, c) = (seed, seed, seed)
            for _ in 3..<1003 {
                let next = Self.digest(name, a + b + c)
                (a, b, c) = (b, c, next)
            }
            seed = c
            #expect(hexString(seed) == checkpoint["MD"], "\(name) COUNT=\(checkpoint["COUNT"] ?? "")")
        }
    }

    /// FIPS 180-2 appendix examples: "abc", the 448-bit and 896-bit messages, a million "a".
    @Test func fips180Examples() {
        let abc = Array("abc".utf8)
        let m448 = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        let m896 = Array(
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
                .utf8)
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA224.hash(data: abc).hexString == "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7")
        #expect(SHA224.hash(data: m448).hexString == "75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525")
        #expect(SHA224.hash(data: million).hexString == "20794655980c91d8bbb4c1ea97618a4bf03f42581948b2ee4ee7ad67")
        #expect(SHA256.hash(data: abc).hexString == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hash(data: m448).hexString == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hash(data: million).hexString == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(
            SHA384.hash(data: abc).hexString
                == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        #expect(
            SHA384.hash(data: m896).hexString
                == "09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039")
        #expect(
            SHA512.hash(data: abc).hexString
                == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
        )
        #expect(
            SHA512.hash(data: m896).hexString
                == "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"
        )
        #expect(
            SHA512.hash(data: million).hexString
                == "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b"
        )
        // SHA-512/256 from the NIST "Examples with intermediate values" (SHA512_256.pdf).
        #expect(
            SHA512_256.hash(data: abc).hexString == "53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23")
        #expect(
            SHA512_256.hash(data: m896).hexString == "3928e184fb8690f840da3988121d31be65cb9d3ef83ee6146feac861e19b563a")
    }

    @Test func emptyInputs() {
        #expect(
            SHA256.hash(data: [UInt8]()).hexString == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        )
        #expect(SHA224.hash(data: [UInt8]()).hexString == "d14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f")
        #expect(RIPEMD160.hash(data: [UInt8]()).hexString == "9c1185a5c5e9fc54612808977ee8f548b2258d31")
    }

    @Test func ripemd160ReferenceVectors() throws {
        let records = try Vectors.records("ripemd160/ripevectors.txt")
        #expect(records.count == 8)
        for record in records {
            let bits = Int(record["Len"] ?? "") ?? -1
            let message = bits == 0 ? [] : hex(record["Msg"] ?? "")
            #expect(hexString(RIPEMD160.hash(data: message)) == record["MD"], "Len=\(bits)")
        }
        // The remaining reference vectors: 8 × "1234567890" and a million "a".
        #expect(
            RIPEMD160.hash(data: Array(String(repeating: "1234567890", count: 8).utf8)).hexString
                == "9b752e45573d4b39f4dbd3323cab82bf63326bfb")
        #expect(
            RIPEMD160.hash(data: [UInt8](repeating: 0x61, count: 1_000_000)).hexString
                == "52783243c1697bdbe16d37f97f68f08325dc1528")
    }

    /// The seven test suite vectors of RFC 1321 §A.5, and one fed in pieces.
    @Test func md5RFC1321Vectors() {
        let vectors: [(String, String)] = [
            ("", "d41d8cd98f00b204e9800998ecf8427e"),
            ("a", "0cc175b9c0f1b6a831c399e269772661"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
            (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
        ]
        for (message, digest) in vectors {
            #expect(Insecure.MD5.hash(data: Array(message.utf8)).hexString == digest, "\(message)")
        }
        var hasher = Insecure.MD5()
        hasher.update(data: Array("message ".utf8))
        hasher.update(data: Array("digest".utf8))
        #expect(hasher.finalize().hexString == "f96b697d7cb7938d525a2f31aaf161d0")
    }

    /// Feeding the input in arbitrary pieces, copying mid-stream and finalising twice must not
    /// change any result.
    @Test func incrementalMatchesOneShotAndCopiesFork() {
        var generator = SeededGenerator(seed: 0xD16E57)
        for _ in 0..<200 {
            let message = generator.bytes(Int(generator.next() % 600))
            let split = message.isEmpty ? 0 : Int(generator.next() % UInt64(message.count))
            var hasher = SHA512()
            hasher.update(data: message[..<split])
            let fork = hasher
            hasher.update(data: message[split...])
            #expect(hasher.finalize() == SHA512.hash(data: message))
            #expect(hasher.finalize() == hasher.finalize())
            #expect(fork.finalize() == SHA512.hash(data: message[..<split]))
            var small = SHA224()
            for byte in message { small.update(data: [byte]) }
            #expect(small.finalize() == SHA224.hash(data: message))
            var ripe = RIPEMD160()
            ripe.update(data: message[..<split])
            ripe.update(data: message[split...])
            #expect(ripe.finalize() == RIPEMD160.hash(data: message))
        }
    }

    @Test func digestsAreCollectionsComparedByValue() {
        let digest = SHA256.hash(data: Array("abc".utf8))
        #expect(digest.count == 32 && SHA256.Digest.byteCount == 32)
        #expect(Array(digest) == digest.bytes)
        #expect(digest.description == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(digest != SHA256.hash(data: Array("abd".utf8)))
        #expect(HashDigest<SHA256>(bytes: digest.bytes) == digest)
        #expect(HashDigest<SHA256>(bytes: [1, 2, 3]) == nil)
        // A non-contiguous collection takes the copying path.
        #expect(SHA256.hash(data: "abc".utf8) == digest)
    }
}
