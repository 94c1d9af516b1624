import EOSKeys
import Testing

/// The example in EOSKeys.docc and Packages/EOS/README.md, so that it keeps compiling and stays
/// true; the region between the markers must stay identical to the README's code block.
@Suite struct DocumentationExampleTests {
    @Test func overviewExample() throws {
        // README-EXAMPLE-BEGIN
        let key = try EOSPrivateKey("5KQvfsPJ9YvGuVbLRLXVWPNubed6FWvV8yax6cNSJEzB4co3zFu")
        let message = Array("I like turtles".utf8)
        let signature = try key.signature(for: message)  // SHA-256, then canonical signing
        let signer = try EOSSignature(signature.string).recoverPublicKey(for: message)
        // signer == key.publicKey, EOS6RrvujLQN1x5Tacbep1KAk8zzKpSThAQXBCKYFfGUYeABhJRin
        // README-EXAMPLE-END
        #expect(signer == key.publicKey)
        #expect(signer.description == "EOS6RrvujLQN1x5Tacbep1KAk8zzKpSThAQXBCKYFfGUYeABhJRin")
    }
}
