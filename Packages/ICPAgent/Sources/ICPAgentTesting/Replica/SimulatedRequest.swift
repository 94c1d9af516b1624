import CBOR
import CryptoPrimitives
import Foundation
import ICPAgent

/// An envelope a ``ReplicaSimulator`` accepted: parsed, and checked as a replica checks it.
struct SimulatedRequest {
    let id: RequestID
    let content: RequestValue
    let type: String
    let sender: Principal
    let ingressExpiry: UInt64

    /// Why an envelope is refused with HTTP 400.
    struct Refusal: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The longest a request may stay valid ahead of the replica's clock, with some drift.
    static let maximumExpiryAhead: UInt64 = 330 * 1_000_000_000

    /// Reads `body` and checks it: the sender's key and signature (through any delegation
    /// chain: ≤ 20 links, each signed by the key before, unexpired, its targets covering
    /// `canister`), the ingress expiry within the window, and, for a call or query, that the
    /// request names the canister of the route (or the management canister, routed by another).
    init(body: [UInt8], routeCanister canister: Principal, now: Date) throws(Refusal) {
        guard let decoded = try? CBOR(decoding: body), let envelope = RequestValue(cbor: decoded), case .map = envelope
        else {
            throw Refusal("the body is not a CBOR map of text keys")
        }
        guard let content = envelope["content"], case .map = content else {
            throw Refusal("the envelope has no content map")
        }
        guard case .text(let type)? = content["request_type"], ["call", "query", "read_state"].contains(type) else {
            throw Refusal("request_type is not call, query or read_state")
        }
        guard case .blob(let senderBytes)? = content["sender"], let sender = try? Principal(bytes: senderBytes) else {
            throw Refusal("the content has no valid sender")
        }
        guard case .natural(let expiry)? = content["ingress_expiry"] else {
            throw Refusal("the content has no ingress_expiry")
        }
        let nanoseconds = Nanoseconds.since1970(now)
        guard expiry >= nanoseconds, expiry <= nanoseconds + Self.maximumExpiryAhead else {
            throw Refusal(
                "ingress_expiry \(expiry) is outside [\(nanoseconds), \(nanoseconds + Self.maximumExpiryAhead)]")
        }
        if type != "read_state" {
            // The route names the effective canister: the callee itself, except for the
            // management canister, whose calls are routed by the canister they act on.
            guard case .blob(let target)? = content["canister_id"],
                target == canister.bytes || target == Principal.managementCanister.bytes
            else {
                throw Refusal("the request's canister_id is not the canister of the route (\(canister))")
            }
            guard case .text? = content["method_name"], case .blob? = content["arg"] else {
                throw Refusal("a call without method_name or arg")
            }
        }
        id = RequestID(of: content)
        self.content = content
        self.type = type
        self.sender = sender
        ingressExpiry = expiry
        try Self.authenticate(envelope, sender: sender, id: id, canister: canister, now: nanoseconds)
    }

    private static func authenticate(
        _ envelope: RequestValue, sender: Principal, id: RequestID, canister: Principal, now: UInt64
    ) throws(Refusal) {
        if sender == .anonymous {
            guard envelope["sender_pubkey"] == nil, envelope["sender_sig"] == nil else {
                throw Refusal("an anonymous request carries a key or signature")
            }
            return
        }
        guard case .blob(let rootKey)? = envelope["sender_pubkey"], case .blob(let signature)? = envelope["sender_sig"]
        else {
            throw Refusal("a request from \(sender) without sender_pubkey and sender_sig")
        }
        guard sender == .selfAuthenticating(derPublicKey: rootKey) else {
            throw Refusal("the sender is not the principal of sender_pubkey")
        }
        var key = rootKey
        if let chain = envelope["sender_delegation"] {
            guard case .array(let links) = chain, links.count <= 20 else {
                throw Refusal("sender_delegation is not a list of at most 20")
            }
            for (index, link) in links.enumerated() {
                guard case .blob(let delegatedKey)? = link["delegation"]?["pubkey"],
                    case .natural(let expiration)? = link["delegation"]?["expiration"],
                    case .blob(let linkSignature)? = link["signature"]
                else {
                    throw Refusal("delegation \(index) lacks pubkey, expiration or signature")
                }
                var targets: [Principal]?
                if case .array(let list)? = link["delegation"]?["targets"] {
                    targets = list.compactMap {
                        if case .blob(let bytes) = $0 { try? Principal(bytes: bytes) } else { nil }
                    }
                }
                let delegation = Delegation(publicKey: delegatedKey, expiration: expiration, targets: targets)
                guard verify(linkSignature, by: key, of: delegation.signedMessage) else {
                    throw Refusal("delegation \(index) is not signed by the key before it")
                }
                guard expiration > now else { throw Refusal("delegation \(index) expired") }
                guard delegation.allows(canister) else {
                    throw Refusal("delegation \(index) does not allow canister \(canister)")
                }
                key = delegatedKey
            }
        }
        guard verify(signature, by: key, of: id.signedMessage) else { throw Refusal("sender_sig does not verify") }
    }

    /// An Ed25519 or secp256k1 signature (64 bytes r‖s over SHA-256) by a DER key.
    static func verify(_ signature: [UInt8], by key: [UInt8], of message: [UInt8]) -> Bool {
        if let ed25519 = try? Ed25519.Signing.PublicKey(derRepresentation: key) {
            return ed25519.isValidSignature(signature, for: message)
        }
        if let secp256k1 = try? Secp256k1.Signing.PublicKey(derRepresentation: key),
            let ecdsa = try? Secp256k1.Signing.ECDSASignature(rawRepresentation: signature)
        {
            return secp256k1.isValidSignature(ecdsa, for: message)
        }
        return false
    }
}
