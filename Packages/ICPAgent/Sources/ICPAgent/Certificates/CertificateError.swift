/// Why a certificate or a signed answer was refused. Each case names what failed, so a caller
/// can tell a forged answer from a stale one or a misrouted one.
public enum CertificateError: Error, Sendable, Hashable, CustomStringConvertible {
    case malformedCertificate(String)
    case malformedHashTree(String)
    case malformedCanisterRanges(String)
    /// A root key that is not a BLS12-381 key in the IC's DER form or 96 raw bytes.
    case invalidRootKey(String)
    /// The BLS signature over the root hash does not verify with the key it must come from.
    case certificateSignatureInvalid
    /// The delegation's certificate is not signed by the root key.
    case delegationSignatureInvalid(subnet: Principal)
    /// A delegation whose certificate has a delegation of its own: only the root may delegate.
    case nestedDelegation(subnet: Principal)
    /// The delegation's certificate does not reveal `subnet/<id>/public_key`.
    case subnetKeyUnavailable(subnet: Principal)
    case invalidSubnetKey(subnet: Principal, String)
    /// Neither `canister_ranges/<id>` nor `subnet/<id>/canister_ranges` is revealed (pruned or absent).
    case canisterRangesUnavailable(subnet: Principal)
    /// The canister the request was for is not one the signing subnet hosts.
    case canisterNotInRanges(canister: Principal, subnet: Principal)
    /// A subnet's answer signed by another subnet.
    case wrongSubnet(expected: Principal, actual: Principal?)
    /// The certificate does not reveal `/time`, or it is not a LEB128 number.
    case timeUnavailable
    /// `/time` lies further back than the accepted age.
    case certificateTooOld(age: Duration, limit: Duration)
    /// `/time` lies further ahead of this machine's clock than the accepted skew.
    case certificateFromFuture(ahead: Duration, limit: Duration)
    /// A query reply without node signatures, or signed by no node of the subnet.
    case missingNodeSignature
    /// A node signature that does not verify, or from a node the subnet does not list.
    case nodeSignatureInvalid(node: Principal)
    case unknownNode(node: Principal)
    /// The tree hides this path behind a pruned branch: it proves neither a value nor its absence.
    case pathPruned(String)
    /// The value at a path is not what the specification says it holds.
    case malformedValue(path: String, reason: String)
    /// The tree does not reveal `subnet/<id>/node`, or lists no node.
    case nodeKeysUnavailable(subnet: Principal)

    public var description: String {
        switch self {
        case .malformedCertificate(let reason): return "malformed certificate: \(reason)"
        case .malformedHashTree(let reason): return "malformed hash tree: \(reason)"
        case .malformedCanisterRanges(let reason): return "malformed canister ranges: \(reason)"
        case .invalidRootKey(let reason): return "invalid root key: \(reason)"
        case .certificateSignatureInvalid:
            return "the certificate's BLS signature does not verify: the answer was not signed by the Internet Computer"
        case .delegationSignatureInvalid(let subnet):
            return "the delegation to subnet \(subnet) is not signed by the root key"
        case .nestedDelegation(let subnet):
            return "the delegation to subnet \(subnet) carries a delegation of its own; only the root key may delegate"
        case .subnetKeyUnavailable(let subnet):
            return "the delegation does not reveal the public key of subnet \(subnet)"
        case let .invalidSubnetKey(subnet, reason): return "the public key of subnet \(subnet) is invalid: \(reason)"
        case .canisterRangesUnavailable(let subnet):
            return "the delegation does not reveal the canister ranges of subnet \(subnet)"
        case let .canisterNotInRanges(canister, subnet):
            return "canister \(canister) is not hosted by subnet \(subnet), which signed the answer"
        case let .wrongSubnet(expected, actual):
            return "the answer for subnet \(expected) is signed by \(actual.map { "subnet \($0)" } ?? "the root key")"
        case .timeUnavailable: return "the certificate does not reveal a valid /time"
        case let .certificateTooOld(age, limit): return "the certificate is \(age) old; at most \(limit) is accepted"
        case let .certificateFromFuture(ahead, limit):
            return "the certificate is \(ahead) ahead of this clock; at most \(limit) is accepted"
        case .missingNodeSignature: return "the query reply carries no node signature"
        case .nodeSignatureInvalid(let node): return "the signature of node \(node) on the query reply does not verify"
        case .unknownNode(let node): return "node \(node) is not a node of the subnet"
        case .pathPruned(let path):
            return "the certificate hides \(path) (pruned), so it proves neither a value nor its absence"
        case let .malformedValue(path, reason): return "the value at \(path) is malformed: \(reason)"
        case .nodeKeysUnavailable(let subnet):
            return "the certificate does not reveal the node keys of subnet \(subnet)"
        }
    }
}
