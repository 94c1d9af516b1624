import FuzzSupport
import ICPAgent
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The canister most seed certificates answer about.
let canister = try! Principal(text: "ivg37-qiaaa-aaaab-aaaga-cai")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    guard let certificate = try? Certificate(cbor: bytes) else { return 0 }
    _ = certificate.signedMessage
    if let delegation = certificate.delegation { _ = try? Certificate(cbor: delegation.certificate) }
    // A replica's answer goes through the whole verifier (delegation, both signatures, ranges,
    // time), judged as if it had just arrived so the checks after the signatures are reached.
    // Nothing in it may crash or hang the verifier; when mutated bytes still verify (the signed
    // tree unchanged, say), what is reported is that tree and its delegation's subnet.
    let time = (try? certificate.time) ?? Date(timeIntervalSince1970: 0)
    let verifier = CertificateVerifier(now: { time })
    for scope in [CertificateVerifier.Scope.canister(canister), .subnet(certificate.delegation?.subnetID ?? .managementCanister)] {
        if let verified = try? verifier.verify(certificate, for: scope) {
            fuzzExpect(verified.subnet == certificate.delegation?.subnetID, "a verified certificate names another subnet than its delegation")
            fuzzExpect(verified.certificate.tree.digest == certificate.tree.digest, "a verified certificate's tree changed")
        }
    }
    return 0
}
