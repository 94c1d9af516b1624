import Foundation
import ICPAgent
import Testing

/// Compiles and runs the example in Packages/ICPAgent/README.md; the region between the markers
/// must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        let certificateBytes = try Fixtures.certificate("ivg37_time")
        let replayTime = try certificateTime(certificateBytes)
        // README-EXAMPLE-BEGIN
        let identity = try Ed25519Identity(
            mnemonic: "verb bottom twelve symptom plastic believe beach cargo inherit viable dice loop")
        let account = AccountIdentifier(owner: identity.sender)  // the ICP ledger account

        let ledger = try Principal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai")
        let call = CanisterCall(
            canister: ledger, method: "account_balance", argument: [0x44, 0x49, 0x44, 0x4c, 0, 0],
            sender: identity.sender, ingressExpiry: IngressExpiry.make())
        let envelope = try await Envelope.signed(.call(call), by: identity)
        let body = envelope.encoded()  // CBOR to POST to /api/v4/canister/<id>/call

        // An answer about canister ivg37 is only trusted once its certificate verifies: the BLS
        // signature, the delegation to the subnet, the canister in its ranges, the time.
        let verifier = CertificateVerifier(rootKey: .mainnet, now: { replayTime })
        let verified = try verifier.verify(
            certificateBytes, for: .canister(try Principal(text: "ivg37-qiaaa-aaaab-aaaga-cai")))
        let time = verified.lookup([Array("time".utf8)])  // .found(LEB128 nanoseconds)
        // README-EXAMPLE-END

        #expect(account.description.count == 64)
        #expect(Array(body.prefix(3)) == [0xd9, 0xd9, 0xf7])
        #expect(envelope.senderSignature?.count == 64)
        #expect(verified.subnet != nil)
        guard case .found = time else {
            Issue.record("no /time")
            return
        }
    }
}
