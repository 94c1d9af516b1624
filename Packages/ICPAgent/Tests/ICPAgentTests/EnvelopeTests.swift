import CBOR
import CryptoPrimitives
import Foundation
import ICPAgent
import Testing

@Suite struct EnvelopeTests {
    func call(sender: Principal) throws -> RequestContent {
        .call(
            CanisterCall(
                canister: try Principal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai"), method: "icrc1_balance_of",
                argument: hex("4449444c0000"), sender: sender, ingressExpiry: 1_700_000_000_000_000_000, nonce: [9]))
    }

    @Test func aSignedEnvelopeCarriesKeySignatureAndContent() async throws {
        let identity = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 5, count: 32))
        let content = try call(sender: identity.sender)
        let envelope = try await Envelope.signed(content, by: identity)
        let bytes = envelope.encoded()
        #expect(Array(bytes.prefix(3)) == [0xd9, 0xd9, 0xf7])
        let decoded = try #require(RequestValue(cbor: try CBOR(decoding: bytes)))
        #expect(decoded["content"] == content.value)
        #expect(decoded["sender_pubkey"] == .blob(try #require(identity.publicKeyDER)))
        #expect(decoded["sender_delegation"] == nil)
        guard case .blob(let signature)? = decoded["sender_sig"] else {
            Issue.record("no signature")
            return
        }
        let key = try Ed25519.Signing.PublicKey(derRepresentation: try #require(identity.publicKeyDER))
        #expect(key.isValidSignature(signature, for: [0x0a] + Array("ic-request".utf8) + content.requestID.bytes))
    }

    @Test func anonymousEnvelopesCarryNoKeyAndNoSignature() async throws {
        let envelope = try await Envelope.signed(try call(sender: .anonymous), by: AnonymousIdentity())
        let decoded = try #require(RequestValue(cbor: try CBOR(decoding: envelope.encoded())))
        #expect(decoded["sender_pubkey"] == nil && decoded["sender_sig"] == nil)
        #expect(decoded["content"]?["sender"] == .blob([0x04]))
    }

    @Test func delegationsTravelWithTheEnvelope() async throws {
        let root = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 1, count: 32))
        let session = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 2, count: 32))
        let link = try await SignedDelegation.signing(
            Delegation(
                publicKey: try #require(session.publicKeyDER), expiration: .max,
                targets: [try Principal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai")]), by: root)
        let identity = try DelegatedIdentity(
            session: session, rootPublicKey: try #require(root.publicKeyDER), chain: [link])
        let envelope = try await Envelope.signed(try call(sender: identity.sender), by: identity)
        let decoded = try #require(RequestValue(cbor: try CBOR(decoding: envelope.encoded())))
        #expect(decoded["sender_pubkey"] == .blob(try #require(root.publicKeyDER)))
        #expect(decoded["sender_delegation"] == .array([link.value]))
        #expect(identity.targets == [try Principal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai")])
    }

    @Test func aContentForAnotherSenderIsRefused() async throws {
        let identity = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 5, count: 32))
        await #expect(throws: EnvelopeError.self) {
            try await Envelope.signed(try call(sender: .anonymous), by: identity)
        }
    }

    @Test func ingressExpiryIsThreeMinutesAheadRoundedDownToTheMinute() {
        let now = Date(timeIntervalSince1970: 1_700_000_030.5)
        let expiry = IngressExpiry.make(now: now)
        #expect(expiry == 1_700_000_160 * 1_000_000_000)  // 1_700_000_210.5 rounded down to :160
        #expect(expiry % 60_000_000_000 == 0)
        // A replica 90 s ahead of this clock moves the expiry with it.
        #expect(IngressExpiry.make(now: now, clockSkew: .seconds(90)) == 1_700_000_280 * 1_000_000_000)
    }
}
