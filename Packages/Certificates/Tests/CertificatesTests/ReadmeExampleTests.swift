import Certificates
import Foundation
import Testing
import X509

/// Compiles and checks the Certificates example in Packages/Certificates/README.md; the region
/// between the markers must stay identical to the README's code block (a workspace check
/// compares them).
@Suite struct CertificatesReadmeExampleTests {
    @Test func readmeExample() async throws {
        let fixtures = try await Fixtures.shared()
        let bundleURL = fixtures.directory.appendingPathComponent("readme-bundle.pem")
        let files = try ["leaf.pem", "intermediate.pem", "root.pem"].map { try fixtures.bytes($0) }
        try Data(files.joined()).write(to: bundleURL)

        // README-EXAMPLE-BEGIN
        let pem = try String(contentsOf: bundleURL, encoding: .utf8)  // leaf, intermediate, root
        let bundle = try CertificateLoader.certificates(pem: pem)
        let leaf = try CertificateDetails(bundle[0])
        let pin = leaf.pin.description  // "sha256/…": openssl x509 -pubkey | … | base64
        let names = leaf.alternativeNames.dnsNames  // ["api.example.test", "*.cdn.example.test"]

        let verifier = ChainVerifier(trustRoots: [bundle[2]])
        let chain = try await verifier.verify([bundle[0], bundle[1]], policy: .tlsServer("api.example.test"))

        var reason = ""
        do {
            _ = try await verifier.verify([bundle[0], bundle[1]], policy: .tlsServer("evil.example.test"))
        } catch {
            reason = error.description  // "the certificate is not valid for evil.example.test: it is valid for …"
        }
        // README-EXAMPLE-END

        #expect(pin == SPKIPin(of: fixtures.leaf).description)
        #expect(names == ["api.example.test", "*.cdn.example.test"])
        #expect(Array(chain) == [fixtures.leaf, fixtures.intermediate, fixtures.root])
        #expect(
            reason.hasPrefix("the certificate is not valid for evil.example.test: it is valid for api.example.test"))
    }
}
