import Certificates
import Foundation
import Testing
import X509

@Suite struct ChainVerifierTests {
    @Test func validChainIsReturnedLeafToRoot() async throws {
        let f = try await Fixtures.shared()
        let verifier = ChainVerifier(trustRoots: [f.unrelatedRoot, f.root])
        let chain = try await verifier.verify([f.leaf, f.intermediate], policy: .tlsServer("api.example.test"))
        #expect(Array(chain) == [f.leaf, f.intermediate, f.root])
        // The default policy: the clock's time, no name, no usage.
        #expect(Array(try await verifier.verify([f.signer, f.intermediate])) == [f.signer, f.intermediate, f.root])
        // Intermediates in any order, with extras.
        let shuffled = try await verifier.verify(leaf: f.leaf, intermediates: [f.otherName, f.intermediate])
        #expect(shuffled.root == f.root)
    }

    @Test(arguments: ["api.example.test", "API.Example.Test", "img.cdn.example.test", "127.0.0.1", "2001:db8::1"])
    func namesInTheLeafAreAccepted(name: String) async throws {
        let f = try await Fixtures.shared()
        let chain = try await ChainVerifier(trustRoots: [f.root]).verify(
            [f.leaf, f.intermediate], policy: .tlsServer(name, at: f.now))
        #expect(chain.leaf == f.leaf)
    }

    @Test func wrongNameNamesBothSides() async throws {
        let f = try await Fixtures.shared()
        let verifier = ChainVerifier(trustRoots: [f.root])
        let error = await caught { () throws(ChainVerificationError) in
            try await verifier.verify([f.leaf, f.intermediate], policy: .tlsServer("evil.example.test"))
        }
        #expect(
            error
                == .nameMismatch(
                    requested: "evil.example.test",
                    certificateNames: ["api.example.test", "*.cdn.example.test", "127.0.0.1", "2001:db8::1"]))
        #expect(
            error?.description
                == "the certificate is not valid for evil.example.test: it is valid for api.example.test, *.cdn.example.test, 127.0.0.1, 2001:db8::1"
        )

        let other = await caught { () throws(ChainVerificationError) in
            try await verifier.verify([f.otherName, f.intermediate], policy: .tlsServer("api.example.test"))
        }
        #expect(other == .nameMismatch(requested: "api.example.test", certificateNames: ["other.example.test"]))
        let address = await caught { () throws(ChainVerificationError) in
            try await verifier.verify([f.leaf, f.intermediate], policy: .tlsServer("10.0.0.1"))
        }
        #expect(
            address
                == .nameMismatch(
                    requested: "10.0.0.1",
                    certificateNames: ["api.example.test", "*.cdn.example.test", "127.0.0.1", "2001:db8::1"]))
    }

    @Test func expiredLeafGivesItsDate() async throws {
        let f = try await Fixtures.shared()
        let verifier = ChainVerifier(trustRoots: [f.root])
        let error = await caught { () throws(ChainVerificationError) in
            try await verifier.verify([f.expired, f.intermediate], policy: .tlsServer("api.example.test"))
        }
        let notAfter = try #require(ISO8601DateFormatter().date(from: "2020-02-01T00:00:00Z"))
        guard case .expired(let certificate, notAfter, let checkedAt)? = error else {
            Issue.record("expected expired, got \(String(describing: error))")
            return
        }
        #expect(certificate == "CN=expired.example.test")
        #expect(checkedAt >= f.now)
        #expect(
            error?.description.hasPrefix(
                "the certificate for CN=expired.example.test expired on 2020-02-01T00:00:00Z (checked at ") == true)
    }

    @Test func injectedTimeDecidesValidity() async throws {
        let f = try await Fixtures.shared()
        let verifier = ChainVerifier(trustRoots: [f.root])
        let later = f.now.addingTimeInterval(1_000 * 86_400)
        let expired = await caught { () throws(ChainVerificationError) in
            try await verifier.verify([f.leaf, f.intermediate], policy: .tlsServer("api.example.test", at: later))
        }
        #expect(
            expired
                == .expired(
                    certificate: "O=HTTPSpec Tests,CN=api.example.test", notAfter: f.leaf.notValidAfter,
                    checkedAt: later))

        let earlier = try #require(ISO8601DateFormatter().date(from: "2001-01-01T00:00:00Z"))
        let early = await caught { () throws(ChainVerificationError) in
            try await verifier.verify([f.leaf, f.intermediate], policy: ChainPolicy(at: earlier))
        }
        #expect(
            early
                == .notYetValid(
                    certificate: "O=HTTPSpec Tests,CN=api.example.test", notBefore: f.leaf.notValidBefore,
                    checkedAt: earlier))

        let january2020 = try #require(ISO8601DateFormatter().date(from: "2020-01-15T00:00:00Z"))
        let backThen = await caught { () throws(ChainVerificationError) in
            try await verifier.verify([f.expired, f.intermediate], policy: ChainPolicy(at: january2020))
        }
        // The leaf was valid then; its issuer was not yet.
        #expect(
            backThen
                == .notYetValid(
                    certificate: "O=HTTPSpec Tests,CN=Test Intermediate CA",
                    notBefore: f.intermediate.notValidBefore, checkedAt: january2020))
    }

    @Test func notYetValidLeaf() async throws {
        let f = try await Fixtures.shared()
        let error = await caught { () throws(ChainVerificationError) in
            try await ChainVerifier(trustRoots: [f.root]).verify(
                [f.notYetValid, f.intermediate], policy: ChainPolicy(at: f.now))
        }
        let notBefore = try #require(ISO8601DateFormatter().date(from: "2045-01-01T00:00:00Z"))
        #expect(error == .notYetValid(certificate: "CN=future.example.test", notBefore: notBefore, checkedAt: f.now))
        #expect(error?.description.contains("is not valid until 2045-01-01T00:00:00Z") == true)
    }

    @Test func unknownIssuerIsNamed() async throws {
        let f = try await Fixtures.shared()
        let wrongRoots = await caught { () throws(ChainVerificationError) in
            try await ChainVerifier(trustRoots: [f.unrelatedRoot]).verify([f.leaf, f.intermediate])
        }
        #expect(
            wrongRoots
                == .unknownIssuer(
                    certificate: "O=HTTPSpec Tests,CN=Test Intermediate CA", issuer: "O=HTTPSpec Tests,CN=Test Root CA")
        )
        #expect(
            wrongRoots?.description
                == "the certificate for O=HTTPSpec Tests,CN=Test Intermediate CA was issued by O=HTTPSpec Tests,CN=Test Root CA, which is neither a trust root nor among the intermediates"
        )

        let missingIntermediate = await caught { () throws(ChainVerificationError) in
            try await ChainVerifier(trustRoots: [f.root]).verify([f.leaf])
        }
        #expect(
            missingIntermediate
                == .unknownIssuer(
                    certificate: "O=HTTPSpec Tests,CN=api.example.test",
                    issuer: "O=HTTPSpec Tests,CN=Test Intermediate CA"))
    }

    @Test func untrustedSelfSignedRoot() async throws {
        let f = try await Fixtures.shared()
        let error = await caught { () throws(ChainVerificationError) in
            try await ChainVerifier(trustRoots: [f.root]).verify([f.unrelatedRoot])
        }
        #expect(error == .untrustedRoot(certificate: "O=Elsewhere,CN=Unrelated Root"))
        await #expect(throws: ChainVerificationError.emptyChain) {
            try await ChainVerifier(trustRoots: [f.root]).verify([])
        }
    }

    @Test func signaturesAreChecked() async throws {
        let f = try await Fixtures.shared()
        // A root with the right name and the wrong key.
        let impostor = await caught { () throws(ChainVerificationError) in
            try await ChainVerifier(trustRoots: [f.impostorRoot]).verify([f.leaf, f.intermediate])
        }
        #expect(
            impostor
                == .badSignature(
                    certificate: "O=HTTPSpec Tests,CN=Test Intermediate CA", issuer: "O=HTTPSpec Tests,CN=Test Root CA")
        )

        // A leaf whose signed part was altered after signing.
        let der = try f.bytes("leaf.der")
        let altered = try #require(replacing("api.example.test", with: "evil.example.tst", in: der))
        let tampered = try CertificateLoader.certificate(der: altered)
        let error = await caught { () throws(ChainVerificationError) in
            try await ChainVerifier(trustRoots: [f.root]).verify([tampered, f.intermediate])
        }
        #expect(
            error
                == .badSignature(
                    certificate: "O=HTTPSpec Tests,CN=evil.example.tst",
                    issuer: "O=HTTPSpec Tests,CN=Test Intermediate CA"))
    }

    @Test func extendedKeyUsageIsEnforced() async throws {
        let f = try await Fixtures.shared()
        let verifier = ChainVerifier(trustRoots: [f.root])
        let error = await caught { () throws(ChainVerificationError) in
            try await verifier.verify([f.signer, f.intermediate], policy: .tlsServer("api.example.test"))
        }
        #expect(
            error
                == .usageNotAllowed(
                    certificate: "O=HTTPSpec Tests,CN=Release Signer", required: "serverAuth",
                    allowed: ["emailProtection", "codeSigning"]))
        #expect(
            error?.description
                == "the certificate for O=HTTPSpec Tests,CN=Release Signer may not be used for serverAuth: it allows only emailProtection, codeSigning"
        )
        _ = try await verifier.verify([f.signer, f.intermediate], policy: ChainPolicy(requiredUsage: .codeSigning))
        // No extended key usage extension: any usage (the intermediate as a leaf of its own).
        _ = try await verifier.verify([f.intermediate], policy: ChainPolicy(requiredUsage: .serverAuth))
    }

    @Test func otherRFC5280RulesAndCriticalExtensions() async throws {
        let f = try await Fixtures.shared()
        let verifier = ChainVerifier(trustRoots: [f.root])
        // Issued by a leaf, which is not a CA.
        let notACA = await caught { () throws(ChainVerificationError) in
            try await verifier.verify([f.underLeaf, f.leaf, f.intermediate])
        }
        #expect(
            notACA
                == .issuerNotCertificateAuthority(
                    issuer: "O=HTTPSpec Tests,CN=api.example.test", certificate: "CN=under.example.test"))
        #expect(
            notACA?.description
                == "the certificate for CN=under.example.test was issued by O=HTTPSpec Tests,CN=api.example.test, which is not a certificate authority"
        )

        let tooDeep = await caught { () throws(ChainVerificationError) in
            try await verifier.verify([f.deepLeaf, f.subCA, f.intermediate])
        }
        guard case .policyViolation(let reason)? = tooDeep else {
            Issue.record("expected policyViolation, got \(String(describing: tooDeep))")
            return
        }
        // The library's reason, with certificates named by subject instead of dumped whole.
        #expect(reason.contains("O=HTTPSpec Tests,CN=Test Intermediate CA"))
        #expect(reason.contains("maximum path length 0"))
        #expect(!reason.contains("Certificate("))

        let odd = await caught { () throws(ChainVerificationError) in
            try await verifier.verify([f.oddCritical, f.intermediate])
        }
        #expect(odd == .unhandledCriticalExtension(certificate: "CN=odd.example.test", oid: "1.3.6.1.4.1.99999.1"))
    }
}
