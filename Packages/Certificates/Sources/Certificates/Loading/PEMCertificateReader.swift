import SwiftASN1
import X509

/// The PEM side of ``CertificateLoader``: swift-asn1 finds and decodes the blocks, this keeps
/// the `CERTIFICATE` ones and hands their bytes to the DER reader with the block's number.
enum PEMCertificateReader {
    static let certificateLabel = "CERTIFICATE"

    static func certificates(from text: String) throws(CertificateLoadingError) -> [Certificate] {
        let documents: [PEMDocument]
        do {
            documents = try PEMDocument.parseMultiple(pemString: text)
        } catch {
            // swift-asn1 1.7.4 words this case with a Swift debug dump of its string view.
            if count("-----BEGIN ", in: text) > count("-----END ", in: text) {
                throw .malformedPEM(reason: "a \"-----BEGIN …-----\" line has no matching \"-----END …-----\" line")
            }
            throw .malformedPEM(reason: LibraryErrorText.reason(of: error))
        }
        guard !documents.isEmpty else { throw .malformedPEM(reason: "no \"-----BEGIN …-----\" line was found") }

        var certificates: [Certificate] = []
        var skipped: [String] = []
        for (index, document) in documents.enumerated() {
            guard document.discriminator == certificateLabel else {
                skipped.append(document.discriminator)
                continue
            }
            certificates.append(try DERCertificateReader.certificate(from: document.derBytes, block: index + 1))
        }
        guard !certificates.isEmpty else { throw .noCertificate(skippedBlocks: skipped) }
        return certificates
    }

    private static func count(_ marker: String, in text: String) -> Int {
        text.components(separatedBy: marker).count - 1
    }
}
