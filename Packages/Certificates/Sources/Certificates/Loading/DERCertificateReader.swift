import ByteTools
import SwiftASN1
import X509

/// The DER side of ``CertificateLoader``. swift-certificates parses the certificate; before it
/// does, this reads only the outer tag and length, so that the two commonest faults of a
/// hostile or damaged input — a length claiming more bytes than there are, and bytes left over
/// after the certificate — are reported with their numbers instead of as a generic parse error.
enum DERCertificateReader {
    static let sequenceTag: UInt8 = 0x30

    static func certificate(from bytes: [UInt8], block: Int?) throws(CertificateLoadingError) -> Certificate {
        let declaredEnd = try outerEnd(of: bytes, block: block)
        guard declaredEnd <= bytes.count else {
            throw .truncatedDER(block: block, declaredLength: declaredEnd, available: bytes.count)
        }
        guard declaredEnd == bytes.count else {
            throw .trailingBytes(block: block, offset: declaredEnd, count: bytes.count - declaredEnd)
        }
        do {
            return try Certificate(derEncoded: bytes)
        } catch {
            throw .malformedDER(block: block, reason: LibraryErrorText.reason(of: error))
        }
    }

    /// Where the outer SEQUENCE ends, by its header: tag 0x30, then a definite length (DER has
    /// no indefinite lengths) in at most four length bytes, which bounds it below 4 GiB.
    private static func outerEnd(of bytes: [UInt8], block: Int?) throws(CertificateLoadingError) -> Int {
        var reader = ByteReader(bytes)
        do {
            let tag = try reader.readByte()
            guard tag == sequenceTag else {
                throw CertificateLoadingError.malformedDER(
                    block: block, reason: "a certificate starts with a SEQUENCE (0x30), not 0x\(Hex.encode(byte: tag))")
            }
            let first = try reader.readByte()
            if first < 0x80 { return reader.offset + Int(first) }
            let lengthBytes = Int(first & 0x7F)
            guard lengthBytes != 0 else {
                throw CertificateLoadingError.malformedDER(block: block, reason: "indefinite length (0x80) is not DER")
            }
            guard lengthBytes <= 4 else {
                throw CertificateLoadingError.malformedDER(
                    block: block, reason: "a length of \(lengthBytes) bytes at offset 1 is beyond any certificate")
            }
            var length = 0
            for byte in try reader.readBytes(count: lengthBytes) { length = length << 8 | Int(byte) }
            return reader.offset + length
        } catch let error as CertificateLoadingError {
            throw error
        } catch {
            throw .malformedDER(
                block: block, reason: "the input ends inside the certificate's first header (\(bytes.count) bytes)")
        }
    }
}
