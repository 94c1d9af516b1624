import SwiftASN1
import X509

/// The server-name check for a leaf that is pinned itself and so stands as its own trust anchor.
///
/// Why not `ServerIdentityPolicy` alone: the verifier refuses a certificate carrying critical
/// extensions that no policy claims, and a leaf's basic constraints and key usages are usually
/// critical. They govern what a certificate may *issue* or be used for in a chain, and a pinned
/// leaf issues nothing here (the handshake has already shown the server holds its key), so this
/// policy claims them and judges only the name. Any other critical extension still refuses it.
struct PinnedLeafNamePolicy: VerifierPolicy {
    var identity: ServerIdentityPolicy

    var verifyingCriticalExtensions: [ASN1ObjectIdentifier] {
        identity.verifyingCriticalExtensions + [
            .X509ExtensionID.basicConstraints, .X509ExtensionID.keyUsage, .X509ExtensionID.extendedKeyUsage,
        ]
    }

    mutating func chainMeetsPolicyRequirements(chain: UnverifiedCertificateChain) async -> PolicyEvaluationResult {
        identity.chainMeetsPolicyRequirements(chain: chain)
    }
}
