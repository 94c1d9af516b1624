/// Published keys and the principals and account identifiers they give.
enum Vectors {
    /// RFC 8410 §10.3: an Ed25519 private key in PKCS#8 (the form `dfx identity new` writes). Its
    /// public key is RFC 8410 §10.1's `19bf4409…66e1`; the principal and account were derived
    /// from that public key with Python's hashlib, zlib and base64 (SHA-224 · 0x02, CRC-32,
    /// base32), independently of this repository's code.
    static let ed25519PEM = """
        -----BEGIN PRIVATE KEY-----
        MC4CAQAwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC
        -----END PRIVATE KEY-----

        """
    static let ed25519Principal = "5yuqt-crk6p-e3gwd-mocs6-yf3tu-nepwc-rcjoh-lh5ck-gnxwp-x7qie-iae"
    static let ed25519Account = "8347c98584d1d2cc54b6790e289510d733e817f7771777444c49238abf76304a"

    /// agent-rs's secp256k1 test key (`ic-agent/src/identity/secp256k1.rs`, private key
    /// `0832ee76…d781`), written as dfx stores an imported OpenSSL key: `EC PARAMETERS` then SEC1
    /// `EC PRIVATE KEY` (the DER assembled from the private and public key of the vector and
    /// checked with `openssl ec -check`). Principal and account: the repository's VECTORS.md §5.
    static let secp256k1DfxPEM = """
        -----BEGIN EC PARAMETERS-----
        BgUrgQQACg==
        -----END EC PARAMETERS-----
        -----BEGIN EC PRIVATE KEY-----
        MHQCAQEEIAgy7nZEcVHkQ4Z1Kdqby8SwyAiyKDQmtbEHTIM+WNeBoAcGBSuBBAAK
        oUQDQgAEgO87rJ1ozzdMvJyZQ+GABDqUxGLvgnAnTlcInV3NuhuPv4O3VGzMGzeB
        N3d26cRxD99TPtm8uo2OuzKhSiq6EQ==
        -----END EC PRIVATE KEY-----

        """
    /// The same key as PKCS#8 (`openssl pkcs8 -topk8 -nocrypt`).
    static let secp256k1PKCS8PEM = """
        -----BEGIN PRIVATE KEY-----
        MIGEAgEAMBAGByqGSM49AgEGBSuBBAAKBG0wawIBAQQgCDLudkRxUeRDhnUp2pvL
        xLDICLIoNCa1sQdMgz5Y14GhRANCAASA7zusnWjPN0y8nJlD4YAEOpTEYu+CcCdO
        VwidXc26G4+/g7dUbMwbN4E3d3bpxHEP31M+2by6jY67MqFKKroR
        -----END PRIVATE KEY-----

        """
    static let secp256k1Principal = "t2kpu-6xt6l-tyb3d-rll2p-irv5c-no5nd-h6spj-jsetq-bmqdz-iap77-pqe"
    static let secp256k1Account = "53a3ef3b11b69c6411cd1667970e24577c857acf3cdd67436656c75d4ddd3cc7"
    /// Its accounts at subaccounts 1 and 0x0102, derived with Python's hashlib and zlib.
    static let secp256k1AccountAtSubaccount1 = "762ca322b640a619b9b06dbc1b59e989ed479a011d6abfd2cf5c936ca32b7916"
    static let secp256k1AccountAtSubaccount0102 = "8310d246eb1b486048b021f7bc999f490a086e024a05d6c06c241935b1285e54"

    /// agent-js's `pem.test.ts`: a SEC1 key without `EC PARAMETERS`, and the principal it expects.
    static let secp256k1AgentJSPEM = """
        -----BEGIN EC PRIVATE KEY-----
        MHQCAQEEIGfKHuyoCCCbEXb0789MIdWiCIpZo1LaKApv95SSIaWPoAcGBSuBBAAK
        oUQDQgAEahC99Avid7r8D6kIeLjjxJ8kwdJRy5nPrN9o18P7xHT95i0JPr5ivc9v
        CB8vG2s97NB0re2MhqvdWgradJZ8Ow==
        -----END EC PRIVATE KEY-----

        """
    static let secp256k1AgentJSPrincipal = "42gbo-uiwfn-oq452-ql6yp-4jsqn-a6bxk-n7l4z-ni7os-yptq6-3htob-vqe"

    /// VECTORS.md §5 (IcpKit's keysmith vectors): principal → account identifier.
    static let accounts = [
        (
            "mi5lp-tjcms-b77vo-qbfgp-cjzyc-imkew-uowpv-ca7f4-l5fzx-yy6ba-qqe",
            "cafd0a2c27f41a851837b00f019b93e741f76e4147fe74435fb7efb836826a1c"
        ),
        (
            "sxmip-mryjb-rjp3v-ol36n-miqtr-ji4i6-5k6h3-fdy2n-gz5lr-c2s6s-sqe",
            "6c14be31a1df0f5f061520e5d8e0c08bb3743a671ab4a3bb7b05743a8ca3c1f0"
        ),
    ]

    /// dfinity/ICRC-1 TextualEncoding.md: an owner and its account text at subaccount 1.
    static let icrc1Owner = "k2t6j-2nvnp-4zjm3-25dtz-6xhaa-c7boj-5gayf-oj3xs-i43lp-teztq-6ae"
    static let icrc1AtSubaccount1 = "k2t6j-2nvnp-4zjm3-25dtz-6xhaa-c7boj-5gayf-oj3xs-i43lp-teztq-6ae-6cc627i.1"
}
