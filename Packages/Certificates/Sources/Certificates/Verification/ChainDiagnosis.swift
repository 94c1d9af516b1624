import Foundation
import SwiftASN1
import X509

/// Turns swift-certificates' verdict into one reason in words. Its `Verifier` reports failures
/// as free text (and nothing at all when no chain reached a root), so the cause is found again
/// here with the library's own pieces: each policy run alone on the failed chain, and the
/// issuer search retraced with `PublicKey.isValidSignature`.
struct ChainDiagnosis {
    let trustRoots: [Certificate]
    let intermediates: [Certificate]
    let policy: ChainPolicy
    let time: Date
    let handledCriticalExtensions: [ASN1ObjectIdentifier]

    func explain(leaf: Certificate, failures: [CertificateValidationResult.PolicyFailure]) -> ChainVerificationError {
        // A chain reached a root but broke the policy: the first candidate is the one the
        // verifier preferred, so its fault is the one to report.
        if let failure = failures.first {
            return explain(chain: failure.chain, reason: failure.policyFailureReason)
        }
        return explainMissingChain(leaf: leaf)
    }

    /// Reasons in the order a person fixes them: dates first (the commonest), then identity,
    /// then usage, then whatever RFC 5280 rule the library named.
    private func explain(chain: UnverifiedCertificateChain, reason: PolicyFailureReason) -> ChainVerificationError {
        for certificate in chain {
            if time < certificate.notValidBefore {
                return .notYetValid(
                    certificate: certificate.subject.description, notBefore: certificate.notValidBefore, checkedAt: time
                )
            }
            if time > certificate.notValidAfter {
                return .expired(
                    certificate: certificate.subject.description, notAfter: certificate.notValidAfter, checkedAt: time)
            }
        }
        if var identity = policy.serverIdentityPolicy, let requested = policy.serverName,
            case .failsToMeetPolicy = identity.chainMeetsPolicyRequirements(chain: chain)
        {
            let names = AlternativeNames((try? chain.leaf.extensions.subjectAlternativeNames) ?? nil)
            return .nameMismatch(requested: requested, certificateNames: names.serverNames)
        }
        let usage = ExtendedKeyUsagePolicy(required: policy.requiredUsage)
        if let required = policy.requiredUsage,
            case .failsToMeetPolicy = usage.chainMeetsPolicyRequirements(chain: chain)
        {
            let allowed = ((try? chain.leaf.extensions.extendedKeyUsage) ?? nil).map { $0.map(\.description) } ?? []
            return .usageNotAllowed(
                certificate: chain.leaf.subject.description, required: required.description, allowed: allowed)
        }
        for (position, issuer) in chain.enumerated() where position > 0 {
            if case .isCertificateAuthority? = try? issuer.extensions.basicConstraints { continue }
            return .issuerNotCertificateAuthority(
                issuer: issuer.subject.description, certificate: chain[position - 1].subject.description)
        }
        return .policyViolation(reason: readable(reason.description, chain: chain))
    }

    /// The library's reason with each certificate's full dump replaced by its subject, and
    /// without its policy's name in front.
    private func readable(_ reason: String, chain: UnverifiedCertificateChain) -> String {
        var text = reason
        for certificate in chain {
            text = text.replacingOccurrences(of: certificate.description, with: certificate.subject.description)
        }
        if text.hasPrefix("RFC5280Policy: ") { text.removeFirst("RFC5280Policy: ".count) }
        return text
    }

    /// No chain reached a root: retrace the issuer search from the leaf to the first link that
    /// is missing, badly signed or unusable.
    private func explainMissingChain(leaf: Certificate) -> ChainVerificationError {
        if let oid = unhandledCriticalExtension(of: leaf) {
            return .unhandledCriticalExtension(certificate: leaf.subject.description, oid: oid)
        }
        let pool = intermediates + trustRoots
        var path = [leaf]
        // Every step adds a certificate of the pool to the path, so this ends.
        for _ in 0...pool.count {
            guard let tip = path.last else { break }
            let candidates = pool.filter { $0.subject == tip.issuer && !path.contains($0) }
            guard !candidates.isEmpty else {
                if tip.issuer == tip.subject { return .untrustedRoot(certificate: tip.subject.description) }
                return .unknownIssuer(certificate: tip.subject.description, issuer: tip.issuer.description)
            }
            let signers = candidates.filter { $0.publicKey.isValidSignature(tip.signature, for: tip) }
            guard let signer = signers.first else {
                return .badSignature(certificate: tip.subject.description, issuer: tip.issuer.description)
            }
            if let oid = unhandledCriticalExtension(of: signer) {
                return .unhandledCriticalExtension(certificate: signer.subject.description, oid: oid)
            }
            // A root that signs would have given the verifier a chain; reaching one here means
            // a fault this retrace does not see.
            if trustRoots.contains(signer) { break }
            path.append(signer)
        }
        return .noTrustedChain(leaf: leaf.subject.description)
    }

    private func unhandledCriticalExtension(of certificate: Certificate) -> String? {
        certificate.extensions.first { $0.critical && !handledCriticalExtensions.contains($0.oid) }.map { "\($0.oid)" }
    }
}
