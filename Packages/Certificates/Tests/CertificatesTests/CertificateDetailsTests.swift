import Certificates
import Foundation
import Testing
import X509

@Suite struct CertificateDetailsTests {
    @Test func leafDetails() async throws {
        let fixtures = try await Fixtures.shared()
        let details = try CertificateDetails(fixtures.leaf)
        #expect(details.subject == "O=HTTPSpec Tests,CN=api.example.test")
        #expect(details.issuer == "O=HTTPSpec Tests,CN=Test Intermediate CA")
        #expect(details.alternativeNames.dnsNames == ["api.example.test", "*.cdn.example.test"])
        #expect(details.alternativeNames.ipAddresses == ["127.0.0.1", "2001:db8::1"])
        #expect(details.alternativeNames.uris == ["https://api.example.test/"])
        #expect(details.alternativeNames.emailAddresses == ["ops@example.test"])
        #expect(details.keyUsage == ["digitalSignature", "keyEncipherment"])
        #expect(details.extendedKeyUsage == [.serverAuth, .clientAuth])
        #expect(!details.isCertificateAuthority)
        #expect(details.maximumPathLength == nil)
        #expect(details.publicKeyAlgorithm == "ECDSA P-256")
        #expect(details.pin == SPKIPin(of: fixtures.leaf))
        #expect(details.notAfter.timeIntervalSince(details.notBefore) == 825 * 86_400)
        #expect(abs(details.notBefore.timeIntervalSince(fixtures.now)) < 3_600)
    }

    @Test func caDetails() async throws {
        let fixtures = try await Fixtures.shared()
        let intermediate = try CertificateDetails(fixtures.intermediate)
        #expect(intermediate.isCertificateAuthority)
        #expect(intermediate.maximumPathLength == 0)
        #expect(intermediate.keyUsage == ["keyCertSign", "cRLSign"])
        #expect(intermediate.extendedKeyUsage == nil)
        #expect(intermediate.alternativeNames == AlternativeNames())
        let root = try CertificateDetails(fixtures.root)
        #expect(root.isCertificateAuthority)
        #expect(root.maximumPathLength == nil)
        #expect(root.subject == root.issuer)
    }

    @Test func fixedDatesAndKeyAlgorithms() async throws {
        let fixtures = try await Fixtures.shared()
        let expired = try CertificateDetails(fixtures.expired)
        #expect(expired.notBefore == ISO8601DateFormatter().date(from: "2020-01-01T00:00:00Z"))
        #expect(expired.notAfter == ISO8601DateFormatter().date(from: "2020-02-01T00:00:00Z"))
        #expect(try CertificateDetails(fixtures.rsaLeaf).publicKeyAlgorithm == "RSA-2048")
    }

    /// Subject, issuer, serial and fingerprint read the same as OpenSSL prints them.
    @Test(arguments: ["leaf", "intermediate", "root", "rsa-leaf", "expired"])
    func matchesOpenSSL(name: String) async throws {
        let fixtures = try await Fixtures.shared()
        let details = try CertificateDetails(try CertificateLoader.certificate(from: try fixtures.bytes("\(name).pem")))
        let printed = String(
            decoding: try await fixtures.openssl([
                "x509", "-in", "\(name).pem", "-noout", "-nameopt", "RFC2253", "-subject", "-issuer", "-serial",
                "-fingerprint", "-sha256",
            ]), as: UTF8.self)
        let lines = printed.split(separator: "\n").map(String.init)
        #expect(lines.contains("subject=" + details.subject))
        #expect(lines.contains("issuer=" + details.issuer))
        #expect(lines.contains("serial=" + details.serialNumber.replacingOccurrences(of: ":", with: "")))
        #expect(
            lines.contains("sha256 Fingerprint=" + details.sha256FingerprintHex)
                || lines.contains("SHA256 Fingerprint=" + details.sha256FingerprintHex))
    }
}
