import CryptoPrimitives
import ICPAgent
import Testing

/// The one dfx/quill key-file loader, on keys made here in every layout it accepts.
@Suite struct PEMIdentityTests {
    private static let secp256k1Seed = [UInt8](repeating: 0x11, count: 32)

    @Test func ed25519PKCS8AsDfxWritesIt() throws {
        let key = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 7, count: 32))
        let read = try PEMIdentity(pem: "# a comment dfx does not write\n" + key.privateKey.pemRepresentation)
        #expect(read.kind == .ed25519)
        #expect(read.identity.sender == key.sender)
        #expect(read.pem == key.privateKey.pemRepresentation)
    }

    @Test func secp256k1SEC1AndPKCS8() throws {
        let key = try Secp256k1Identity(rawRepresentation: Self.secp256k1Seed)
        let sec1 = try PEMIdentity(pem: key.privateKey.pemRepresentation)
        #expect(sec1.kind == .secp256k1)
        #expect(sec1.identity.sender == key.sender)
        let pkcs8 = PEMDocument(label: "PRIVATE KEY", derBytes: key.privateKey.pkcs8DERRepresentation).pemString
        let fromPKCS8 = try PEMIdentity(pem: pkcs8)
        #expect(fromPKCS8.kind == .secp256k1)
        #expect(fromPKCS8.identity.sender == key.sender)
        #expect(fromPKCS8.pem == key.privateKey.pemRepresentation)
    }

    @Test func aStoredKeyIsReadAsTheKindItsRecordNames() throws {
        let key = try Secp256k1Identity(rawRepresentation: Self.secp256k1Seed)
        #expect(try PEMIdentity(pem: key.privateKey.pemRepresentation, kind: .secp256k1).identity.sender == key.sender)
        #expect(throws: PEMIdentityError.self) {
            try PEMIdentity(pem: key.privateKey.pemRepresentation, kind: .ed25519)
        }
    }

    @Test func encryptedKeysAreRefusedByName() {
        for text in [
            "-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----\n",
            "-----BEGIN EC PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\n-----END EC PRIVATE KEY-----\n",
        ] {
            #expect(throws: PEMIdentityError.encrypted) { try PEMIdentity(pem: text) }
        }
        #expect(PEMIdentityError.encrypted.description == "the key is encrypted")
    }

    @Test func whatIsFoundInsteadOfAKeyIsNamed() {
        #expect(throws: PEMIdentityError.notAPrivateKey(found: "it has -----BEGIN CERTIFICATE-----")) {
            try PEMIdentity(pem: "-----BEGIN CERTIFICATE-----\r\nAAAA\r\n-----END CERTIFICATE-----\r\n")
        }
        #expect(throws: PEMIdentityError.notAPrivateKey(found: "it has no PEM block")) { try PEMIdentity(pem: "hello") }
        #expect(
            PEMIdentityError.notAPrivateKey(found: "it has no PEM block").description
                == "not a private key PEM file (it has no PEM block); expected PRIVATE KEY (Ed25519 or secp256k1) or EC PRIVATE KEY (secp256k1)"
        )
    }

    @Test func aBrokenPrivateKeyBlockSaysWhyForBothKinds() {
        let broken = "-----BEGIN PRIVATE KEY-----\nMAA=\n-----END PRIVATE KEY-----\n"
        let error = #expect(throws: PEMIdentityError.self) { try PEMIdentity(pem: broken) }
        guard case let .invalidKey(reason)? = error else {
            Issue.record("expected invalidKey, got \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("the PRIVATE KEY is neither Ed25519 ("))
        #expect(reason.contains(") nor secp256k1 ("))
        #expect(throws: PEMIdentityError.self) {
            try PEMIdentity(pem: "-----BEGIN EC PRIVATE KEY-----\nMAA=\n-----END EC PRIVATE KEY-----\n")
        }
    }
}
