import Crypto
import Foundation
import SwiftASN1
import X509

/// A public-key pin: the SHA-256 of a certificate's DER-encoded SubjectPublicKeyInfo, the
/// `pin-sha256` of RFC 7469. It names a key, not a certificate, so it survives the renewal of a
/// certificate that keeps its key.
public struct SPKIPin: Hashable, Sendable, CustomStringConvertible {
    /// The 32 bytes of the digest.
    public let sha256: [UInt8]

    /// A pin from its digest; anything but 32 bytes is refused.
    public init(sha256: [UInt8]) throws(PinSetError) {
        guard sha256.count == SHA256.byteCount else {
            throw .malformedPin("a SHA-256 pin has 32 bytes, not \(sha256.count)")
        }
        self.sha256 = sha256
    }

    /// A pin as RFC 7469 and `openssl … | base64` write it: base64 of the digest, optionally
    /// after `sha256/` (the form HTTP clients such as OkHttp print).
    public init(base64 text: String) throws(PinSetError) {
        let trimmed = text.hasPrefix("sha256/") ? String(text.dropFirst("sha256/".count)) : text
        guard let bytes = Data(base64Encoded: trimmed) else {
            throw .malformedPin("\"\(text.prefix(80))\" is not base64")
        }
        try self.init(sha256: [UInt8](bytes))
    }

    /// The pin of `certificate`'s public key: the digest of its SubjectPublicKeyInfo exactly as
    /// the certificate carries it, which is what `openssl x509 -pubkey` hashes.
    public init(of certificate: Certificate) {
        self.init(subjectPublicKeyInfoDER: Self.subjectPublicKeyInfoDER(of: certificate))
    }

    /// The pin of a DER SubjectPublicKeyInfo as it is (no parsing: the digest is of these bytes).
    public init(subjectPublicKeyInfoDER der: some Sequence<UInt8>) {
        self.sha256 = Array(SHA256.hash(data: Array(der)))
    }

    /// The digest in base64, as RFC 7469's `pin-sha256="…"` carries it.
    public var base64: String { Data(sha256).base64EncodedString() }

    public var description: String { "sha256/" + base64 }

    /// The SubjectPublicKeyInfo bytes as they stand in `certificate`. RFC 7469 pins those bytes;
    /// swift-certificates keeps the parsed key rather than them, and a re-encoding of the key is
    /// only equal to them as long as every encoder agrees on every detail. So the certificate's
    /// DER (which swift-certificates keeps verbatim) is walked with swift-asn1 to the seventh
    /// field of TBSCertificate.
    static func subjectPublicKeyInfoDER(of certificate: Certificate) -> [UInt8] {
        if let original = try? originalSubjectPublicKeyInfo(of: certificate) { return original }
        // Unreachable for a parsed certificate; the re-encoding is the best remaining answer.
        return subjectPublicKeyInfoDER(of: certificate.publicKey)
    }

    private static func originalSubjectPublicKeyInfo(of certificate: Certificate) throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.serialize(certificate)
        let root = try DER.parse(serializer.serializedBytes)
        return try DER.sequence(root, identifier: .sequence) { certificateFields in
            guard let tbs = certificateFields.next() else {
                throw ASN1Error.invalidASN1Object(reason: "no TBSCertificate")
            }
            while certificateFields.next() != nil {}
            return try DER.sequence(tbs, identifier: .sequence) { fields in
                // version [0] EXPLICIT (optional), serialNumber, signature, issuer, validity,
                // subject, subjectPublicKeyInfo, …
                var field = fields.next()
                if field?.identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific) {
                    field = fields.next()
                }
                for _ in 0..<5 { field = fields.next() }
                guard let spki = field else { throw ASN1Error.invalidASN1Object(reason: "no SubjectPublicKeyInfo") }
                while fields.next() != nil {}
                return Array(spki.encodedBytes)
            }
        }
    }

    /// The key re-encoded by swift-certificates (algorithm and key bits, in DER).
    static func subjectPublicKeyInfoDER(of key: Certificate.PublicKey) -> [UInt8] {
        var serializer = DER.Serializer()
        // Serializing a parsed key into memory cannot fail; an empty pin would match nothing.
        guard (try? serializer.serialize(key)) != nil else { return [] }
        return serializer.serializedBytes
    }
}
