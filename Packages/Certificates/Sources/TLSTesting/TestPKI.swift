import Crypto
import Foundation
import SwiftASN1
import X509

/// A small public-key infrastructure made in-process (P-256 keys, fresh on every call of
/// ``make(now:)``) for testing TLS clients and certificate checks offline: a root CA, an
/// intermediate under it, and leaves for "localhost" and 127.0.0.1 issued by the intermediate —
/// valid, expired or for another name — plus a self-signed leaf and a forgery that names the
/// intermediate as issuer but is signed by another key.
public struct TestPKI: Sendable {
    public let root: TestIdentity
    public let intermediate: TestIdentity
    /// DNS localhost and IP 127.0.0.1, valid now.
    public let leaf: TestIdentity
    /// Same names, validity period over a day ago.
    public let expiredLeaf: TestIdentity
    /// Valid now, but only for other.example.
    public let otherNameLeaf: TestIdentity
    /// localhost and 127.0.0.1, self-signed.
    public let selfSignedLeaf: TestIdentity
    /// Names the intermediate as issuer but is signed by another key.
    public let forgedLeaf: TestIdentity

    /// The leaf's chain as a server presents it: leaf, then intermediate.
    public var serverChain: [TestIdentity] { [leaf, intermediate] }

    /// A new infrastructure whose certificates are valid around `now` (from a day before to 30
    /// days after; the expired leaf ended a day before).
    public static func make(now: Date = Date()) throws -> TestPKI {
        try TestPKI(now: now)
    }

    private init(now: Date) throws {
        let day: TimeInterval = 86_400
        let rootKey = P256.Signing.PrivateKey()
        let rootName = try DistinguishedName { CommonName("HTTPSpec Test Root") }
        root = try Self.issue(
            subject: rootName, key: rootKey, issuer: rootName, issuerKey: rootKey, from: now - day,
            until: now + 30 * day,
            authority: true, names: [])
        let intermediateKey = P256.Signing.PrivateKey()
        let intermediateName = try DistinguishedName { CommonName("HTTPSpec Test Intermediate") }
        intermediate = try Self.issue(
            subject: intermediateName, key: intermediateKey, issuer: rootName, issuerKey: rootKey, from: now - day,
            until: now + 30 * day, authority: true, names: [])
        let localNames: [GeneralName] = [
            .dnsName("localhost"), .ipAddress(ASN1OctetString(contentBytes: [127, 0, 0, 1])),
        ]
        let leafName = try DistinguishedName { CommonName("localhost") }
        leaf = try Self.issue(
            subject: leafName, key: P256.Signing.PrivateKey(), issuer: intermediateName, issuerKey: intermediateKey,
            from: now - day, until: now + 30 * day, authority: false, names: localNames)
        expiredLeaf = try Self.issue(
            subject: leafName, key: P256.Signing.PrivateKey(), issuer: intermediateName, issuerKey: intermediateKey,
            from: now - 10 * day, until: now - day, authority: false, names: localNames)
        otherNameLeaf = try Self.issue(
            subject: try DistinguishedName { CommonName("other.example") }, key: P256.Signing.PrivateKey(),
            issuer: intermediateName, issuerKey: intermediateKey, from: now - day, until: now + 30 * day,
            authority: false,
            names: [.dnsName("other.example")])
        let selfSignedKey = P256.Signing.PrivateKey()
        selfSignedLeaf = try Self.issue(
            subject: leafName, key: selfSignedKey, issuer: leafName, issuerKey: selfSignedKey, from: now - day,
            until: now + 30 * day, authority: false, names: localNames)
        forgedLeaf = try Self.issue(
            subject: leafName, key: P256.Signing.PrivateKey(), issuer: intermediateName,
            issuerKey: P256.Signing.PrivateKey(),
            from: now - day, until: now + 30 * day, authority: false, names: localNames)
    }

    private static func issue(
        subject: DistinguishedName, key: P256.Signing.PrivateKey, issuer: DistinguishedName,
        issuerKey: P256.Signing.PrivateKey, from: Date, until: Date, authority: Bool, names: [GeneralName]
    ) throws -> TestIdentity {
        let extensions = try Certificate.Extensions {
            if authority {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: nil))
                Critical(KeyUsage(keyCertSign: true, cRLSign: true))
            } else {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                try ExtendedKeyUsage([.serverAuth])
                SubjectAlternativeNames(names)
            }
        }
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: Certificate.PublicKey(key.publicKey),
            notValidBefore: from, notValidAfter: until, issuer: issuer, subject: subject,
            signatureAlgorithm: .ecdsaWithSHA256, extensions: extensions,
            issuerPrivateKey: Certificate.PrivateKey(issuerKey))
        return TestIdentity(certificate: certificate, key: key)
    }
}
