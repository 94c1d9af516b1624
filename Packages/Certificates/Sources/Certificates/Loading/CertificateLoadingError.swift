import ByteTools

/// Why bytes could not be read as certificates, in words. `block` is the 1-based number of the
/// PEM block at fault (counting every block, certificate or not), or nil for DER input.
public enum CertificateLoadingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input is larger than ``CertificateLoader/maximumInputSize``.
    case inputTooLarge(size: Int, limit: Int)
    /// No bytes, or only whitespace.
    case empty
    /// Neither PEM text nor DER (which starts with 0x30).
    case unrecognisedFormat(firstBytes: [UInt8])
    /// The PEM structure itself is wrong: no BEGIN line, a BEGIN without its END, bad base64.
    case malformedPEM(reason: String)
    /// PEM blocks were found, but none is a certificate; `skippedBlocks` names their labels.
    case noCertificate(skippedBlocks: [String])
    /// The bytes are not a well-formed X.509 certificate.
    case malformedDER(block: Int?, reason: String)
    /// The outer length claims `declaredLength` bytes but only `available` are there.
    case truncatedDER(block: Int?, declaredLength: Int, available: Int)
    /// The certificate ends at `offset` and `count` more bytes follow it.
    case trailingBytes(block: Int?, offset: Int, count: Int)
    /// One certificate was asked for and the input held `found`.
    case expectedOneCertificate(found: Int)

    public var description: String {
        switch self {
        case .inputTooLarge(let size, let limit):
            "the input is \(size) bytes, more than the \(limit) bytes accepted for certificates"
        case .empty:
            "the input is empty: there is no certificate in it"
        case .unrecognisedFormat(let firstBytes):
            "the input is neither PEM text nor DER (it starts with \(Hex.encode(firstBytes, separator: " ")))"
        case .malformedPEM(let reason):
            "malformed PEM: \(reason)"
        case .noCertificate(let skipped):
            "the PEM input holds no certificate, only \(skipped.map { "\"\($0)\"" }.joined(separator: ", ")) block(s)"
        case .malformedDER(let block, let reason):
            "\(Self.place(block)) is not a valid X.509 certificate: \(reason)"
        case .truncatedDER(let block, let declared, let available):
            "\(Self.place(block)) is truncated: its header declares \(declared) bytes but only \(available) are there"
        case .trailingBytes(let block, let offset, let count):
            "\(Self.place(block)) has \(count) unexpected byte(s) after the certificate, from offset \(offset)"
        case .expectedOneCertificate(let found):
            "expected exactly one certificate, found \(found)"
        }
    }

    private static func place(_ block: Int?) -> String {
        block.map { "PEM block \($0)" } ?? "the DER input"
    }
}
