import Foundation
import X509

/// Checks that a presented chain (leaf first, then intermediates in any order) leads to one of
/// the trust roots under a ``ChainPolicy``, with swift-certificates' `Verifier` doing the chain
/// building and the RFC 5280 and server identity checks. On success it returns the chain it
/// validated, leaf to root; on failure a ``ChainVerificationError`` that says why in words.
public struct ChainVerifier: Sendable {
    /// The certificates trusted as anchors.
    public let trustRoots: [Certificate]

    public init(trustRoots: [Certificate]) {
        self.trustRoots = trustRoots
    }

    /// Verifies `chain` as a server presents it: the leaf first, then the intermediates.
    public func verify(_ chain: [Certificate], policy: ChainPolicy = ChainPolicy()) async throws(ChainVerificationError)
        -> ValidatedCertificateChain
    {
        guard let leaf = chain.first else { throw .emptyChain }
        return try await verify(leaf: leaf, intermediates: Array(chain.dropFirst()), policy: policy)
    }

    /// Verifies `leaf` with `intermediates` (untrusted, any order, extras allowed).
    public func verify(leaf: Certificate, intermediates: [Certificate], policy: ChainPolicy = ChainPolicy())
        async
        throws(ChainVerificationError) -> ValidatedCertificateChain
    {
        let time = policy.time ?? Date()
        var verifier = Verifier(rootCertificates: CertificateStore(trustRoots)) { policy.verifierPolicy(at: time) }
        let result = await verifier.validate(leaf: leaf, intermediates: CertificateStore(intermediates))
        switch result {
        case .validCertificate(let chain):
            return chain
        case .couldNotValidate(let failures):
            let diagnosis = ChainDiagnosis(
                trustRoots: trustRoots, intermediates: intermediates, policy: policy, time: time,
                handledCriticalExtensions: verifier.policy.verifyingCriticalExtensions)
            throw diagnosis.explain(leaf: leaf, failures: failures)
        }
    }
}
