import ByteTools
import CryptoPrimitives
import Testing

/// The pieces the ICP agent needs from this package, checked against the project's ICP test
/// vectors (VECTORS.md §5, copied into this file) and dfinity/keysmith's end-to-end tests
/// (e2e/bash/test.bats at aec1a0ca: mnemonic → m/44'/223'/0'/0/i → PEM, public key, principal,
/// account id). Principal text = base32(CRC32be(bytes) · bytes) in groups of five; bytes =
/// SHA-224(DER SPKI) · 0x02; account = CRC32be(h) · h, h = SHA-224(0x0a "account-id" · principal · subaccount).
@Suite struct ICPKeyVectorTests {
    static let keysmithPhrase = "verb bottom twelve symptom plastic believe beach cargo inherit viable dice loop"

    /// keysmith `public-key -i=N`, `principal -i=N`, `account -i=N`.
    static let keysmith: [(publicKey: String, principal: String, account: String)] = [
        (
            "0480ef3bac9d68cf374cbc9c9943e180043a94c462ef8270274e57089d5dcdba1b8fbf83b7546ccc1b3781377776e9c4710fdf533ed9bcba8d8ebb32a14a2aba11",
            "t2kpu-6xt6l-tyb3d-rll2p-irv5c-no5nd-h6spj-jsetq-bmqdz-iap77-pqe",
            "53a3ef3b11b69c6411cd1667970e24577c857acf3cdd67436656c75d4ddd3cc7"
        ),
        (
            "0470d33680d4a201d6c5ef17fc8052bb3e23569bc0d1afe842cec16c004153bed669ea3ca92777f75e1c6fa3d2fd870ab760cbca6acc92d6fc70e2c95376845491",
            "ncpzz-qv6a2-ult3n-4mmvz-gdrhx-ileg4-upz7f-7zfqi-affpy-zlkid-hae",
            "6bf62b34a4eeb32721aeb99fe598d760ca252a0324155fc8b0ef203f3fc620cc"
        ),
        (
            "04ec5887bc5bbf37b162f0c4560ac2d9d10ddd700b30bf064c13399a1cbcf366ed691b5d6b3b9344eb44e598aa744e469bfdfb367e27ead07988a94ad19c7e5b5f",
            "oz7pj-bab4p-7iyos-7f3be-i565q-xib6s-pee2u-5l6wx-fexwx-ecv3e-fae",
            "2f1a51eadb26c0dcee782a8069018abdcce2c60a386ad9c0351ac4328d7346d8"
        ),
        (
            "04e29e663e138216c145b46148b9097586be09068a5a8cb5bd55b16558c42cf72fe1d90b933b2bf99d2fb29b2b49d8bc646958891f3111414b2403422173a18d05",
            "xxdyl-bobgu-u3q5w-r67od-b2tc3-mkyv3-m4hlt-5psfn-6rkxt-eyv4x-kae",
            "927e01c4b46c7f4d3363c9823de9af067eb0f3e13e7b4cdb455bedbe7268bf0e"
        ),
        (
            "04565c5643e2f2ee582d3171d14a0ff95102d1813f1f8a8ddc1bfb2d2915d351067bf21337a4762f48b3431b4b2469a519b467e9a4b63799936bd59886d5c457dc",
            "tbl5g-hjbsu-wkhvn-djwco-uztju-cate7-g4p5b-bvqxa-5bg6a-yb6s3-wqe",
            "2b84c97f17ea887eb0374d14db1402867879a163c4799583327bd38afeb93d51"
        ),
        (
            "04da5f55aac3ad1183dd52036dfd9be76f87c4dd6a37143d553092f6add016e7dd4b791454b8643f2a4bfe23b919a7dd5959540f7761ab0cd5170fbad223fef85f",
            "yksvc-462au-rmv5f-w6jlz-7h7ts-pkob5-adhrm-aj7gb-dwylz-3t53y-uae",
            "e29bf07177868d4c43b08857eb47dd99991aafafa918290e7a2561deab054aa1"
        ),
        (
            "0477f9fa85c28939b64fcde0fd6ce02265ad592c4b25aa4de04a7b461dd68bb1c5f47cf489281073ae940a412a75acd643224449bf85164e9ba09fc206db8ea97f",
            "nhiqy-qh3xw-v2s6h-mkwpc-7kmo6-ue3i5-qpjk3-mqfmv-dnvox-hux72-5ae",
            "9fed555b071f02563c0b24a3a70f5b2a1a863b97b80717da70e4816d1edc47e0"
        ),
        (
            "04c4935f149960d699feeff21c0db88df001d8674daa05f653f97dd58e4eaced9b6efb82c25c58e0ebc7094e28a32bb91596014af02db85ce80ad432174d583b73",
            "7dm5n-v2brn-p2mla-3t5cw-ppdog-ro5fo-4psh3-zotg2-ix6or-26au2-iae",
            "91e6f4b6bb528d8a26288cbc677407e09fb19493a567aaae7589ac0b1d03f9dc"
        ),
    ]

    /// keysmith `private-key` (index 0): an EC PARAMETERS block and the SEC1 key, as dfx reads it.
    static let keysmithPEM = """
        -----BEGIN EC PARAMETERS-----
        BgUrgQQACg==
        -----END EC PARAMETERS-----
        -----BEGIN EC PRIVATE KEY-----
        MHQCAQEEIAgy7nZEcVHkQ4Z1Kdqby8SwyAiyKDQmtbEHTIM+WNeBoAcGBSuBBAAK
        oUQDQgAEgO87rJ1ozzdMvJyZQ+GABDqUxGLvgnAnTlcInV3NuhuPv4O3VGzMGzeB
        N3d26cRxD99TPtm8uo2OuzKhSiq6EQ==
        -----END EC PRIVATE KEY-----
        """

    static func principalText(derPublicKey: [UInt8]) -> String {
        let bytes = SHA224.hash(data: derPublicKey).bytes + [0x02]
        let encoded = Array(Base32.encode(CRC32.bigEndianBytes(of: bytes) + bytes))
        return stride(from: 0, to: encoded.count, by: 5).map { String(encoded[$0..<min($0 + 5, encoded.count)]) }
            .joined(separator: "-")
    }

    static func accountID(principalDER derPublicKey: [UInt8]) -> String {
        let principal = SHA224.hash(data: derPublicKey).bytes + [0x02]
        let hash = SHA224.hash(data: [0x0a] + Array("account-id".utf8) + principal + [UInt8](repeating: 0, count: 32))
            .bytes
        return hexString(CRC32.bigEndianBytes(of: hash) + hash)
    }

    @Test func mnemonicToPrincipalsAndAccountsLikeKeysmith() throws {
        let seed = try Mnemonic(phrase: Self.keysmithPhrase).seed()
        let account = try BIP32.ExtendedPrivateKey(seed: seed).derived(at: "m/44'/223'/0'")
        // keysmith `x-private-key` / `x-public-key` print the m/44'/223'/0' node.
        #expect(
            account.extendedKey()
                == "xprv9yPcfi4GmpvHJSAq8uqytXTYCFUGJsjCRUwjwLn5CJcv4bKg9S3XGN9Y53GSUCTdtZ4UHVkmDJGH1bPkPqoFGButnUiMbZNFDBqPM9JGrmH"
        )
        #expect(
            account.extendedPublicKey.extendedKey()
                == "xpub6CNy5DbAcCUaWvFJEwNzFfQGkHJkiLT3nhsLjjBgke9twPepgyMmpAU1vKq4KnEqG6BeyoQx2YVjFuo5jSWjok4zCCNE8VDgSrZPYvGPkch"
        )
        for (index, expected) in Self.keysmith.enumerated() {
            let key = try account.derived(at: "m/0/\(index)").privateKey.publicKey
            #expect(hexString(key.x963Representation) == expected.publicKey, "index \(index)")
            #expect(Self.principalText(derPublicKey: key.derRepresentation) == expected.principal, "index \(index)")
            #expect(Self.accountID(principalDER: key.derRepresentation) == expected.account, "index \(index)")
        }
        let first = try BIP32.ExtendedPrivateKey(seed: seed).derived(at: .icpSecp256k1).privateKey
        // The SEC1 block keysmith wrote is byte-for-byte what we write.
        #expect(Self.keysmithPEM.hasSuffix(first.pemRepresentation.dropLast()))
        #expect(
            try Secp256k1.Signing.PrivateKey(pemRepresentation: Self.keysmithPEM).rawRepresentation
                == first.rawRepresentation)
    }

    /// VECTORS.md §5: the DER prefixes and the three key → principal → account rows.
    @Test func sharedFixtureVectors() throws {
        let agentRSDER = hex(
            "3056301006072a8648ce3d020106052b8104000a0342000480ef3bac9d68cf374cbc9c9943e180043a94c462ef8270274e57089d5dcdba1b8fbf83b7546ccc1b3781377776e9c4710fdf533ed9bcba8d8ebb32a14a2aba11"
        )
        let key = try Secp256k1.Signing.PrivateKey(
            rawRepresentation: hex("0832ee76447151e443867529da9bcbc4b0c808b2283426b5b1074c833e58d781"))
        #expect(key.publicKey.derRepresentation == agentRSDER)
        #expect(
            hexString(key.publicKey.derRepresentation.prefix(23)) == "3056301006072a8648ce3d020106052b8104000a034200")
        #expect(
            Self.principalText(derPublicKey: agentRSDER)
                == "t2kpu-6xt6l-tyb3d-rll2p-irv5c-no5nd-h6spj-jsetq-bmqdz-iap77-pqe")
        #expect(
            Self.accountID(principalDER: agentRSDER)
                == "53a3ef3b11b69c6411cd1667970e24577c857acf3cdd67436656c75d4ddd3cc7")
        let rows = [
            (
                "046acf4c93dd993cd736420302eb70da254532ec3179250a21eec4ce823ff289aaa382cb19576b2c6447db09cb45926ebd69ce288b1804580fe62c343d3252ec6e",
                "mi5lp-tjcms-b77vo-qbfgp-cjzyc-imkew-uowpv-ca7f4-l5fzx-yy6ba-qqe",
                "cafd0a2c27f41a851837b00f019b93e741f76e4147fe74435fb7efb836826a1c"
            ),
            (
                "04723cdc9bd653014a501159fb89dcc6e2cf03f242955b987b53dd6193815d8a9d4a4f5b902b2819d270c28f0710ad96fea5b13f5fe30c6e244bf2941ebf4ec36e",
                "sxmip-mryjb-rjp3v-ol36n-miqtr-ji4i6-5k6h3-fdy2n-gz5lr-c2s6s-sqe",
                "6c14be31a1df0f5f061520e5d8e0c08bb3743a671ab4a3bb7b05743a8ca3c1f0"
            ),
        ]
        for (point, principal, account) in rows {
            let der = try Secp256k1.Signing.PublicKey(x963Representation: hex(point)).derRepresentation
            #expect(Self.principalText(derPublicKey: der) == principal)
            #expect(Self.accountID(principalDER: der) == account)
        }
        // Ed25519 SPKI prefix.
        let ed = try Ed25519.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 1, count: 32))
        #expect(hexString(ed.publicKey.derRepresentation.prefix(12)) == "302a300506032b6570032100")
        #expect(ed.publicKey.derRepresentation.count == 44)
    }

    /// SLIP-10 Ed25519 at the ICP path for the keysmith phrase; expected values from
    /// bip-utils 2.12.3 `Bip32Slip10Ed25519` (an independent implementation).
    @Test func mnemonicToEd25519AtTheICPPath() throws {
        let seed = try Mnemonic(phrase: Self.keysmithPhrase).seed()
        let key = try SLIP10.Ed25519ExtendedPrivateKey(seed: seed).derived(at: .icpEd25519)
        #expect(
            hexString(key.privateKey.rawRepresentation)
                == "3d878e37abb5e2a2d3f9ea1b2ada11dc4b9624d2b3816118ffc9d7808388f714")
        #expect(hexString(key.chainCode) == "f01c51e7de577fc9b661d001ba3c3c64b2dfad462cfb5afaa37a1a1edb8a97d3")
        #expect(
            hexString(key.publicKey.derRepresentation)
                == "302a300506032b657003210048ac4ef53b571e71fdbadba8b53596957b9668f1e47ed588ca78036b468b803a")
    }

    /// VECTORS.md §4: CRC32 of `abcd01` and its textual principal.
    @Test func principalTextPieces() {
        #expect(CRC32.checksum([0xab, 0xcd, 0x01]) == 0x233F_F206)
        let bytes: [UInt8] = [0xab, 0xcd, 0x01]
        #expect(Base32.encode(CRC32.bigEndianBytes(of: bytes) + bytes) == "em77ebvlzuaq")
        #expect(Base32.encode(CRC32.bigEndianBytes(of: [0x04]) + [0x04]) == "2vxsxfae")
    }
}
