import Foundation

/// Why a chain was not trusted, as a sentence a person understands. Certificates are named by
/// their subject's distinguished name (`CN=…,O=…`).
public enum ChainVerificationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No certificate was presented.
    case emptyChain
    /// `certificate` expired at `notAfter`, before `checkedAt`.
    case expired(certificate: String, notAfter: Date, checkedAt: Date)
    /// `certificate` becomes valid at `notBefore`, after `checkedAt`.
    case notYetValid(certificate: String, notBefore: Date, checkedAt: Date)
    /// Neither the trust roots nor the intermediates hold `issuer`, the issuer of `certificate`.
    case unknownIssuer(certificate: String, issuer: String)
    /// The chain ends in a self-signed `certificate` that is not one of the trust roots.
    case untrustedRoot(certificate: String)
    /// A certificate named `issuer` is there, but its key did not sign `certificate`.
    case badSignature(certificate: String, issuer: String)
    /// The leaf names neither DNS name nor IP address `requested`; `certificateNames` are the
    /// names it does carry (DNS names, then IP addresses).
    case nameMismatch(requested: String, certificateNames: [String])
    /// The leaf's extended key usage does not allow `required`; `allowed` is what it allows.
    case usageNotAllowed(certificate: String, required: String, allowed: [String])
    /// `certificate` has a critical extension (`oid`) no check here understands, so RFC 5280
    /// forbids accepting it.
    case unhandledCriticalExtension(certificate: String, oid: String)
    /// `issuer` signed `certificate` but is not a CA (its basic constraints say so, or it has none).
    case issuerNotCertificateAuthority(issuer: String, certificate: String)
    /// Another RFC 5280 rule failed (a path too long, a name outside
    /// the issuer's name constraints); `reason` is swift-certificates' explanation.
    case policyViolation(reason: String)
    /// No chain to a trust root could be built, for a reason none of the above names.
    case noTrustedChain(leaf: String)

    public var description: String {
        switch self {
        case .emptyChain:
            "no certificate was presented"
        case .expired(let certificate, let notAfter, let checkedAt):
            "the certificate for \(certificate) expired on \(Self.text(notAfter)) (checked at \(Self.text(checkedAt)))"
        case .notYetValid(let certificate, let notBefore, let checkedAt):
            "the certificate for \(certificate) is not valid until \(Self.text(notBefore)) (checked at \(Self.text(checkedAt)))"
        case .unknownIssuer(let certificate, let issuer):
            "the certificate for \(certificate) was issued by \(issuer), which is neither a trust root nor among the intermediates"
        case .untrustedRoot(let certificate):
            "the chain ends at \(certificate), a self-signed certificate that is not a trust root"
        case .badSignature(let certificate, let issuer):
            "the signature on the certificate for \(certificate) was not made by the key of its issuer \(issuer)"
        case .nameMismatch(let requested, let names):
            names.isEmpty
                ? "the certificate is not valid for \(requested): it names no DNS name or IP address"
                : "the certificate is not valid for \(requested): it is valid for \(names.joined(separator: ", "))"
        case .usageNotAllowed(let certificate, let required, let allowed):
            "the certificate for \(certificate) may not be used for \(required): it allows only \(allowed.joined(separator: ", "))"
        case .unhandledCriticalExtension(let certificate, let oid):
            "the certificate for \(certificate) has a critical extension (\(oid)) that is not understood, so it cannot be trusted"
        case .issuerNotCertificateAuthority(let issuer, let certificate):
            "the certificate for \(certificate) was issued by \(issuer), which is not a certificate authority"
        case .policyViolation(let reason):
            "the chain breaks an RFC 5280 rule: \(reason)"
        case .noTrustedChain(let leaf):
            "no chain from the certificate for \(leaf) to a trust root could be built"
        }
    }

    private static func text(_ date: Date) -> String { date.formatted(.iso8601) }
}
