import Certificates
import Foundation
import Testing
import X509

@Suite struct CertificateLoaderTests {
    @Test func pemAndDERGiveTheSameCertificate() async throws {
        let fixtures = try await Fixtures.shared()
        let fromPEM = try CertificateLoader.certificate(from: try fixtures.bytes("leaf.pem"))
        let fromDER = try CertificateLoader.certificate(from: try fixtures.bytes("leaf.der"))
        let fromDEROnly = try CertificateLoader.certificate(der: try fixtures.bytes("leaf.der"))
        #expect(fromPEM == fromDER)
        #expect(fromDEROnly == fixtures.leaf)
        #expect(try CertificateLoader.certificates(from: Data(try fixtures.bytes("root.der"))) == [fixtures.root])
    }

    @Test func bundleKeepsOrderAndAllowsTextBetweenBlocks() async throws {
        let fixtures = try await Fixtures.shared()
        let text = try ["leaf.pem", "intermediate.pem", "root.pem"]
            .map {
                "# \($0), as public bundles annotate them\n" + String(decoding: try fixtures.bytes($0), as: UTF8.self)
            }
            .joined(separator: "\n")
        let bundle = try CertificateLoader.certificates(pem: text)
        #expect(bundle == [fixtures.leaf, fixtures.intermediate, fixtures.root])
        #expect(try CertificateLoader.certificates(from: Array(text.utf8)) == bundle)
        let longPreamble = String(repeating: "# a long comment before the first block\n", count: 200) + text
        #expect(try CertificateLoader.certificates(from: Array(longPreamble.utf8)) == bundle)
        #expect(throws: CertificateLoadingError.expectedOneCertificate(found: 3)) {
            try CertificateLoader.certificate(from: Array(text.utf8))
        }
    }

    @Test func otherPEMBlocksAreSkippedButNotAlone() async throws {
        let fixtures = try await Fixtures.shared()
        let key = String(decoding: try fixtures.bytes("leaf.key"), as: UTF8.self)
        let certificate = String(decoding: try fixtures.bytes("leaf.pem"), as: UTF8.self)
        #expect(try CertificateLoader.certificates(pem: key + certificate) == [fixtures.leaf])
        let error = await caught { () throws(CertificateLoadingError) in try CertificateLoader.certificates(pem: key) }
        #expect(error == .noCertificate(skippedBlocks: ["PRIVATE KEY"]))
        #expect(error?.description == "the PEM input holds no certificate, only \"PRIVATE KEY\" block(s)")
    }

    @Test func emptyAndUnrecognisedInputs() {
        #expect(throws: CertificateLoadingError.empty) { try CertificateLoader.certificates(from: [UInt8]()) }
        #expect(throws: CertificateLoadingError.empty) { try CertificateLoader.certificates(from: Array(" \n\t".utf8)) }
        #expect(throws: CertificateLoadingError.unrecognisedFormat(firstBytes: Array("hello".utf8))) {
            try CertificateLoader.certificates(from: Array("hello".utf8))
        }
        #expect(throws: CertificateLoadingError.malformedPEM(reason: "no \"-----BEGIN …-----\" line was found")) {
            try CertificateLoader.certificates(pem: "just words")
        }
    }

    @Test func malformedPEMIsRefusedInWords() async throws {
        let fixtures = try await Fixtures.shared()
        let text = String(decoding: try fixtures.bytes("leaf.pem"), as: UTF8.self)
        let unterminated = String(text.prefix(while: { $0 != "\n" })) + "\nMIIB\n"
        guard
            case .malformedPEM(let reason)? = await caught({ () throws(CertificateLoadingError) in
                try CertificateLoader.certificates(pem: unterminated)
            })
        else {
            Issue.record("expected malformedPEM")
            return
        }
        #expect(reason == "a \"-----BEGIN …-----\" line has no matching \"-----END …-----\" line")

        var lines = text.split(separator: "\n").map(String.init)
        lines[1] = "!!!!" + lines[1].dropFirst(4)
        let badBase64 = lines.joined(separator: "\n")
        guard
            case .malformedPEM(let base64Reason)? = await caught({ () throws(CertificateLoadingError) in
                try CertificateLoader.certificates(pem: badBase64)
            })
        else {
            Issue.record("expected malformedPEM")
            return
        }
        #expect(base64Reason.contains("base64"))
    }

    @Test func truncatedTrailingAndHugeDER() async throws {
        let der = try await Fixtures.shared().bytes("leaf.der")
        #expect(
            throws: CertificateLoadingError.truncatedDER(
                block: nil, declaredLength: der.count, available: der.count - 10)
        ) {
            try CertificateLoader.certificates(from: der.dropLast(10))
        }
        #expect(throws: CertificateLoadingError.trailingBytes(block: nil, offset: der.count, count: 3)) {
            try CertificateLoader.certificates(from: der + [0, 1, 2])
        }
        let hugeLength: [UInt8] = [0x30, 0x84, 0x7F, 0xFF, 0xFF, 0xFF, 0x01, 0x02]
        #expect(throws: CertificateLoadingError.truncatedDER(block: nil, declaredLength: 0x7FFF_FFFF + 6, available: 8))
        {
            try CertificateLoader.certificates(from: hugeLength)
        }
        #expect(throws: CertificateLoadingError.self) {
            try CertificateLoader.certificates(from: [0x30, 0x89, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        }
        #expect(throws: CertificateLoadingError.self) { try CertificateLoader.certificates(from: [0x30, 0x80, 0, 0]) }
        #expect(throws: CertificateLoadingError.self) { try CertificateLoader.certificates(from: [0x30]) }
        #expect(throws: CertificateLoadingError.self) { try CertificateLoader.certificate(der: [0x02, 0x01, 0x00]) }
    }

    @Test func wellFramedGarbageIsMalformedDER() {
        let error = #expect(throws: CertificateLoadingError.self) {
            try CertificateLoader.certificates(from: [0x30, 0x03, 0x02, 0x01, 0x05])
        }
        guard case .malformedDER(nil, _)? = error else {
            Issue.record("expected malformedDER, got \(String(describing: error))")
            return
        }
        #expect(error?.description.hasPrefix("the DER input is not a valid X.509 certificate: ") == true)
    }

    @Test func aBadCertificateInABundleIsNamedByItsBlock() async throws {
        let fixtures = try await Fixtures.shared()
        let truncated = Array(try fixtures.bytes("leaf.der").dropLast(5))
        let block =
            "-----BEGIN CERTIFICATE-----\n\(Data(truncated).base64EncodedString(options: .lineLength64Characters))\n-----END CERTIFICATE-----\n"
        let root = String(decoding: try fixtures.bytes("root.pem"), as: UTF8.self)
        let error = await caught { () throws(CertificateLoadingError) in
            try CertificateLoader.certificates(pem: root + block)
        }
        #expect(error == .truncatedDER(block: 2, declaredLength: truncated.count + 5, available: truncated.count))
        #expect(error?.description.hasPrefix("PEM block 2 is truncated") == true)
    }

    @Test func inputAboveTheLimitIsRefusedUnread() {
        let size = CertificateLoader.maximumInputSize + 1
        #expect(throws: CertificateLoadingError.inputTooLarge(size: size, limit: CertificateLoader.maximumInputSize)) {
            try CertificateLoader.certificates(from: [UInt8](repeating: 0x30, count: size))
        }
        #expect(throws: CertificateLoadingError.inputTooLarge(size: size, limit: CertificateLoader.maximumInputSize)) {
            try CertificateLoader.certificates(pem: String(repeating: "A", count: size))
        }
    }

    /// Random bytes and random damage to a real certificate: each either loads or throws the
    /// typed error, and none traps.
    @Test func randomAndDamagedInputsNeverTrap() async throws {
        let der = try await Fixtures.shared().bytes("leaf.der")
        var random = SeededBytes(seed: 0x5EED)
        for round in 0..<400 {
            if round % 2 == 0 {
                var input = random.bytes(random.below(64))
                if round % 4 == 0, !input.isEmpty { input[0] = 0x30 }
                // 64 random bytes are never a certificate.
                #expect(throws: CertificateLoadingError.self) { try CertificateLoader.certificates(from: input) }
            } else {
                var input = der
                for _ in 0...random.below(4) { input[random.below(input.count)] = random.next() }
                do { _ = try CertificateLoader.certificates(from: input) } catch { #expect(!error.description.isEmpty) }
            }
        }
    }
}
