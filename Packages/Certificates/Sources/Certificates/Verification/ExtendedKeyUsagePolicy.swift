import SwiftASN1
import X509

/// The extended key usage check swift-certificates 1.21.1 does not ship: the leaf must allow
/// `required` (or `anyExtendedKeyUsage`), or carry no extended key usage extension at all.
/// Only the leaf is checked: RFC 5280 gives the extension no meaning on CA certificates.
struct ExtendedKeyUsagePolicy: VerifierPolicy, Sendable {
    let required: ExtendedKeyUsage.Usage?

    /// The extension is understood here even when nothing is required: "no requirement" is an
    /// answer to what it restricts, so a critical one does not make the chain unusable.
    let verifyingCriticalExtensions: [ASN1ObjectIdentifier] = [.X509ExtensionID.extendedKeyUsage]

    func chainMeetsPolicyRequirements(chain: UnverifiedCertificateChain) -> PolicyEvaluationResult {
        guard let required else { return .meetsPolicy }
        let usages: ExtendedKeyUsage?
        do {
            usages = try chain.leaf.extensions.extendedKeyUsage
        } catch {
            return .failsToMeetPolicy(reason: "the leaf's extended key usage extension is malformed")
        }
        guard let usages else { return .meetsPolicy }
        if usages.contains(required) || usages.contains(.any) { return .meetsPolicy }
        return .failsToMeetPolicy(reason: "the leaf does not allow \(required)")
    }
}
