import BLS12381
import BigNum
// NSLock, which FoundationEssentials does not have.
import Foundation
import ICPAgent

/// A root key and one application subnet with BLS keys of their own, certifying hash trees the
/// way mainnet does: the subnet signs the answer, and a root-signed delegation certificate hands
/// the subnet its key and its canister ranges. A `CertificateVerifier` given ``rootKey``
/// accepts what it issues, so apps can test their handling of certified answers offline, and a
/// verifier that skipped the delegation or the ranges would be caught by it.
///
/// Test keys only: the BLS signing here has no side-channel hardening.
public struct TestCertifier: Sendable {
    /// Where the delegation certificate puts the subnet's canister ranges.
    public enum RangeLayout: Sendable, CaseIterable {
        /// `subnet/<id>/canister_ranges`, one leaf (older replicas).
        case flat
        /// `canister_ranges/<id>/<shard>`, one leaf per range, labelled with its lowest canister.
        case sharded
        /// Both, as replicas wrote them during the migration.
        case both
    }

    /// The subnet's id: the self-authenticating principal of its key, as on mainnet.
    public let subnetID: Principal
    public var canisterRanges: [ClosedRange<Principal>]
    public var layout: RangeLayout
    /// The key a verifier must trust (`CertificateVerifier(rootKey:)`).
    public let rootKey: RootKey
    /// The root key's DER form, as the replica's status answer carries it.
    let rootKeyDER: [UInt8]
    private let rootSecret: BLS12381.Signing.PrivateKey
    private let subnetSecret: BLS12381.Signing.PrivateKey
    /// The subnet key's DER form, as its delegation certificate carries it.
    private let subnetKeyDER: [UInt8]
    /// The delegation certificate, made once per ranges and layout: on mainnet it changes only
    /// when the subnet's ranges do, and agents remember it, so answers cost one BLS signature.
    private let delegations = DelegationCertificates()

    /// - Parameters:
    ///   - seed: picks the two keys, so a test gets the same keys every run (different seeds,
    ///     different networks).
    ///   - canisterRanges: the canisters the subnet hosts.
    ///   - layout: where the delegation certificate puts those ranges.
    public init(seed: UInt8 = 1, canisterRanges: [ClosedRange<Principal>], layout: RangeLayout = .both) {
        // Scalars 256·seed + 1 and 256·seed + 2: nonzero and far below the group order for every
        // seed, so the keys are valid and the force-tries cannot fail.
        rootSecret = try! BLS12381.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 0, count: 30) + [seed, 1])
        subnetSecret = try! BLS12381.Signing.PrivateKey(
            rawRepresentation: [UInt8](repeating: 0, count: 30) + [seed, 2])
        // Derived once: a public key is a scalar multiplication on G2 and its precomputed
        // Miller-loop lines, about 0.3 ms, which `rootKey` used to pay on every status request.
        rootKey = RootKey(publicKey: rootSecret.publicKey)
        rootKeyDER = rootKey.publicKey.derRepresentation
        subnetKeyDER = subnetSecret.publicKey.derRepresentation
        subnetID = .selfAuthenticating(derPublicKey: subnetKeyDER)
        self.canisterRanges = canisterRanges
        self.layout = layout
    }

    /// A certificate of `leaves` and `/time`: signed by the subnet with its delegation, or, when
    /// `delegated` is false, by the root key itself (as the root subnet answers).
    public func certificate(_ leaves: [(path: [[UInt8]], value: [UInt8])], at time: Date, delegated: Bool = true)
        -> Certificate
    {
        let tree = HashTree(leaves: leaves + [(path: [Array("time".utf8)], value: Self.timeLeaf(time))])
        guard delegated else { return Self.signed(tree, by: rootSecret, delegation: nil) }
        let bytes = delegations.certificate(for: canisterRanges, layout: layout) {
            delegationCertificate(at: time).encoded()
        }
        return Self.signed(
            tree, by: subnetSecret, delegation: CertificateDelegation(subnetID: subnetID, certificate: bytes))
    }

    /// The root-signed certificate holding the subnet's key and ranges.
    public func delegationCertificate(at time: Date) -> Certificate {
        let subnet = subnetID.bytes
        var leaves: [(path: [[UInt8]], value: [UInt8])] = [
            ([Array("subnet".utf8), subnet, Array("public_key".utf8)], subnetKeyDER),
            ([Array("time".utf8)], Self.timeLeaf(time)),
        ]
        if layout != .sharded {
            let all = CanisterRanges(ranges: canisterRanges).cbor
            leaves.append(([Array("subnet".utf8), subnet, Array("canister_ranges".utf8)], (try? all.encoded()) ?? []))
        }
        if layout != .flat {
            for range in canisterRanges {
                let shard = CanisterRanges(ranges: [range]).cbor
                leaves.append(
                    ([Array("canister_ranges".utf8), subnet, range.lowerBound.bytes], (try? shard.encoded()) ?? []))
            }
        }
        return Self.signed(HashTree(leaves: leaves), by: rootSecret, delegation: nil)
    }

    private static func signed(
        _ tree: HashTree, by key: BLS12381.Signing.PrivateKey, delegation: CertificateDelegation?
    ) -> Certificate {
        var certificate = Certificate(tree: tree, signature: [], delegation: delegation)
        certificate.signature = key.signature(for: certificate.signedMessage).compressedRepresentation
        return certificate
    }

    /// `/time`: nanoseconds since the epoch, LEB128.
    private static func timeLeaf(_ time: Date) -> [UInt8] {
        LEB128.encode(Nanoseconds.since1970(time))
    }
}

/// The delegation certificates a ``TestCertifier`` has made, by ranges and layout (copies of the
/// certifier share them).
private final class DelegationCertificates: @unchecked Sendable {
    // @unchecked: `made` is behind `lock`.
    private let lock = NSLock()
    private var made: [String: [UInt8]] = [:]

    func certificate(for ranges: [ClosedRange<Principal>], layout: TestCertifier.RangeLayout, make: () -> [UInt8])
        -> [UInt8]
    {
        let key = "\(layout)" + ranges.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ",")
        if let known = lock.withLock({ made[key] }) { return known }
        let bytes = make()
        lock.withLock { made[key] = bytes }
        return bytes
    }
}
