import Certificates
import Foundation
import X509

/// Decides whether a presented chain (leaf first) is acceptable for a pin set and a host: it
/// must carry a pinned key, and be valid up to the certificate carrying it.
///
/// Why the two cases differ: a pin on the leaf is enough by itself, because the TLS handshake has
/// the server sign with the leaf's private key, so a server presenting that leaf holds the pinned
/// key. An intermediate or root certificate is public — anyone can send it along with a leaf of
/// their own — so a pin there only counts when the leaf is proven, by signatures under RFC 5280,
/// to chain up to that certificate.
struct PinnedChainVerifier: Sendable {
    let pins: PinSet
    let policy: PinnedTrustPolicy

    /// The outcome: the validated chain (leaf up to the pinned certificate), or why not, in words.
    enum Outcome: Sendable {
        case accepted(ValidatedCertificateChain)
        case refused(String)
    }

    /// Checks `presented` (leaf first, DER as received) for a connection to `host`.
    func verify(presented: [[UInt8]], host: String) async -> Outcome {
        guard !presented.isEmpty else { return .refused("the server presented no certificate") }
        var chain: [Certificate] = []
        for (index, der) in presented.enumerated() {
            do {
                chain.append(try Certificate(derEncoded: der))
            } catch {
                return .refused(
                    "certificate \(index) of the presented chain is not a readable X.509 certificate (\(error))")
            }
        }
        let pinnedIndex: Int
        do {
            pinnedIndex = try pins.check(chain)
        } catch {
            return .refused(error.description)
        }
        return pinnedIndex == 0
            ? await verifyPinnedLeaf(chain[0], host: host)
            : await verifyChain(chain, upTo: pinnedIndex, host: host)
    }

    /// The leaf carries the pin: only the dates and the name are left to check.
    private func verifyPinnedLeaf(_ leaf: Certificate, host: String) async -> Outcome {
        if policy.checksLeafValidityPeriod {
            // By hand rather than with RFC5280Policy, which would also judge the leaf as a trust
            // anchor and refuse it for not being a CA.
            let now = Date()
            if now < leaf.notValidBefore {
                return .refused(
                    "the leaf (\(leaf.subject)) carries a pinned key but is not valid before \(leaf.notValidBefore)")
            }
            if now > leaf.notValidAfter {
                return .refused("the leaf (\(leaf.subject)) carries a pinned key but expired on \(leaf.notValidAfter)")
            }
        }
        guard policy.checksServerName else {
            return .accepted(ValidatedCertificateChain(uncheckedCertificateChain: [leaf]))
        }
        // The leaf as its own trust anchor: the verifier accepts a leaf found in the root store
        // as a chain of one and runs the name policy on it.
        var verifier = Verifier(rootCertificates: CertificateStore([leaf])) {
            PinnedLeafNamePolicy(identity: ServerIdentityPolicy(host: host))
        }
        switch await verifier.validate(leaf: leaf, intermediates: CertificateStore()) {
        case .validCertificate(let validated):
            return .accepted(validated)
        case .couldNotValidate(let failures):
            return .refused("the leaf (\(leaf.subject)) carries a pinned key but " + Self.words(for: failures))
        }
    }

    /// An intermediate or root carries the pin: the leaf must chain to it, that certificate
    /// standing as the only trust anchor and the certificates between them as intermediates.
    private func verifyChain(_ chain: [Certificate], upTo pinnedIndex: Int, host: String) async -> Outcome {
        let anchor = chain[pinnedIndex]
        let checksName = policy.checksServerName
        var verifier = Verifier(rootCertificates: CertificateStore([anchor])) {
            RFC5280Policy()
            if checksName { ServerIdentityPolicy(host: host) }
        }
        let result = await verifier.validate(
            leaf: chain[0], intermediates: CertificateStore(chain[1..<pinnedIndex]))
        switch result {
        case .validCertificate(let validated):
            return .accepted(validated)
        case .couldNotValidate(let failures):
            return .refused(
                "certificate \(pinnedIndex) (\(anchor.subject)) carries a pinned key but the leaf (\(chain[0].subject)) is not "
                    + "validly issued under it: " + Self.words(for: failures))
        }
    }

    /// The verifier's reasons, or what an empty list means: no chain of signatures was found.
    private static func words(for failures: [CertificateValidationResult.PolicyFailure]) -> String {
        let reasons = Set(failures.map(\.policyFailureReason.description)).sorted()
        guard !reasons.isEmpty else {
            return "no chain of valid signatures leads from the leaf to the pinned certificate"
        }
        return reasons.joined(separator: "; ")
    }
}

extension ServerIdentityPolicy {
    /// The policy for a URL host: an IP literal is matched against IP address names, anything
    /// else against DNS names.
    init(host: String) {
        let isAddress = IPAddressLiteral.isIPv4(host) || host.contains(":")
        self.init(serverHostname: isAddress ? nil : host, serverIP: isAddress ? host : nil)
    }
}
