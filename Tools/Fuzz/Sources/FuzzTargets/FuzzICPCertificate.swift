import FuzzSupport
import ICPAgent

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The canister most seed certificates answer about.
private let canister = try! Principal(text: "ivg37-qiaaa-aaaab-aaaga-cai")

/// `Certificate(cbor:)` and its delegation, then `CertificateVerifier.verify` for a canister and a
/// subnet.
public enum FuzzICPCertificate: FuzzTarget {
    public static let name = "fuzz-icp-certificate"

    public static func run(_ bytes: [UInt8]) {
        guard let certificate = try? Certificate(cbor: bytes) else { return }
        _ = certificate.signedMessage
        if let delegation = certificate.delegation { _ = try? Certificate(cbor: delegation.certificate) }
        // A replica's answer goes through the whole verifier (delegation, both signatures, ranges,
        // time), judged as if it had just arrived so the checks after the signatures are reached.
        // Nothing in it may crash or hang the verifier; when mutated bytes still verify (the signed
        // tree unchanged, say), what is reported is that tree and its delegation's subnet.
        let time = (try? certificate.time) ?? Date(timeIntervalSince1970: 0)
        let verifier = CertificateVerifier(now: { time })
        for scope in [
            CertificateVerifier.Scope.canister(canister),
            .subnet(certificate.delegation?.subnetID ?? .managementCanister),
        ] {
            if let verified = try? verifier.verify(certificate, for: scope) {
                fuzzExpect(
                    verified.subnet == certificate.delegation?.subnetID,
                    "a verified certificate names another subnet than its delegation")
                fuzzExpect(
                    verified.certificate.tree.digest == certificate.tree.digest, "a verified certificate's tree changed"
                )
            }
        }
    }
}
