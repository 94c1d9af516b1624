/// Why a CMS / PKCS #7 signature was refused, in words.
public enum SignedDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input is larger than ``SignedDataVerifier/maximumInputSize``.
    case inputTooLarge(size: Int, limit: Int)
    /// The bytes are not a CMS structure this can read.
    case malformed(reason: String)
    /// A CMS structure, but not SignedData (e.g. EnvelopedData); `contentType` is its OID.
    case notSignedData(contentType: String)
    /// An attached signature was asked for, and this one carries no content.
    case noAttachedContent
    /// The signature carries content that differs from the content given to check it against.
    case contentMismatch
    /// The signer's certificate is not among the certificates the signature carries.
    case signerCertificateMissing
    /// The signature does not match the content: the content or the signature was altered, or
    /// another key made it.
    case badSignature
    /// The signature is intact but its signer is not trusted; `reason` says why.
    case untrustedSigner(signer: String, reason: ChainVerificationError)
    /// A CMS feature swift-certificates does not verify (e.g. an RSA signer, see the README).
    case unsupported(reason: String)

    public var description: String {
        switch self {
        case .inputTooLarge(let size, let limit):
            "the signature is \(size) bytes, more than the \(limit) bytes accepted"
        case .malformed(let reason):
            "malformed CMS signature: \(reason)"
        case .notSignedData(let contentType):
            "the CMS structure is not SignedData (its content type is \(contentType))"
        case .noAttachedContent:
            "the signature is detached (it carries no content): verify it together with the content it signs"
        case .contentMismatch:
            "the content attached to the signature differs from the content given"
        case .signerCertificateMissing:
            "the signature does not carry its signer's certificate"
        case .badSignature:
            "the signature does not match the signed content: the content or the signature was altered, or another key signed it"
        case .untrustedSigner(let signer, let reason):
            "the signature by \(signer) is intact, but its signer is not trusted: \(reason)"
        case .unsupported(let reason):
            "the signature uses something not supported: \(reason)"
        }
    }
}
