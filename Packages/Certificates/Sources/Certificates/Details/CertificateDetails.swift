import ByteTools
import Crypto
import Foundation
import SwiftASN1
import X509

/// What a certificate says, read once into plain values: names as text, dates, usages, the key's
/// algorithm and the two digests people compare (the SPKI pin and the certificate fingerprint).
/// The swift-certificates `Certificate` itself stays the thing to verify and pin; this is for showing and checking.
public struct CertificateDetails: Sendable, Hashable {
    /// The subject's distinguished name in RFC 4514 order, e.g. `CN=api.example.com,O=Example`.
    public let subject: String
    /// The issuer's distinguished name, written the same way.
    public let issuer: String
    /// The serial number as colon-separated upper-case hex without leading zero bytes, as
    /// `openssl x509 -serial` shows it (without the colons there).
    public let serialNumber: String
    /// The subject alternative names, by kind.
    public let alternativeNames: AlternativeNames
    /// The first instant the certificate is valid.
    public let notBefore: Date
    /// The last instant the certificate is valid.
    public let notAfter: Date
    /// The key usage bits that are set, by their RFC 5280 names (`digitalSignature`,
    /// `keyCertSign`, …); nil when the certificate has no key usage extension.
    public let keyUsage: [String]?
    /// The extended key usages (`serverAuth`, `clientAuth`, …); nil when the certificate has no
    /// extended key usage extension, which RFC 5280 reads as "any".
    public let extendedKeyUsage: [ExtendedKeyUsage.Usage]?
    /// Whether basic constraints mark the certificate as a CA.
    public let isCertificateAuthority: Bool
    /// The CA's path length constraint, when it is a CA and has one.
    public let maximumPathLength: Int?
    /// The public key's algorithm: `ECDSA P-256`, `ECDSA P-384`, `ECDSA P-521`, `Ed25519` or
    /// `RSA-2048` (with the modulus size).
    public let publicKeyAlgorithm: String
    /// The RFC 7469 pin of the public key.
    public let pin: SPKIPin
    /// The SHA-256 of the certificate's DER, the fingerprint browsers and
    /// `openssl x509 -fingerprint -sha256` show.
    public let sha256Fingerprint: [UInt8]

    /// Reads `certificate`. Fails only when an extension it needs is present but malformed
    /// (swift-certificates parses extensions when they are read, not when the certificate is).
    public init(_ certificate: Certificate) throws(CertificateDetailsError) {
        let subject = certificate.subject.description
        self.subject = subject
        self.issuer = certificate.issuer.description
        // DER adds a 0x00 before a serial whose top bit is set (to keep it positive); OpenSSL
        // and browsers show the number without it.
        let serial = certificate.serialNumber.bytes
        let significant = serial.drop(while: { $0 == 0 })
        self.serialNumber = Hex.encode(
            significant.isEmpty ? serial.suffix(1) : significant, uppercase: true, separator: ":")
        self.notBefore = certificate.notValidBefore
        self.notAfter = certificate.notValidAfter
        self.pin = SPKIPin(of: certificate)
        self.sha256Fingerprint = Self.fingerprint(of: certificate)
        self.publicKeyAlgorithm = Self.algorithmName(of: certificate.publicKey)

        let extensions = certificate.extensions
        do {
            self.alternativeNames = AlternativeNames(try extensions.subjectAlternativeNames)
        } catch {
            throw .malformedExtension(
                certificate: subject, name: "subjectAltName", reason: LibraryErrorText.reason(of: error))
        }
        do {
            self.keyUsage = try extensions.keyUsage.map(Self.names(of:))
        } catch {
            throw .malformedExtension(
                certificate: subject, name: "keyUsage", reason: LibraryErrorText.reason(of: error))
        }
        do {
            self.extendedKeyUsage = try extensions.extendedKeyUsage.map(Array.init)
        } catch {
            throw .malformedExtension(
                certificate: subject, name: "extendedKeyUsage", reason: LibraryErrorText.reason(of: error))
        }
        do {
            switch try extensions.basicConstraints {
            case .isCertificateAuthority(let maxPathLength)?:
                self.isCertificateAuthority = true
                self.maximumPathLength = maxPathLength
            case .notCertificateAuthority?, nil:
                self.isCertificateAuthority = false
                self.maximumPathLength = nil
            }
        } catch {
            throw .malformedExtension(
                certificate: subject, name: "basicConstraints", reason: LibraryErrorText.reason(of: error))
        }
    }

    /// ``sha256Fingerprint`` as colon-separated upper-case hex, the way OpenSSL prints it.
    public var sha256FingerprintHex: String { Hex.encode(sha256Fingerprint, uppercase: true, separator: ":") }

    static func fingerprint(of certificate: Certificate) -> [UInt8] {
        var serializer = DER.Serializer()
        // A parsed certificate re-serializes to its original bytes (swift-certificates keeps them).
        guard (try? serializer.serialize(certificate)) != nil else { return [] }
        return Array(SHA256.hash(data: serializer.serializedBytes))
    }

    static func algorithmName(of key: Certificate.PublicKey) -> String {
        if P256.Signing.PublicKey(key) != nil { return "ECDSA P-256" }
        if P384.Signing.PublicKey(key) != nil { return "ECDSA P-384" }
        if P521.Signing.PublicKey(key) != nil { return "ECDSA P-521" }
        if Curve25519.Signing.PublicKey(key) != nil { return "Ed25519" }
        // The only other kind swift-certificates parses is RSA, described as `RSA2048.PublicKey`;
        // reading the size from there spares a dependency on _CryptoExtras for one number.
        let description = key.description
        let bits = description.dropFirst("RSA".count).prefix(while: \.isNumber)
        return bits.isEmpty ? description : "RSA-\(bits)"
    }

    static func names(of usage: KeyUsage) -> [String] {
        let bits: [(Bool, String)] = [
            (usage.digitalSignature, "digitalSignature"), (usage.nonRepudiation, "nonRepudiation"),
            (usage.keyEncipherment, "keyEncipherment"), (usage.dataEncipherment, "dataEncipherment"),
            (usage.keyAgreement, "keyAgreement"), (usage.keyCertSign, "keyCertSign"), (usage.cRLSign, "cRLSign"),
            (usage.encipherOnly, "encipherOnly"), (usage.decipherOnly, "decipherOnly"),
        ]
        return bits.filter(\.0).map(\.1)
    }
}
