import EOSKeys
import Testing

/// A private key never shows its bytes or string forms, however it is printed.
@Suite struct SecretRedactionTests {
    @Test func privateKeysPrintOnlyTheirPublicKey() throws {
        let key = try EOSPrivateKey(VectorTests.v4WIF)
        var dumped = ""
        dump(key, to: &dumped)
        let renderings = [
            key.description, key.debugDescription, "\(key)", String(reflecting: key), dumped,
            String(describing: Mirror(reflecting: key).children.map { $0 }),
        ]
        let secrets = [
            VectorTests.v4WIF, key.pvtK1String, String(key.pvtK1String.dropFirst(7)), hexString(key.rawRepresentation),
            String(hexString(key.rawRepresentation).prefix(16)),
        ]
        for text in renderings {
            for secret in secrets {
                #expect(!text.contains(secret), "\(text)")
            }
        }
        #expect(key.description == "EOSPrivateKey(publicKey: \(VectorTests.v4Public))")
    }

    @Test func privateKeyErrorsCarryNoKeyMaterial() {
        // A WIF with a wrong checksum: the error names the form, not the key.
        let mistyped = String(VectorTests.v4WIF.dropLast()) + "A"
        do {
            _ = try EOSPrivateKey(mistyped)
            Issue.record("a mistyped WIF parsed")
        } catch {
            #expect(!error.description.contains(String(mistyped.dropFirst().prefix(10))))
            #expect(error == .badChecksum(form: "WIF private key"))
        }
    }
}
