import ByteTools
import Foundation
import ICPAgent

public let icpAgentTour = TourStep(
    name: "ICPAgent",
    summary:
        "offline: principals and accounts from keys, system canisters by name, signed request envelopes, a mainnet certificate checked end to end"
) { out in
    out.line("-- An identity from a mnemonic (Ed25519 on SLIP-10's path, as dfx and quill derive it)")
    let identity = try Ed25519Identity(
        mnemonic: "verb bottom twelve symptom plastic believe beach cargo inherit viable dice loop")
    out.show("principal (self-authenticating)", identity.sender)
    out.show("class", identity.sender.principalClass)
    out.show("ICP ledger account", AccountIdentifier(owner: identity.sender))
    out.show("ICRC-1 account, subaccount 1", ICRC1Account(owner: identity.sender, subaccount: Subaccount(index: 1)))
    out.show("description hides the key", identity)

    out.line("-- Mainnet's system canisters by name")
    for canister in [SystemCanister.ledger, .governance, .internetIdentity, .ckBTCLedger, .ckETHMinter] {
        out.show(canister.title, canister.principal)
    }
    out.show("named(\"ckbtc-minter\")", SystemCanister.named("ckbtc-minter")?.principal.description ?? "FAILED")

    out.line("-- A signed call: the request id is a hash over the content's fields, whatever their order")
    let ledger = SystemCanister.ledger.principal
    // Fixed expiry and nonce so the tour prints the same id every time.
    let call = CanisterCall(
        canister: ledger, method: "account_balance", argument: [0x44, 0x49, 0x44, 0x4c, 0, 0],
        sender: identity.sender, ingressExpiry: 1_763_796_900_000_000_000, nonce: [1, 2, 3, 4])
    let content = RequestContent.call(call)
    out.show("request id", Hex.encode(content.requestID.bytes))
    let envelope = try await Envelope.signed(content, by: identity)
    out.show(
        "envelope (CBOR, self-described)",
        "\(envelope.encoded().count) bytes, starts \(hex(Array(envelope.encoded().prefix(3))))")
    out.show("signature (Ed25519)", Hex.encode(envelope.senderSignature ?? []).prefix(32) + "…")

    out.line("-- A delegation chain, as Internet Identity issues it, refuses to sign once expired")
    let session = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 7, count: 32))
    let expiry: UInt64 = 1_763_800_000_000_000_000
    let link = try await SignedDelegation.signing(
        Delegation(publicKey: session.publicKeyDER ?? [], expiration: expiry), by: identity)
    let before = try DelegatedIdentity(
        session: session, rootPublicKey: identity.publicKeyDER ?? [], chain: [link],
        now: { Date(timeIntervalSince1970: 1_763_799_000) })
    out.show(
        "sender (the root key's principal)",
        before.sender == identity.sender ? "same as the identity" : "FAILED: differs")
    out.show("signs before expiry", (try? await Envelope.signed(content, by: before)) != nil ? "yes" : "FAILED")
    let after = try DelegatedIdentity(
        session: session, rootPublicKey: identity.publicKeyDER ?? [], chain: [link],
        now: { Date(timeIntervalSince1970: 1_763_800_001) })
    do {
        _ = try await Envelope.signed(content, by: after)
        out.show("signs after expiry", "FAILED: signed")
    } catch {
        out.show("signs after expiry", "error: \(error)")
    }

    out.line("-- A mainnet answer (2022-02-23) verified: BLS, delegation, canister ranges, freshness")
    let bytes = try Hex.decode(mainnetSampleCertificate)
    let certificate = try Certificate(cbor: bytes)
    let madeAt = try certificate.time
    let canister = try Principal(text: "ivg37-qiaaa-aaaab-aaaga-cai")
    // Replayed: the verifier's clock is set a minute after the certificate was made.
    let verifier = CertificateVerifier(now: { madeAt.addingTimeInterval(60) })
    let verified = try verifier.verify(certificate, for: .canister(canister))
    out.show("made at", verified.time)
    out.show("signed by subnet", verified.subnet.map { "\($0)".prefix(23) + "…" } ?? "the root")
    let requestID = try Hex.decode("edad510eaaa08ed2acd4781324e6446269da6753ec17760f206bbe81c465ff52")
    if case .found(let status) = verified.lookup([Array("request_status".utf8), requestID, Array("status".utf8)]) {
        out.show("request_status/…/status", String(decoding: status, as: UTF8.self))
    }
    out.show(
        "request_status/…/reply", "\(verified.lookup([Array("request_status".utf8), requestID, Array("reply".utf8)]))")

    out.line("-- Every other question about it is refused, each with its reason")
    let ledgerAnswer = Result { try verifier.verify(certificate, for: .canister(ledger)) }
    out.show("asked about the ledger", outcome(ledgerAnswer))
    var forged = certificate
    forged.signature[5] ^= 1
    out.show("one signature bit flipped", outcome(Result { try verifier.verify(forged, for: .canister(canister)) }))
    let later = CertificateVerifier(now: { madeAt.addingTimeInterval(600) })
    out.show("checked ten minutes later", outcome(Result { try later.verify(certificate, for: .canister(canister)) }))
    out.show(
        "32 bytes of garbage",
        outcome(Result { try verifier.verify([UInt8](repeating: 0xff, count: 32), for: .canister(canister)) }))
    out.show(
        "a mistyped account id",
        outcome(
            Result { try AccountIdentifier(hex: "6c14be31a1df0f5f061520e5d8e0c08bb3743a671ab4a3bb7b05743a8ca3c1f1") }))
}

/// "accepted" (a failure in this tour, where every case must be refused) or the error.
private func outcome<Value>(_ result: Result<Value, any Error>) -> String {
    switch result {
    case .success: return "FAILED: accepted"
    case .failure(let error): return "error: \(error)"
    }
}
