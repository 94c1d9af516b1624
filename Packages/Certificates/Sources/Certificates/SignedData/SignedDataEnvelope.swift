import SwiftASN1
import X509

/// The two parts of a CMS SignedData (RFC 5652 §5) that swift-certificates verifies but does not
/// hand back: the encapsulated content of an attached signature and the certificates the signer
/// sent. Read with swift-asn1's BER reader (CMS may use BER, e.g. a content in chunks).
struct SignedDataEnvelope {
    /// `id-signedData`, RFC 5652 §5.1.
    static let signedDataType: ASN1ObjectIdentifier = [1, 2, 840, 113_549, 1, 7, 2]

    /// The encapsulated content; nil for a detached signature.
    let content: [UInt8]?
    /// The certificates of the `certificates` field (other kinds of entry are skipped).
    let certificates: [Certificate]

    init(berEncoded bytes: [UInt8]) throws(SignedDataError) {
        do {
            let root = try BER.parse(bytes)
            (content, certificates) = try BER.sequence(root, identifier: .sequence) { contentInfo in
                let contentType = try ASN1ObjectIdentifier(berEncoded: &contentInfo)
                guard contentType == Self.signedDataType else {
                    throw SignedDataError.notSignedData(contentType: "\(contentType)")
                }
                guard
                    let signedData = try BER.optionalExplicitlyTagged(
                        &contentInfo, tagNumber: 0, tagClass: .contextSpecific, { $0 })
                else { throw SignedDataError.malformed(reason: "the ContentInfo has no content") }
                while contentInfo.next() != nil {}
                return try Self.parts(of: signedData)
            }
        } catch let error as SignedDataError {
            throw error
        } catch {
            throw .malformed(reason: LibraryErrorText.reason(of: error))
        }
    }

    /// SignedData ::= SEQUENCE { version, digestAlgorithms SET, encapContentInfo,
    /// certificates [0] IMPLICIT OPTIONAL, crls [1] IMPLICIT OPTIONAL, signerInfos SET }
    private static func parts(of signedData: ASN1Node) throws -> (content: [UInt8]?, certificates: [Certificate]) {
        try BER.sequence(signedData, identifier: .sequence) { fields in
            _ = try Int(berEncoded: &fields)
            guard fields.next()?.identifier == .set else {
                throw SignedDataError.malformed(reason: "no digestAlgorithms set")
            }
            guard let encapsulated = fields.next() else {
                throw SignedDataError.malformed(reason: "no encapContentInfo")
            }
            let content = try BER.sequence(encapsulated, identifier: .sequence) { info -> [UInt8]? in
                _ = try ASN1ObjectIdentifier(berEncoded: &info)
                let octets = try BER.optionalExplicitlyTagged(&info, tagNumber: 0, tagClass: .contextSpecific) {
                    try ASN1OctetString(berEncoded: $0)
                }
                return octets.map { Array($0.bytes) }
            }
            var certificates: [Certificate] = []
            let certificatesTag = ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)
            if let node = BER.optionalImplicitlyTagged(&fields, tagNumber: 0, tagClass: .contextSpecific, { $0 }),
                node.identifier == certificatesTag, case .constructed(let entries) = node.content
            {
                for entry in entries where entry.identifier == .sequence {
                    certificates.append(try Certificate(derEncoded: entry))
                }
            }
            while fields.next() != nil {}
            return (content, certificates)
        }
    }
}
