import BLS12381
import BigNum

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks that a certificate comes from the Internet Computer and answers the question asked:
/// the BLS signature, the delegation from the root to the signing subnet (its own signature, no
/// delegation inside it, the subnet's key, the canister in the subnet's ranges), and the
/// certificate's age. agent-rs checks all of these but the future bound; IcpKit none.
public struct CertificateVerifier: Sendable {
    public var rootKey: RootKey
    /// How old `/time` may be: five minutes, the longest ingress expiry the replica accepts.
    public var maximumAge: Duration
    /// How far ahead of this machine's clock `/time` may be; agent-rs does not check this.
    public var maximumFutureSkew: Duration
    /// The clock ages are measured against (injectable for tests and replayed certificates).
    public var now: @Sendable () -> Date

    /// Delegation certificates whose root signature already verified: a subnet's delegation is
    /// the same in every answer for weeks, so later answers pay one BLS verification, not two.
    /// Shared by copies of this verifier.
    let delegations = DelegationCache()

    public init(
        rootKey: RootKey = .mainnet, maximumAge: Duration = .seconds(300), maximumFutureSkew: Duration = .seconds(300),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.rootKey = rootKey
        self.maximumAge = maximumAge
        self.maximumFutureSkew = maximumFutureSkew
        self.now = now
    }

    /// Who the answer is about: a canister (its subnet must host it) or a subnet (it must be
    /// that subnet's, or the root's when the subnet is the root subnet).
    public enum Scope: Sendable, Hashable {
        case canister(Principal)
        case subnet(Principal)
    }

    /// Decodes and verifies `bytes`; the certificate and what it proves.
    public func verify(_ bytes: [UInt8], for scope: Scope) throws(CertificateError) -> VerifiedCertificate {
        try verify(try Certificate(cbor: bytes), for: scope)
    }

    /// Verifies a decoded certificate; see ``verify(_:for:)-(_,_)``.
    public func verify(_ certificate: Certificate, for scope: Scope) throws(CertificateError) -> VerifiedCertificate {
        let signingKey: BLS12381.Signing.PublicKey
        var subnet: Principal?
        if let delegation = certificate.delegation {
            signingKey = try verifiedSubnetKey(delegation, for: scope)
            subnet = delegation.subnetID
        } else {
            // Signed by the root itself: the root subnet answering about itself or a canister
            // it hosts, which no delegation needs to vouch for (agent-rs accepts the same).
            signingKey = rootKey.publicKey
        }
        try checkSignature(certificate, with: signingKey) { .certificateSignatureInvalid }
        let time = try checkTime(certificate)
        return VerifiedCertificate(certificate: certificate, time: time, subnet: subnet)
    }

    /// The subnet key a delegation hands over, after checking the delegation itself.
    func verifiedSubnetKey(_ delegation: CertificateDelegation, for scope: Scope) throws(CertificateError)
        -> BLS12381.Signing.PublicKey
    {
        let subnet = delegation.subnetID
        let inner: Certificate
        if let known = delegations.verified(delegation.certificate, rootKey: rootKey) {
            inner = known
        } else {
            inner = try Certificate(cbor: delegation.certificate)
            guard inner.delegation == nil else { throw .nestedDelegation(subnet: subnet) }
            try checkSignature(inner, with: rootKey.publicKey) { .delegationSignatureInvalid(subnet: subnet) }
            delegations.remember(delegation.certificate, inner, rootKey: rootKey)
        }
        switch scope {
        case .canister(let canister):
            let ranges = try canisterRanges(in: inner.tree, subnet: subnet, for: canister)
            guard ranges.contains(canister) else { throw .canisterNotInRanges(canister: canister, subnet: subnet) }
        case .subnet(let expected):
            guard expected == subnet else { throw .wrongSubnet(expected: expected, actual: subnet) }
        }
        guard case .found(let der) = inner.tree.lookup([Array("subnet".utf8), subnet.bytes, Array("public_key".utf8)])
        else {
            throw .subnetKeyUnavailable(subnet: subnet)
        }
        do { return try BLS12381.Signing.PublicKey(derRepresentation: der) } catch {
            throw .invalidSubnetKey(subnet: subnet, "\(error)")
        }
    }

    /// The ranges that would hold `canister`: from the sharded layout
    /// (`canister_ranges/<subnet>/<shard>`, the shard with the largest label not above the
    /// canister) when the certificate reveals it, else from `subnet/<subnet>/canister_ranges`.
    /// Ranges revealed in neither layout fail closed.
    func canisterRanges(in tree: HashTree, subnet: Principal, for canister: Principal) throws(CertificateError)
        -> CanisterRanges
    {
        switch tree.lookupSubtree([Array("canister_ranges".utf8), subnet.bytes]) {
        case .found(let shards):
            let labels = shards.childLabels
            guard !labels.isEmpty else { throw .canisterRangesUnavailable(subnet: subnet) }
            // Each shard is labelled with the lowest canister it covers: one below the first
            // shard is not this subnet's.
            guard let shard = labels.last(where: { !canister.bytes.lexicographicallyPrecedes($0) }) else {
                throw .canisterNotInRanges(canister: canister, subnet: subnet)
            }
            guard case .found(let bytes) = shards.lookup([shard]) else {
                throw .canisterRangesUnavailable(subnet: subnet)
            }
            return try CanisterRanges(cbor: bytes)
        case .absent, .unknown:
            // Certificates from before the sharded layout have only the flat one (and a pruned
            // branch where `canister_ranges` would sort). Falling back weakens nothing: the flat
            // ranges must themselves be revealed and are certified by the same root.
            guard
                case .found(let bytes) = tree.lookup([
                    Array("subnet".utf8), subnet.bytes, Array("canister_ranges".utf8),
                ])
            else {
                throw .canisterRangesUnavailable(subnet: subnet)
            }
            return try CanisterRanges(cbor: bytes)
        }
    }

    private func checkSignature(
        _ certificate: Certificate, with key: BLS12381.Signing.PublicKey, orThrow failure: () -> CertificateError
    ) throws(CertificateError) {
        guard let signature = try? BLS12381.Signing.Signature(rawRepresentation: certificate.signature),
            key.isValidSignature(signature, for: certificate.signedMessage)
        else {
            throw failure()
        }
    }

    /// `/time`, within the accepted age and skew.
    private func checkTime(_ certificate: Certificate) throws(CertificateError) -> Date {
        let time = try certificate.time
        let difference = now().timeIntervalSince(time)
        let age = Duration.milliseconds(Int64((difference * 1000).rounded()))
        if age > maximumAge { throw .certificateTooOld(age: age, limit: maximumAge) }
        if .zero - age > maximumFutureSkew {
            throw .certificateFromFuture(ahead: .zero - age, limit: maximumFutureSkew)
        }
        return time
    }
}

/// A certificate that passed every check, with its time and the subnet that signed it (nil for
/// the root).
public struct VerifiedCertificate: Sendable, Hashable {
    public let certificate: Certificate
    public let time: Date
    public let subnet: Principal?

    /// Looks a path up in the verified tree.
    public func lookup(_ path: [[UInt8]]) -> LookupResult { certificate.tree.lookup(path) }
}
