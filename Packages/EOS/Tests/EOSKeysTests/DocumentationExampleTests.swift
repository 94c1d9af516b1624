import EOSKeys
import Testing

/// The example in EOSKeys.docc, so that it keeps compiling and stays true.
@Suite struct DocumentationExampleTests {
    @Test func overviewExample() throws {
        let key = try EOSPrivateKey("5KQvfsPJ9YvGuVbLRLXVWPNubed6FWvV8yax6cNSJEzB4co3zFu")
        let message = Array("I like turtles".utf8)
        let signature = try key.signature(for: message)
        let signer = try EOSSignature(signature.string).recoverPublicKey(for: message)
        #expect(signer == key.publicKey)
        #expect(signer.description == "EOS6RrvujLQN1x5Tacbep1KAk8zzKpSThAQXBCKYFfGUYeABhJRin")
    }
}
