import BLS12381
import Testing

/// The project's ICP test vectors (VECTORS.md §1 and §9, copied into this file): the IC mainnet
/// root key and IcpKit's BLS vectors.
@Suite struct ICVectorTests {
    static let rootKeyDER = hex(
        "308182301d060d2b0601040182dc7c0503010201060c2b0601040182dc7c05030201036100814c0e6ec71fab583b08bd81373c255c3c371b2e84863c98a4f1e08b74235d14fb5d9c0cd546d9685f913a0c0b2cc5341583bf4b4392e467db96d65b9bb4cb717112f8472e0d5a4d14505ffd7484b01291091c5f87b98883463f98091a0baaae"
    )
    static let rootKeyRaw = Array(rootKeyDER.suffix(96))
    static let helloKey = hex(
        "a7623a93cdb56c4d23d99c14216afaab3dfd6d4f9eb3db23d038280b6d5cb2caaee2a19dd92c9df7001dede23bf036bc0f33982dfb41e8fa9b8e96b5dc3e83d55ca4dd146c7eb2e8b6859cb5a5db815db86810b8d12cee1588b5dbf34a4dc9a5"
    )

    static let valid: [(message: String, signature: String)] = [
        (
            "0d69632d73746174652d726f6f74d37ba673431b273a9db85cc2dcf236496decd32c2ba7d160b19f74c1a3e336a3",
            "b5a4e1b143d6f7c311b1f651f370177a7c5a3c2e7d9d337a28d72815000e34b35ca1dfbe6ca953aa0962116da29a8ee1"
        ),
        (
            "0d69632d73746174652d726f6f7424c20a5ca11f8f672b907cba5d0eb29945307b622da2d21aa01f6d202b8b8de3",
            "83cad0cad53d26b4b8e3445db4a6503f5304215686678c852977e161cbd0ccdc7bdfb207c496d09b01b01f4174a72cdc"
        ),
        (
            "0d69632d73746174652d726f6f7456912744b5e7dd38529eb78faecf748ba0ef4ec3e0af35092f84298e87d6e1c2",
            "b931848dc01a3640f6610e82581b6b200ed00ae31ae3503c8dd363238c010960bc90afb295ff02dd1639aecf1efc8d4e"
        ),
    ]

    @Test func rootKeyParsesFromDERAndRaw() throws {
        let key = try BLS12381.Signing.PublicKey(derRepresentation: Self.rootKeyDER)
        #expect(key == (try BLS12381.Signing.PublicKey(compressedRepresentation: Self.rootKeyRaw)))
        #expect(key.derRepresentation == Self.rootKeyDER)
        #expect(key.compressedRepresentation == Self.rootKeyRaw)
        #expect(BLS12381.Signing.PublicKey.derPrefix.count == 37)
    }

    @Test(arguments: 0..<3)
    func validRootKeySignature(index: Int) throws {
        let vector = Self.valid[index]
        #expect(
            BLS12381.Signing.verify(
                signature: hex(vector.signature), message: hex(vector.message), publicKey: Self.rootKeyRaw))
    }

    @Test func tamperedMessageFails() {
        var message = hex(Self.valid[0].message)
        message[message.count - 1] = 0xa4
        #expect(
            !BLS12381.Signing.verify(
                signature: hex(Self.valid[0].signature), message: message, publicKey: Self.rootKeyRaw))
    }

    @Test func helloVector() {
        let signature = hex(
            "b89e13a212c830586eaa9ad53946cd968718ebecc27eda849d9232673dcd4f440e8b5df39bf14a88048c15e16cbcaabe")
        #expect(BLS12381.Signing.verify(signature: signature, message: Array("hello".utf8), publicKey: Self.helloKey))
        #expect(!BLS12381.Signing.verify(signature: signature, message: Array("hallo".utf8), publicKey: Self.helloKey))
    }

    /// The agent-js mainnet certificate (VECTORS.md §8a, 2022-02-23), its two signatures checked
    /// over root hashes reconstructed from its hash trees (done by the BLS tour with the CBOR
    /// package; this package does not depend on CBOR): the delegation certificate under the
    /// root key, then the certificate under the subnet key that the delegation's tree holds.
    @Test func mainnetDelegatedCertificate() throws {
        let stateRoot = [0x0d] + Array("ic-state-root".utf8)
        let delegationRoot = hex("e6c01e909b4923345ce5970962bcfe3004bfd8474a21dae28f50692502f46d90")
        let delegationSignature = hex(
            "ace9fcdd9bc977e05d6328f889dc4e7c99114c737a494653cb27a1f55c06f4555e0f160980af5ead098acc195010b2f7")
        let root = try BLS12381.Signing.PublicKey(derRepresentation: Self.rootKeyDER)
        #expect(
            root.isValidSignature(
                try BLS12381.Signing.Signature(compressedRepresentation: delegationSignature),
                for: stateRoot + delegationRoot))

        let subnetKey = try BLS12381.Signing.PublicKey(
            derRepresentation: hex(
                "308182301d060d2b0601040182dc7c0503010201060c2b0601040182dc7c050302010361009933e1f89e8a3c4d7fdcccdbd518089e2bd4d8180a261f18d9c247a52768ebce98dc7328a39814a8f911086a1dd50cbe015e2a53b7bf78b55288893daa15c346640e8831d72a12bdedd979d28470c34823b8d1c3f4795d9c3984a247132e94fe"
            ))
        let rootHash = hex("b294b418b11ebe5dd7dd1dcb099e4e0372b9a42aef7a7a37fb4f25667d705ea9")
        let signature = try BLS12381.Signing.Signature(
            compressedRepresentation: hex(
                "89a2be21b5fa8ac9fab1527e041327ce899d7da971436a1f2165393947b4d942365bfe5488710e61a619ba48388a21b1"))
        #expect(subnetKey.isValidSignature(signature, for: stateRoot + rootHash))
        // The subnet's signature is not the root's, and zero bytes are no signature.
        #expect(!root.isValidSignature(signature, for: stateRoot + rootHash))
        #expect(
            !BLS12381.Signing.verify(
                signature: [UInt8](repeating: 0, count: 48), message: stateRoot + rootHash,
                publicKey: subnetKey.compressedRepresentation))
    }

    /// agent-rs o3ow2_subnet_key.bin (VECTORS.md §8b): the certificate signature under the
    /// subnet key from its delegation. Its message hashes through a field element whose low 48
    /// bytes exceed p, which an earlier reduction got wrong while every RFC vector passed.
    @Test func mainnetSubnetSignatureWithWideFieldReduction() {
        let signature = hex(
            "b81c463e25e2f97d39aae596d1fd57349521aca8364bfa51c049f59bb5668d855d5cace6825a4b4a7d0b58c8fa5351da")
        let key = hex(
            "913f6a84f05736c2dd0b2dc3ec838e95419ae0ef426d556f50152a445b9c232495bc051cdabbd46a7bd8879b09720cbb13b3bcd265ff75567dcbf04e9ae1c3a2141229a6757605625b093c5ca34336393e5a88b78df7b0a3a7e5b9841716d0a4"
        )
        let message = hex(
            "0d69632d73746174652d726f6f74b9965de3e2f0619db63a36e206c63b6c14ca717713915c4003c7f27c1c0860c6")
        #expect(BLS12381.Signing.verify(signature: signature, message: message, publicKey: key))
        #expect(
            hexString(HashToG1.hash(message, dst: HashToG1.signatureDST).compressedRepresentation)
                == "afb2ce97c2a9b063c605059df934b3bd2cd74e1e16fd2826f8fa3bbb0b3b4853aebd83ca7caf9db2efb6df077ab84d23")
    }
}
