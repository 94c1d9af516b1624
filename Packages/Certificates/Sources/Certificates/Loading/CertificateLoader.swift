import Foundation
import SwiftASN1
import X509

/// Reads X.509 certificates from the two forms they travel in: DER (the bytes of one
/// certificate) and PEM (base64 between `-----BEGIN CERTIFICATE-----` and `-----END …-----`
/// lines, one block or a bundle of many).
///
/// The bytes are treated as untrusted: input above ``maximumInputSize`` is refused before it is
/// read, and every other failure is a ``CertificateLoadingError`` that says what was wrong and
/// where. Nothing traps and memory stays proportional to the (bounded) input.
///
/// PEM blocks of other kinds (private keys, CRLs, parameters) are skipped rather than refused:
/// files that hold a server's key next to its chain are common, and the certificates are what
/// was asked for. A PEM input whose blocks are all of other kinds is refused with
/// ``CertificateLoadingError/noCertificate(skippedBlocks:)``, naming what it held. Text outside
/// blocks is allowed, as RFC 7468 §5.2 allows it (public bundles carry comments between blocks).
public enum CertificateLoader {
    /// The largest input accepted: 4 MiB. A public CA bundle (Mozilla's, ~150 roots) is about
    /// 250 KB of PEM and a real certificate a few KB, so this leaves room for any honest input
    /// while bounding what a hostile one can make the parser allocate.
    public static let maximumInputSize = 4 * 1024 * 1024

    /// Every certificate in `bytes`, in order: PEM (one block or a bundle) or the DER of one
    /// certificate, told apart by their first bytes.
    public static func certificates(from bytes: some Collection<UInt8>) throws(CertificateLoadingError) -> [Certificate]
    {
        guard bytes.count <= maximumInputSize else { throw .inputTooLarge(size: bytes.count, limit: maximumInputSize) }
        guard let first = bytes.first(where: { !Self.isWhitespace($0) }) else { throw .empty }
        if first == DERCertificateReader.sequenceTag {
            return [try DERCertificateReader.certificate(from: Array(bytes), block: nil)]
        }
        if first == UInt8(ascii: "-") || Self.contains(Self.pemBeginMarker, in: bytes) {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw .malformedPEM(reason: "the input starts like PEM text but is not valid UTF-8")
            }
            return try PEMCertificateReader.certificates(from: text)
        }
        throw .unrecognisedFormat(firstBytes: Array(bytes.prefix(8)))
    }

    /// Exactly one certificate from PEM or DER; a bundle of several is refused with
    /// ``CertificateLoadingError/expectedOneCertificate(found:)``.
    public static func certificate(from bytes: some Collection<UInt8>) throws(CertificateLoadingError) -> Certificate {
        let all = try certificates(from: bytes)
        guard all.count == 1, let only = all.first else { throw .expectedOneCertificate(found: all.count) }
        return only
    }

    /// Every certificate of a PEM text (one block or a bundle).
    public static func certificates(pem text: String) throws(CertificateLoadingError) -> [Certificate] {
        guard text.utf8.count <= maximumInputSize else {
            throw .inputTooLarge(size: text.utf8.count, limit: maximumInputSize)
        }
        return try PEMCertificateReader.certificates(from: text)
    }

    /// One certificate from its DER bytes, all of them: a byte after the certificate's end is
    /// refused with ``CertificateLoadingError/trailingBytes(block:offset:count:)``.
    public static func certificate(der bytes: some Collection<UInt8>) throws(CertificateLoadingError) -> Certificate {
        guard bytes.count <= maximumInputSize else { throw .inputTooLarge(size: bytes.count, limit: maximumInputSize) }
        guard !bytes.isEmpty else { throw .empty }
        return try DERCertificateReader.certificate(from: Array(bytes), block: nil)
    }

    static let pemBeginMarker = Array("-----BEGIN ".utf8)

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether `needle` occurs anywhere: PEM text may open with any amount of commentary.
    /// One pass over at most ``maximumInputSize`` bytes.
    private static func contains(_ needle: [UInt8], in bytes: some Collection<UInt8>) -> Bool {
        Data(bytes).range(of: Data(needle)) != nil
    }
}
