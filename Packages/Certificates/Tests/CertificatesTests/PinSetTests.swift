import Certificates
import Foundation
import Testing
import X509

@Suite struct PinSetTests {
    /// `openssl x509 -pubkey | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`
    /// — the RFC 7469 recipe — step by step in the fixture directory.
    func opensslPin(of name: String, _ fixtures: Fixtures) async throws -> String {
        _ = try await fixtures.openssl(["x509", "-in", "\(name).pem", "-pubkey", "-noout", "-out", "\(name).pub"])
        _ = try await fixtures.openssl([
            "pkey", "-pubin", "-in", "\(name).pub", "-outform", "der", "-out", "\(name).spki",
        ])
        _ = try await fixtures.openssl(["dgst", "-sha256", "-binary", "-out", "\(name).digest", "\(name).spki"])
        let base64 = try await fixtures.openssl(["base64", "-A", "-in", "\(name).digest"])
        return String(decoding: base64, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(arguments: ["leaf", "intermediate", "root", "rsa-leaf"])
    func pinMatchesTheOpenSSLRecipe(name: String) async throws {
        let fixtures = try await Fixtures.shared()
        let certificate = try CertificateLoader.certificate(from: try fixtures.bytes("\(name).pem"))
        let expected = try await opensslPin(of: name, fixtures)
        #expect(SPKIPin(of: certificate).base64 == expected)
        #expect(try SPKIPin(base64: expected) == SPKIPin(of: certificate))
        #expect(try SPKIPin(base64: "sha256/" + expected) == SPKIPin(of: certificate))
        #expect(SPKIPin(of: certificate).description == "sha256/" + expected)
    }

    @Test func pinOnLeafOnIntermediateAndBackup() async throws {
        let fixtures = try await Fixtures.shared()
        let chain = [fixtures.leaf, fixtures.intermediate, fixtures.root]
        let leafPin = SPKIPin(of: fixtures.leaf)
        let intermediatePin = SPKIPin(of: fixtures.intermediate)
        let elsewhere = SPKIPin(of: fixtures.unrelatedRoot)

        #expect(try PinSet(primary: leafPin, backups: [elsewhere]).check(chain) == 0)
        #expect(try PinSet(primary: intermediatePin, backups: [elsewhere]).check(chain) == 1)
        // The primary key was rotated away; the backup still lets the chain through.
        #expect(try PinSet(primary: elsewhere, backups: [intermediatePin]).check(chain) == 1)
        #expect(try PinSet(anyOf: [SPKIPin(of: fixtures.root)]).check(chain) == 2)
    }

    @Test func noMatchNamesThePresentedPins() async throws {
        let fixtures = try await Fixtures.shared()
        let set = try PinSet(
            primary: SPKIPin(of: fixtures.unrelatedRoot), backups: [SPKIPin(of: fixtures.impostorRoot)])
        let chain = [fixtures.leaf, fixtures.intermediate]
        let error = await caught { () throws(PinSetError) in try set.check(chain) }
        #expect(error == .noPinMatched(presented: [SPKIPin(of: fixtures.leaf), SPKIPin(of: fixtures.intermediate)]))
        #expect(error?.description.contains(SPKIPin(of: fixtures.leaf).base64) == true)
        #expect(error?.description.contains(SPKIPin(of: fixtures.intermediate).base64) == true)
        #expect(throws: PinSetError.noPinMatched(presented: [])) { try set.check([]) }
    }

    @Test func setsNeedABackupAndAPin() async throws {
        let pin = SPKIPin(of: try await Fixtures.shared().leaf)
        #expect(throws: PinSetError.noBackupPin) { try PinSet(primary: pin, backups: []) }
        #expect(throws: PinSetError.noBackupPin) { try PinSet(primary: pin, backups: [pin]) }
        #expect(throws: PinSetError.emptyPinSet) { try PinSet(anyOf: []) }
    }

    @Test func malformedPins() {
        #expect(throws: PinSetError.self) { try SPKIPin(base64: "not base64 at all!") }
        let short = Data(repeating: 7, count: 16).base64EncodedString()
        #expect(throws: PinSetError.malformedPin("a SHA-256 pin has 32 bytes, not 16")) { try SPKIPin(base64: short) }
        #expect(throws: PinSetError.malformedPin("a SHA-256 pin has 32 bytes, not 0")) { try SPKIPin(sha256: []) }
        #expect(throws: Never.self) { try SPKIPin(sha256: [UInt8](repeating: 1, count: 32)) }
    }
}
