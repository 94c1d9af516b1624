import CryptoPrimitives
import Testing

@Suite struct BIP32Tests {
    @Test(arguments: 0..<HDVectors.bip32Vectors.count)
    func publishedVectors(_ index: Int) throws {
        let vector = HDVectors.bip32Vectors[index]
        let master = try BIP32.ExtendedPrivateKey(seed: hex(vector.seed))
        var previous: (path: DerivationPath, key: BIP32.ExtendedPrivateKey)?
        for chain in vector.chains {
            let path = try DerivationPath(parsing: chain.path)
            let key = try master.derived(at: path)
            #expect(key.extendedKey() == chain.xprv, "\(chain.path)")
            #expect(key.extendedPublicKey.extendedKey() == chain.xpub, "\(chain.path)")
            #expect(key.depth == UInt8(path.components.count))
            // Both text forms parse back to the same key.
            let parsed = try BIP32.ExtendedPrivateKey(extendedKey: chain.xprv)
            #expect(parsed.extendedKey() == chain.xprv)
            #expect(parsed.privateKey.rawRepresentation == key.privateKey.rawRepresentation)
            #expect(try BIP32.ExtendedPublicKey(extendedKey: chain.xpub).extendedKey() == chain.xpub)
            // A non-hardened step can also be taken from the parent's extended public key.
            if let previous, let last = path.components.last, !last.isHardened {
                let fromPublic = try previous.key.extendedPublicKey.derivedChild(last)
                #expect(fromPublic.extendedKey() == chain.xpub, "CKDpub \(chain.path)")
                #expect(fromPublic.parentFingerprint == previous.key.fingerprint)
            }
            previous = (path, key)
        }
    }

    @Test(arguments: 0..<HDVectors.bip32InvalidKeys.count)
    func invalidExtendedKeysAreRejected(_ index: Int) {
        let (key, reason) = HDVectors.bip32InvalidKeys[index]
        var error: HDKeyError?
        do { _ = try BIP32.ExtendedPrivateKey(extendedKey: key) } catch let caught { error = caught }
        var publicError: HDKeyError?
        do { _ = try BIP32.ExtendedPublicKey(extendedKey: key) } catch let caught { publicError = caught }
        #expect(error != nil && publicError != nil, "\(reason)")
        // The typed error names the check BIP-32 describes.
        let expected: (HDKeyError?) -> Bool = { error in
            switch (reason, error) {
            case ("pubkey version / prvkey mismatch", .versionKeyMismatch?),
                ("prvkey version / pubkey mismatch", .versionKeyMismatch?),
                ("invalid pubkey prefix 04", .invalidKey(.invalidPointEncoding(prefix: 4))?),
                ("invalid prvkey prefix 04", .invalidPrivateKeyPrefix(4)?),
                ("invalid pubkey prefix 01", .invalidKey(.invalidPointEncoding(prefix: 1))?),
                ("invalid prvkey prefix 01", .invalidPrivateKeyPrefix(1)?),
                ("zero depth with non-zero parent fingerprint", .zeroDepthWithParentFingerprint?),
                ("zero depth with non-zero index", .zeroDepthWithChildNumber?),
                ("unknown extended key version", .unknownVersion?),
                ("private key 0 not in 1..n-1", .invalidKey(.zeroScalar)?),
                ("private key n not in 1..n-1", .invalidKey(.scalarOutOfRange)?),
                (
                    "invalid pubkey 020000000000000000000000000000000000000000000000000000000000000007",
                    .invalidKey(.pointNotOnCurve)?
                ),
                ("invalid checksum", .invalidEncoding(.checksumMismatch)?):
                return true
            default:
                return false
            }
        }
        #expect(
            expected(error) || expected(publicError),
            "\(reason): \(String(describing: error)) / \(String(describing: publicError))")
    }

    @Test func derivationPaths() throws {
        #expect(DerivationPath.icpSecp256k1.description == "m/44'/223'/0'/0/0")
        #expect(DerivationPath.icpEd25519.description == "m/44'/223'/0'/0'/0'")
        #expect(try DerivationPath(parsing: "m/44h/223H/0'/0/0") == .icpSecp256k1)
        #expect(try DerivationPath(parsing: "m").components.isEmpty)
        #expect(try DerivationPath(parsing: "m/2147483647'").components.first?.childNumber == 0xFFFF_FFFF)
        #expect(throws: DerivationPathError.missingRoot) { try DerivationPath(parsing: "44'/0") }
        #expect(throws: DerivationPathError.missingRoot) { try DerivationPath(parsing: "") }
        #expect(throws: DerivationPathError.invalidComponent(position: 2)) { try DerivationPath(parsing: "m/1//2") }
        #expect(throws: DerivationPathError.invalidComponent(position: 1)) { try DerivationPath(parsing: "m/-1") }
        #expect(throws: DerivationPathError.invalidComponent(position: 1)) { try DerivationPath(parsing: "m/1''") }
        #expect(throws: DerivationPathError.invalidComponent(position: 1)) { try DerivationPath(parsing: "m/١") }
        #expect(throws: DerivationPathError.indexOutOfRange(position: 1)) {
            try DerivationPath(parsing: "m/2147483648")
        }
        #expect(throws: DerivationPathError.tooDeep(256)) {
            try DerivationPath(parsing: "m" + String(repeating: "/0", count: 256))
        }
    }

    @Test func derivationErrors() throws {
        #expect(throws: HDKeyError.invalidSeedLength(15)) {
            try BIP32.ExtendedPrivateKey(seed: [UInt8](repeating: 1, count: 15))
        }
        #expect(throws: HDKeyError.invalidSeedLength(65)) {
            try BIP32.ExtendedPrivateKey(seed: [UInt8](repeating: 1, count: 65))
        }
        let master = try BIP32.ExtendedPrivateKey(seed: [UInt8](repeating: 1, count: 32))
        let hardened = try DerivationPath.Component(index: 0, hardened: true)
        #expect(throws: HDKeyError.hardenedDerivationFromPublicKey(childNumber: 0x8000_0000)) {
            try master.extendedPublicKey.derivedChild(hardened)
        }
        #expect(throws: HDKeyError.invalidPath(.missingRoot)) { try master.derived(at: "x/1") }
        #expect(throws: HDKeyError.invalidEncoding(.invalidCharacter(encoding: "base58", character: "0", position: 0)))
        {
            try BIP32.ExtendedPrivateKey(extendedKey: "0prv")
        }
        // Depth is one byte: 255 derivations and no more.
        var key = master
        let step = try DerivationPath.Component(index: 1, hardened: false)
        for _ in 0..<255 { key = try key.derivedChild(step) }
        #expect(key.depth == 255)
        #expect(throws: HDKeyError.depthExceeded) { try key.derivedChild(step) }
    }

    @Test func testnetVersionsRoundTrip() throws {
        let master = try BIP32.ExtendedPrivateKey(seed: hex("000102030405060708090a0b0c0d0e0f"))
        let tprv = master.extendedKey(network: .testnet)
        #expect(tprv.hasPrefix("tprv"))
        let parsed = try BIP32.ExtendedPrivateKey(extendedKey: tprv)
        #expect(parsed.network == .testnet && parsed.extendedKey() == tprv)
        #expect(parsed.extendedPublicKey.extendedKey().hasPrefix("tpub"))
    }

    @Test func extendedPrivateKeysHideTheirSecrets() throws {
        let key = try BIP32.ExtendedPrivateKey(seed: hex("000102030405060708090a0b0c0d0e0f"))
        let secret = hexString(key.privateKey.rawRepresentation)
        for text in [key.description, String(reflecting: key), dumpText(key)] {
            #expect(!text.contains(secret) && !text.contains(hexString(key.chainCode)), "\(text)")
        }
    }
}

@Suite struct SLIP10Tests {
    @Test(arguments: 0..<HDVectors.slip10Ed25519Vectors.count)
    func publishedEd25519Vectors(_ index: Int) throws {
        let vector = HDVectors.slip10Ed25519Vectors[index]
        let master = try SLIP10.Ed25519ExtendedPrivateKey(seed: hex(vector.seed))
        for chain in vector.chains {
            let key = try master.derived(at: chain.path)
            #expect(hexString(key.privateKey.rawRepresentation) == chain.privateKey, "\(chain.path)")
            #expect("00" + hexString(key.publicKey.rawRepresentation) == chain.publicKey, "\(chain.path)")
            #expect(hexString(key.chainCode) == chain.chainCode, "\(chain.path)")
            #expect(hexString(bigEndianBytes(key.parentFingerprint)) == chain.fingerprint, "\(chain.path)")
        }
    }

    @Test func onlyHardenedDerivation() throws {
        let master = try SLIP10.Ed25519ExtendedPrivateKey(seed: [UInt8](repeating: 7, count: 16))
        #expect(throws: HDKeyError.nonHardenedDerivationUnsupported(childNumber: 0)) { try master.derived(at: "m/0") }
        #expect(throws: HDKeyError.invalidSeedLength(0)) { try SLIP10.Ed25519ExtendedPrivateKey(seed: [UInt8]()) }
        let secret = hexString(master.privateKey.rawRepresentation)
        #expect(!master.description.contains(secret) && !dumpText(master).contains(secret))
    }
}

func bigEndianBytes(_ value: UInt32) -> [UInt8] {
    [
        UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
        UInt8(truncatingIfNeeded: value),
    ]
}
