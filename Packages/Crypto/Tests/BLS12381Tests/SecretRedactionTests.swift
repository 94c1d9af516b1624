import BLS12381
import ByteTools
import Testing

/// The BLS private key keeps its scalar to itself: no rendering shows it, and the type offers
/// no property that returns it other than `rawRepresentation`.
@Suite struct BLSSecretRedactionTests {
    @Test func privateKeysRenderWithoutTheirScalar() throws {
        let secret = hex("263dbd792f5b1be47ed85f8938c0f29586af0d3ac7b977f21c278fe1462040e3")
        let key = try BLS12381.Signing.PrivateKey(rawRepresentation: secret)
        #expect(key.rawRepresentation == secret)
        var dumped = ""
        dump(key, to: &dumped)
        let texts =
            [key.description, key.debugDescription, "\(key)", String(reflecting: key), dumped]
            + Mirror(reflecting: key).children.map { "\($0.label ?? ""): \($0.value)" }
        for text in texts {
            for trace in [Hex.encode(secret), Hex.encode(secret, uppercase: true), Hex.encode(secret.prefix(8))] {
                #expect(!text.contains(trace), "the scalar shows in: \(text)")
            }
        }
        #expect(key.description.hasPrefix("BLS12381.Signing.PrivateKey(<redacted>"))
        #expect(Mirror(reflecting: key).children.map(\.label) == ["publicKey"])
    }
}
