import EOSKeys
import Testing

/// The published vectors of spec §7 and the key-form pairs of §4.5.
@Suite struct VectorTests {
    static let v1WIF = "5KQvfsPJ9YvGuVbLRLXVWPNubed6FWvV8yax6cNSJEzB4co3zFu"
    static let v1Public = "EOS6RrvujLQN1x5Tacbep1KAk8zzKpSThAQXBCKYFfGUYeABhJRin"
    static let v1Signature =
        "SIG_K1_K6PhJrD6wvjzVQRwTUd82fk3Z4jznnUszjeBH7xGCAsfByCunzSN2KQ2A9ALetFwLTqnK4xvES6Bstt6NNSvGgjgM1Tcxn"
    static let v4WIF = "5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3"
    static let v4Public = "EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV"

    @Test(arguments: [
        (v1WIF, v1Public),
        (
            "5KYZdUEo39z3FPrtuX2QbbwGnNP5zTd7yyr2SC1j299sBCnWjss",
            "EOS859gxfnXyUriMgUeThh1fWv3oqcpLFyHa3TfFYC4PK2HqhToVM"
        ),
        (
            "5Juww5SS6aLWxopXBAWzwqrwadiZKz7XpKAiktXTKcfBGi1DWg8",
            "EOS7tgwU6E7pAUQJgqEJt66Yi8cWvanTUW8ZfBjeXeJBQvhTU9ypi"
        ),
        (v4WIF, v4Public),
    ])
    func wifDerivesThePublicKey(wif: String, expected: String) throws {
        let key = try EOSPrivateKey(wif)
        #expect(key.publicKey.legacyString == expected)
        #expect(key.publicKey.description == expected)
        #expect(try key.publicKey == EOSPublicKey(expected))
        // The WIF round-trips exactly.
        #expect(key.wif == wif)
    }

    /// V1: the attempt-0 signature, so its string must match exactly (spec §4.4).
    @Test func v1SignatureIsExactlyTheAttemptZeroSignature() throws {
        let key = try EOSPrivateKey(Self.v1WIF)
        let message = Array("I like turtles".utf8)
        let signature = try key.signature(for: message)
        #expect(signature.string == Self.v1Signature)
        #expect(signature.description == Self.v1Signature)
        #expect(signature.header == 31)
        #expect(signature.recoveryID == 0)
        #expect(signature.isCanonical && signature.isLowS)

        let parsed = try EOSSignature(Self.v1Signature)
        #expect(parsed == signature)
        #expect(parsed.isValid(for: message, publicKey: try EOSPublicKey(Self.v1Public)))
        #expect(try parsed.recoverPublicKey(for: message).legacyString == Self.v1Public)
        #expect(!parsed.isValid(for: Array("I like turtles!".utf8), publicKey: key.publicKey))
    }

    /// V2: eosjs-ecc `seedPrivate('')` is the key whose scalar is SHA-256 of the empty string.
    @Test func v2IsTheWIFOfSHA256OfTheEmptyString() throws {
        let key = try EOSPrivateKey(
            rawRepresentation: hex("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"))
        #expect(key.wif == "5KYZdUEo39z3FPrtuX2QbbwGnNP5zTd7yyr2SC1j299sBCnWjss")
        #expect(key.publicKey.legacyString == "EOS859gxfnXyUriMgUeThh1fWv3oqcpLFyHa3TfFYC4PK2HqhToVM")
    }

    @Test(arguments: [
        (v4Public, "PUB_K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63"),
        (v1Public, "PUB_K1_6RrvujLQN1x5Tacbep1KAk8zzKpSThAQXBCKYFfGUYeACcSRFs"),
        (
            "EOS53jowyaGC1WrYJefSHTTmGvZcySUFkEpmCDmEd8txunDChput7",
            "PUB_K1_53jowyaGC1WrYJefSHTTmGvZcySUFkEpmCDmEd8txunDCqCCVR"
        ),
    ])
    func legacyAndK1FormsAreTheSameKey(legacy: String, k1: String) throws {
        let fromLegacy = try EOSPublicKey(legacy)
        let fromK1 = try EOSPublicKey(k1)
        #expect(fromLegacy == fromK1)
        #expect(fromLegacy.hashValue == fromK1.hashValue)
        #expect(Set([fromLegacy, fromK1]).count == 1)
        #expect(fromLegacy.k1String == k1)
        #expect(fromK1.legacyString == legacy)
        #expect(fromK1.description == legacy)
    }

    @Test func v4PrivateKeyForms() throws {
        let pvt = "PVT_K1_2bfGi9rYsXQSXXTvJbDAPhHLQUojjaNLomdm3cEJ1XTzMqUt3V"
        let fromWIF = try EOSPrivateKey(Self.v4WIF)
        #expect(fromWIF.pvtK1String == pvt)
        let fromPVT = try EOSPrivateKey(pvt)
        #expect(fromPVT.wif == Self.v4WIF)
        #expect(fromPVT.rawRepresentation == fromWIF.rawRepresentation)
        #expect(fromPVT.publicKey.legacyString == Self.v4Public)
    }
}
