import Certificates
import Foundation
import X509

/// Certificates, keys and CMS signatures made by the `openssl` command line in a fresh temporary
/// directory, once per test run and shared by every test:
///
/// - `root` (Test Root CA) → `intermediate` (Test Intermediate CA) → `leaf` (api.example.test
///   and more SANs, serverAuth + clientAuth), `rsaLeaf` (an RSA-2048 key), `otherName` (a leaf for other.example.test), `signer`
///   (emailProtection, signs the CMS fixtures), `expired` (valid in January 2020 only) and
///   `notYetValid` (valid from 2045);
/// - `unrelatedRoot`, a self-signed root of its own, and `impostorRoot`, which has the root's
///   name but not its key;
/// - CMS signatures by `signer` over `content`: attached, detached, detached without signed
///   attributes, and one by an RSA key.
struct Fixtures: Sendable {
    let directory: URL
    let root, intermediate, leaf, rsaLeaf, otherName, signer, expired, notYetValid: Certificate
    /// Signed by `leaf`, which is no CA; and a leaf with a critical extension nobody understands.
    let underLeaf, oddCritical: Certificate
    /// A CA under `intermediate` (whose path length is 0) and a leaf under it.
    let subCA, deepLeaf: Certificate
    let unrelatedRoot, impostorRoot: Certificate
    let content: [UInt8]
    let attachedSignature, detachedSignature, detachedSignatureWithoutAttributes, rsaDetachedSignature: [UInt8]
    /// A moment when everything but `expired` and `notYetValid` is valid.
    let now: Date

    static func shared() async throws -> Fixtures { try await FixtureCache.instance.fixtures() }

    /// The bytes of a file the fixtures made (e.g. `"leaf.pem"`, `"leaf.der"`).
    func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// The standard output of `openssl arguments` run in the fixture directory.
    func openssl(_ arguments: [String]) async throws -> [UInt8] {
        let name = "output-\(UUID().uuidString)"
        try await OpenSSLCommand.run(arguments, in: directory, output: name)
        return try bytes(name)
    }

    static func make() async throws -> Fixtures {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("httpspec-certificates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let maker = FixtureMaker(directory: directory)
        try await maker.makeAll()
        func load(_ name: String) throws -> Certificate {
            try CertificateLoader.certificate(
                from: [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))
        }
        func read(_ name: String) throws -> [UInt8] {
            [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
        }
        return Fixtures(
            directory: directory,
            root: try load("root.pem"), intermediate: try load("intermediate.pem"), leaf: try load("leaf.pem"),
            rsaLeaf: try load("rsa-leaf.pem"),
            otherName: try load("other-name.pem"), signer: try load("signer.pem"), expired: try load("expired.pem"),
            notYetValid: try load("not-yet-valid.pem"), underLeaf: try load("under-leaf.pem"),
            oddCritical: try load("odd-critical.pem"),
            subCA: try load("sub-ca.pem"), deepLeaf: try load("deep-leaf.pem"),
            unrelatedRoot: try load("unrelated-root.pem"),
            impostorRoot: try load("impostor-root.pem"), content: try read("content.txt"),
            attachedSignature: try read("attached.der"), detachedSignature: try read("detached.der"),
            detachedSignatureWithoutAttributes: try read("detached-noattr.der"),
            rsaDetachedSignature: try read("rsa-detached.der"),
            now: Date())
    }
}

/// Makes the fixtures at most once per run, however many tests ask at the same time.
private actor FixtureCache {
    static let instance = FixtureCache()
    private var making: Task<Fixtures, any Error>?

    func fixtures() async throws -> Fixtures {
        if let making { return try await making.value }
        let task = Task { try await Fixtures.make() }
        making = task
        return try await task.value
    }
}

/// The openssl invocations, in the order their outputs are needed.
private struct FixtureMaker {
    let directory: URL

    func run(_ arguments: [String]) async throws { try await OpenSSLCommand.run(arguments, in: directory) }

    func write(_ text: String, to name: String) throws {
        try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    func makeAll() async throws {
        try write(Self.extensions, to: "extensions.cnf")
        try write(Self.caConfiguration, to: "ca.cnf")
        try write("", to: "index.txt")
        try write("1000\n", to: "serial.txt")
        try write("The signed release notes of version 1.2.3.\n", to: "content.txt")

        try await selfSigned("root", subject: "/CN=Test Root CA/O=HTTPSpec Tests")
        try await selfSigned("unrelated-root", subject: "/CN=Unrelated Root/O=Elsewhere")
        try await selfSigned("impostor-root", subject: "/CN=Test Root CA/O=HTTPSpec Tests")
        try await issued(
            "intermediate", subject: "/CN=Test Intermediate CA/O=HTTPSpec Tests", by: "root", section: "intermediate")
        try await issued("leaf", subject: "/CN=api.example.test/O=HTTPSpec Tests", by: "intermediate", section: "leaf")
        try await issued("other-name", subject: "/CN=other.example.test", by: "intermediate", section: "other_name")
        try await issued(
            "signer", subject: "/CN=Release Signer/O=HTTPSpec Tests", by: "intermediate", section: "signer")
        try await run(["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", "rsa-leaf.key"])
        try await issued(
            "rsa-leaf", subject: "/CN=rsa.example.test", by: "intermediate", section: "leaf", newKey: false)
        try await issued("under-leaf", subject: "/CN=under.example.test", by: "leaf", section: "dated_leaf")
        try await issued("odd-critical", subject: "/CN=odd.example.test", by: "intermediate", section: "odd_critical")
        try await issued("sub-ca", subject: "/CN=Test Sub CA", by: "intermediate", section: "intermediate")
        try await issued("deep-leaf", subject: "/CN=deep.example.test", by: "sub-ca", section: "dated_leaf")
        try await datedLeaf(
            "expired", subject: "/CN=expired.example.test", from: "20200101000000Z", until: "20200201000000Z")
        try await datedLeaf(
            "not-yet-valid", subject: "/CN=future.example.test", from: "20450101000000Z", until: "20460101000000Z")
        for name in ["root", "leaf", "intermediate"] {
            try await run(["x509", "-in", "\(name).pem", "-outform", "DER", "-out", "\(name).der"])
        }

        let signing = [
            "cms", "-sign", "-binary", "-in", "content.txt", "-signer", "signer.pem", "-inkey", "signer.key",
            "-certfile", "intermediate.pem", "-outform", "DER",
        ]
        try await run(signing + ["-nodetach", "-out", "attached.der"])
        try await run(signing + ["-out", "detached.der"])
        try await run(signing + ["-noattr", "-out", "detached-noattr.der"])
        try await run([
            "cms", "-sign", "-binary", "-in", "content.txt", "-signer", "rsa-leaf.pem", "-inkey", "rsa-leaf.key",
            "-certfile", "intermediate.pem", "-outform", "DER", "-out", "rsa-detached.der",
        ])
    }

    func selfSigned(_ name: String, subject: String) async throws {
        try await run([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
            "-keyout", "\(name).key", "-out", "\(name).pem", "-subj", subject, "-days", "3650",
            "-config", "extensions.cnf", "-extensions", "root",
        ])
    }

    /// A certificate for `subject` signed by `issuer`'s key, with the extensions of `section`;
    /// `newKey: false` uses the existing `name.key`.
    func issued(_ name: String, subject: String, by issuer: String, section: String, newKey: Bool = true) async throws {
        let key =
            newKey
            ? ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "\(name).key"]
            : ["-key", "\(name).key"]
        try await run(["req", "-new"] + key + ["-out", "\(name).csr", "-subj", subject, "-config", "extensions.cnf"])
        try await run([
            "x509", "-req", "-in", "\(name).csr", "-CA", "\(issuer).pem", "-CAkey", "\(issuer).key",
            "-CAcreateserial", "-days", "825", "-sha256", "-extfile", "extensions.cnf",
            "-extensions", section, "-out", "\(name).pem",
        ])
    }

    /// A leaf with fixed validity dates, which `openssl x509` (3.0) cannot set and `openssl ca` can.
    func datedLeaf(_ name: String, subject: String, from start: String, until end: String) async throws {
        try await run([
            "req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
            "-keyout", "\(name).key", "-out", "\(name).csr", "-subj", subject, "-config", "extensions.cnf",
        ])
        try await run([
            "ca", "-batch", "-config", "ca.cnf", "-cert", "intermediate.pem", "-keyfile", "intermediate.key",
            "-in", "\(name).csr", "-out", "\(name).pem", "-startdate", start, "-enddate", end,
            "-extfile", "extensions.cnf", "-extensions", "dated_leaf", "-notext",
        ])
    }

    static let extensions = """
        [ req ]
        distinguished_name = req_dn
        [ req_dn ]
        [ root ]
        basicConstraints = critical, CA:TRUE
        keyUsage = critical, keyCertSign, cRLSign
        subjectKeyIdentifier = hash
        [ intermediate ]
        basicConstraints = critical, CA:TRUE, pathlen:0
        keyUsage = critical, keyCertSign, cRLSign
        subjectKeyIdentifier = hash
        authorityKeyIdentifier = keyid
        [ leaf ]
        basicConstraints = critical, CA:FALSE
        keyUsage = critical, digitalSignature, keyEncipherment
        extendedKeyUsage = serverAuth, clientAuth
        subjectAltName = DNS:api.example.test, DNS:*.cdn.example.test, IP:127.0.0.1, IP:2001:db8::1, URI:https://api.example.test/, email:ops@example.test
        [ other_name ]
        basicConstraints = critical, CA:FALSE
        keyUsage = critical, digitalSignature
        extendedKeyUsage = serverAuth
        subjectAltName = DNS:other.example.test
        [ signer ]
        basicConstraints = critical, CA:FALSE
        keyUsage = critical, digitalSignature, nonRepudiation
        extendedKeyUsage = emailProtection, codeSigning
        subjectAltName = DNS:api.example.test, email:releases@example.test
        [ odd_critical ]
        basicConstraints = critical, CA:FALSE
        subjectAltName = DNS:odd.example.test
        1.3.6.1.4.1.99999.1 = critical, ASN1:NULL
        [ dated_leaf ]
        basicConstraints = critical, CA:FALSE
        keyUsage = critical, digitalSignature
        extendedKeyUsage = serverAuth
        subjectAltName = DNS:api.example.test
        """

    static let caConfiguration = """
        [ ca ]
        default_ca = test_ca
        [ test_ca ]
        database = index.txt
        new_certs_dir = .
        serial = serial.txt
        default_md = sha256
        policy = any_name
        unique_subject = no
        [ any_name ]
        commonName = supplied
        """
}
