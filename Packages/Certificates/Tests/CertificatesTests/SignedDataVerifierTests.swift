import Certificates
import Foundation
import Testing
import X509

@Suite struct SignedDataVerifierTests {
    @Test func attachedSignatureGivesItsContent() async throws {
        let f = try await Fixtures.shared()
        let signed = try await SignedDataVerifier(trustRoots: [f.root]).verifyAttached(f.attachedSignature)
        #expect(signed.content == f.content)
        #expect(signed.signer == f.signer)
    }

    @Test func detachedSignaturesWithAndWithoutSignedAttributes() async throws {
        let f = try await Fixtures.shared()
        let verifier = SignedDataVerifier(trustRoots: [f.root])
        #expect(try await verifier.verifyDetached(f.detachedSignature, content: f.content) == f.signer)
        #expect(try await verifier.verifyDetached(f.detachedSignatureWithoutAttributes, content: f.content) == f.signer)
        // An attached signature checked against the content it carries.
        #expect(try await verifier.verifyDetached(f.attachedSignature, content: f.content) == f.signer)
        let policy = ChainPolicy(requiredUsage: .emailProtection)
        #expect(
            try await verifier.verifyDetached(Data(f.detachedSignature), content: Data(f.content), policy: policy)
                == f.signer)
    }

    @Test func alteredContentIsABadSignature() async throws {
        let f = try await Fixtures.shared()
        let verifier = SignedDataVerifier(trustRoots: [f.root])
        let altered = Array("The signed release notes of version 6.6.6.\n".utf8)
        for signature in [f.detachedSignature, f.detachedSignatureWithoutAttributes] {
            let error = await caught { () throws(SignedDataError) in
                try await verifier.verifyDetached(signature, content: altered)
            }
            #expect(error == .badSignature)
        }
        let tampered = try #require(replacing("version 1.2.3", with: "version 6.6.6", in: f.attachedSignature))
        let error = await caught { () throws(SignedDataError) in try await verifier.verifyAttached(tampered) }
        #expect(error == .badSignature)
        #expect(
            error?.description
                == "the signature does not match the signed content: the content or the signature was altered, or another key signed it"
        )
        let mismatch = await caught { () throws(SignedDataError) in
            try await verifier.verifyDetached(f.attachedSignature, content: altered)
        }
        #expect(mismatch == .contentMismatch)
    }

    @Test func detachedSignatureHasNoContentToReturn() async throws {
        let f = try await Fixtures.shared()
        let error = await caught { () throws(SignedDataError) in
            try await SignedDataVerifier(trustRoots: [f.root]).verifyAttached(f.detachedSignature)
        }
        #expect(error == .noAttachedContent)
    }

    @Test func untrustedSignerSaysWhy() async throws {
        let f = try await Fixtures.shared()
        let elsewhere = await caught { () throws(SignedDataError) in
            try await SignedDataVerifier(trustRoots: [f.unrelatedRoot]).verifyAttached(f.attachedSignature)
        }
        #expect(
            elsewhere
                == .untrustedSigner(
                    signer: "O=HTTPSpec Tests,CN=Release Signer",
                    reason: .unknownIssuer(
                        certificate: "O=HTTPSpec Tests,CN=Test Intermediate CA",
                        issuer: "O=HTTPSpec Tests,CN=Test Root CA")))
        #expect(
            elsewhere?.description.hasPrefix(
                "the signature by O=HTTPSpec Tests,CN=Release Signer is intact, but its signer is not trusted: the certificate for O=HTTPSpec Tests,CN=Test Intermediate CA was issued by"
            ) == true)

        let verifier = SignedDataVerifier(trustRoots: [f.root])
        let later = f.now.addingTimeInterval(1_000 * 86_400)
        let expired = await caught { () throws(SignedDataError) in
            try await verifier.verifyDetached(f.detachedSignature, content: f.content, policy: ChainPolicy(at: later))
        }
        #expect(
            expired
                == .untrustedSigner(
                    signer: "O=HTTPSpec Tests,CN=Release Signer",
                    reason: .expired(
                        certificate: "O=HTTPSpec Tests,CN=Release Signer", notAfter: f.signer.notValidAfter,
                        checkedAt: later)))

        let wrongUsage = await caught { () throws(SignedDataError) in
            try await verifier.verifyDetached(
                f.detachedSignature, content: f.content, policy: ChainPolicy(requiredUsage: .serverAuth))
        }
        #expect(
            wrongUsage
                == .untrustedSigner(
                    signer: "O=HTTPSpec Tests,CN=Release Signer",
                    reason: .usageNotAllowed(
                        certificate: "O=HTTPSpec Tests,CN=Release Signer", required: "serverAuth",
                        allowed: ["emailProtection", "codeSigning"])))
    }

    @Test func intermediatesCanComeFromTheCaller() async throws {
        let f = try await Fixtures.shared()
        // Signed without -certfile: the signature carries only the signer.
        _ = try await f.openssl([
            "cms", "-sign", "-binary", "-in", "content.txt", "-signer", "signer.pem", "-inkey", "signer.key",
            "-outform", "DER", "-out", "lone-signer.der",
        ])
        let lone = try f.bytes("lone-signer.der")
        let verifier = SignedDataVerifier(trustRoots: [f.root])
        let missing = await caught { () throws(SignedDataError) in
            try await verifier.verifyDetached(lone, content: f.content)
        }
        #expect(
            missing
                == .untrustedSigner(
                    signer: "O=HTTPSpec Tests,CN=Release Signer",
                    reason: .unknownIssuer(
                        certificate: "O=HTTPSpec Tests,CN=Release Signer",
                        issuer: "O=HTTPSpec Tests,CN=Test Intermediate CA")))
        #expect(
            try await verifier.verifyDetached(lone, content: f.content, intermediates: [f.intermediate]) == f.signer)
    }

    @Test func malformedSignatures() async throws {
        let f = try await Fixtures.shared()
        let verifier = SignedDataVerifier(trustRoots: [f.root])
        var random = SeededBytes(seed: 7)
        let inputs: [[UInt8]] = [
            [], random.bytes(200), [0x30, 0x84, 0x7F, 0xFF, 0xFF, 0xFF, 0x06],
            Array(f.attachedSignature.dropLast(20)), Array(f.attachedSignature.prefix(40)),
            try f.bytes("leaf.der"),
        ]
        for input in inputs {
            let error = await caught { () throws(SignedDataError) in try await verifier.verifyAttached(input) }
            guard case .malformed(let reason)? = error else {
                Issue.record("expected malformed, got \(String(describing: error))")
                continue
            }
            #expect(!reason.contains(".swift:"))
        }
        // A ContentInfo of type id-data, not id-signedData.
        let data: [UInt8] = [
            0x30, 0x0F, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x01, 0xA0, 0x02, 0x04, 0x00,
        ]
        let notSigned = await caught { () throws(SignedDataError) in
            try await verifier.verifyDetached(data, content: [1])
        }
        #expect(notSigned == .notSignedData(contentType: "1.2.840.113549.1.7.1"))
        let huge = [UInt8](repeating: 0x30, count: SignedDataVerifier.maximumInputSize + 1)
        let tooLarge = await caught { () throws(SignedDataError) in try await verifier.verifyAttached(huge) }
        #expect(tooLarge == .inputTooLarge(size: huge.count, limit: SignedDataVerifier.maximumInputSize))
    }

    /// Random damage to a real signature: always a typed error or (if the damage missed
    /// everything that matters) success, never a trap.
    @Test func damagedSignaturesNeverTrap() async throws {
        let f = try await Fixtures.shared()
        let verifier = SignedDataVerifier(trustRoots: [f.root])
        var random = SeededBytes(seed: 99)
        for _ in 0..<150 {
            var input = f.attachedSignature
            for _ in 0...random.below(3) { input[random.below(input.count)] = random.next() }
            if let error = await caught({ () throws(SignedDataError) in try await verifier.verifyAttached(input) }) {
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test func rsaSignersAreNotSupportedBySwiftCertificates() async throws {
        let f = try await Fixtures.shared()
        let error = await caught { () throws(SignedDataError) in
            try await SignedDataVerifier(trustRoots: [f.root]).verifyDetached(
                f.rsaDetachedSignature, content: f.content)
        }
        guard case .unsupported? = error else {
            Issue.record("expected unsupported, got \(String(describing: error))")
            return
        }
    }
}
