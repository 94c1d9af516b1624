import BigNum
import ByteTools
import CBOR

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A certificate: a hash tree, a BLS signature over its root hash, and, when a subnet signed it,
/// the delegation from the root key to that subnet (interface specification, "Certificate").
public struct Certificate: Sendable, Hashable {
    public var tree: HashTree
    /// 48 bytes, a BLS12-381 G1 point.
    public var signature: [UInt8]
    public var delegation: CertificateDelegation?

    /// The largest certificate accepted: a call's certified reply may be as large as the
    /// Internet Computer's largest reply (2 MiB) plus the tree around it and the delegation, so
    /// the bound matches what `HTTPAgentTransport` reads by default (mainnet's certificates are
    /// otherwise a few kilobytes; a subnet's node list a few dozen).
    public static let maximumSize = 4 << 20

    public init(tree: HashTree, signature: [UInt8], delegation: CertificateDelegation? = nil) {
        self.tree = tree
        self.signature = signature
        self.delegation = delegation
    }

    /// Decodes the CBOR certificate (a self-describe tag allowed).
    ///
    /// - Throws: ``CertificateError/malformedCertificate(_:)`` for bytes that are not a
    ///   certificate (too large, not CBOR, missing or mistyped fields), or the hash tree's error.
    public init(cbor bytes: [UInt8]) throws(CertificateError) {
        guard bytes.count <= Self.maximumSize else {
            throw .malformedCertificate("\(bytes.count) bytes, more than the \(Self.maximumSize) accepted")
        }
        let value: CBOR
        do { value = try CBOR(decoding: bytes) } catch { throw .malformedCertificate("not CBOR: \(error)") }
        guard case .map(let map) = value.untagged else { throw .malformedCertificate("not a map") }
        guard let tree = map[.text("tree")] else { throw .malformedCertificate("no tree") }
        guard case .bytes(let signature)? = map[.text("signature")] else {
            throw .malformedCertificate("no signature byte string")
        }
        self.tree = try HashTree(cbor: tree)
        self.signature = signature
        switch map[.text("delegation")]?.untagged {
        case nil, .null?: delegation = nil  // agent-rs writes an explicit null
        case .map(let fields)?:
            guard case .bytes(let subnet)? = fields[.text("subnet_id")],
                let subnetID = try? Principal(bytes: subnet)
            else {
                throw .malformedCertificate("the delegation has no valid subnet_id")
            }
            guard case .bytes(let certificate)? = fields[.text("certificate")] else {
                throw .malformedCertificate("the delegation has no certificate byte string")
            }
            delegation = CertificateDelegation(subnetID: subnetID, certificate: certificate)
        default:
            throw .malformedCertificate("the delegation is not a map")
        }
    }

    /// The CBOR form ``init(cbor:)`` reads: `tree`, `signature` and, when a subnet signed it,
    /// `delegation` with `subnet_id` and `certificate`.
    public var cbor: CBOR {
        var map: CBORMap = [.text("tree"): tree.cbor, .text("signature"): .bytes(signature)]
        if let delegation {
            map[.text("delegation")] = .map([
                .text("subnet_id"): .bytes(delegation.subnetID.bytes),
                .text("certificate"): .bytes(delegation.certificate),
            ])
        }
        return .map(map)
    }

    /// The certificate as a replica sends it: ``cbor`` behind the self-describe tag.
    public func encoded() -> [UInt8] {
        // Maps of text keys, byte strings and arrays: encoding cannot fail.
        (try? CBOR.tagged(.selfDescribeCBOR, cbor).encoded()) ?? []
    }

    /// When the certificate was made: `/time`, nanoseconds since the epoch as LEB128. Read
    /// before verification it is only what the certificate claims.
    ///
    /// - Throws: ``CertificateError/timeUnavailable`` when the tree does not reveal `/time` or
    ///   it is not a LEB128 number of at most 64 bits and nothing else.
    public var time: Date {
        get throws(CertificateError) {
            guard case .found(let bytes) = tree.lookup("time") else { throw .timeUnavailable }
            var reader = ByteReader(bytes)
            guard let nanoseconds = try? LEB128.decode(UInt64.self, from: &reader), reader.isAtEnd else {
                throw .timeUnavailable
            }
            return Date(timeIntervalSince1970: Double(nanoseconds) / 1e9)
        }
    }

    /// `\x0Dic-state-root` and the tree's root hash: what the signature is over.
    public var signedMessage: [UInt8] { DomainSeparator.stateRoot + tree.digest }
}

/// The root key's permission for a subnet to sign: the subnet's id and a certificate, signed by
/// the root, that holds the subnet's public key and canister ranges.
public struct CertificateDelegation: Sendable, Hashable {
    public var subnetID: Principal
    /// The delegating certificate's CBOR.
    public var certificate: [UInt8]

    public init(subnetID: Principal, certificate: [UInt8]) {
        self.subnetID = subnetID
        self.certificate = certificate
    }
}
