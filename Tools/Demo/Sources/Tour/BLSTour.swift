import BLS12381
import ByteTools
import CBOR
import CryptoPrimitives

public let blsTour = TourStep(
    name: "BLS",
    summary: "a real mainnet certificate: hash tree → root hash → BLS12-381 checks up to the IC root key"
) { out in
    out.line("-- The IC mainnet root key (DER, 133 bytes = 37-byte prefix + 96-byte G2 point)")
    let rootKey = try BLS12381.Signing.PublicKey(derRepresentation: try Hex.decode(blsTourRootKeyDER))
    out.show("raw G2 key", Hex.encode(rootKey.compressedRepresentation.prefix(16)) + "…")

    out.line("-- A real mainnet certificate (agent-js test fixture, 2022-02-23), delegated to a subnet")
    let certificate = try CBOR(decoding: try Hex.decode(blsTourCertificate)).untagged
    guard let tree = certificate["tree"], let signature = certificate["signature"]?.bytesValue,
          let delegation = certificate["delegation"], let subnetId = delegation["subnet_id"]?.bytesValue,
          let inner = delegation["certificate"]?.bytesValue else {
        out.line("FAILED: certificate fields missing")
        return
    }
    out.show("subnet id", Hex.encode(subnetId))

    out.line("-- The delegation: a root-signed certificate holding the subnet's key")
    let delegationCertificate = try CBOR(decoding: inner).untagged
    guard let delegationTree = delegationCertificate["tree"],
          let delegationSignature = delegationCertificate["signature"]?.bytesValue,
          let subnetKeyDER = blsTourLookup(delegationTree, path: [Array("subnet".utf8), subnetId, Array("public_key".utf8)]) else {
        out.line("FAILED: delegation fields missing")
        return
    }
    let delegationRoot = try blsTourReconstruct(delegationTree)
    out.show("delegation root hash", Hex.encode(delegationRoot))
    let stateRoot = [0x0d] + Array("ic-state-root".utf8)
    let delegationValid = BLS12381.Signing.verify(signature: delegationSignature, message: stateRoot + delegationRoot,
                                     publicKey: rootKey.compressedRepresentation)
    out.show("signed by the root key", delegationValid ? "yes" : "FAILED")
    let subnetKey = try BLS12381.Signing.PublicKey(derRepresentation: subnetKeyDER)
    out.show("subnet key (from the tree)", Hex.encode(subnetKey.compressedRepresentation.prefix(16)) + "…")

    out.line("-- The certificate itself, signed by the subnet key")
    let root = try blsTourReconstruct(tree)
    out.show("root hash", Hex.encode(root))
    let parsedSignature = try BLS12381.Signing.Signature(compressedRepresentation: signature)
    let valid = subnetKey.isValidSignature(parsedSignature, for: stateRoot + root)
    out.show("signed by the subnet", valid ? "yes" : "FAILED")
    if let time = blsTourLookup(tree, path: [Array("time".utf8)]) {
        out.show("/time (LEB128 ns)", Hex.encode(time))
    }
    var tampered = root
    tampered[0] ^= 1
    out.show("one root-hash bit flipped", subnetKey.isValidSignature(parsedSignature, for: stateRoot + tampered) ? "FAILED: accepted" : "rejected")
    out.show("48 zero bytes as signature", BLS12381.Signing.verify(signature: [UInt8](repeating: 0, count: 48), message: stateRoot + root,
                                                     publicKey: subnetKey.compressedRepresentation) ? "FAILED: accepted" : "rejected")

    out.line("-- Keys for emulators and tests (no side-channel hardening: never for real value)")
    let key = try BLS12381.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 0, count: 31) + [42])
    let message = Array("hello, Internet Computer".utf8)
    let ownSignature = key.signature(for: message)
    out.show("signature (G1, 48 bytes)", Hex.encode(ownSignature.compressedRepresentation))
    out.show("verified", key.publicKey.isValidSignature(ownSignature, for: message))

    out.line("-- Bad input is a typed error, never a crash")
    do {
        _ = try BLS12381.Signing.Signature(compressedRepresentation: [0x80] + [UInt8](repeating: 0, count: 46) + [1])
    } catch {
        out.show("x = 1 as a signature", "error: \(error)")
    }
    do {
        _ = try BLS12381.Signing.PublicKey(derRepresentation: try Hex.decode(blsTourRootKeyDER).dropFirst())
    } catch {
        out.show("DER key missing a byte", "error: \(error)")
    }
}

/// The hash of an IC hash tree (interface spec, "Certificate"): empty, fork, labeled, leaf and
/// pruned nodes, each hashed with its domain separator. The full certificate logic (lookups
/// with absence proofs, delegation ranges, freshness) belongs to the ICP agent.
private func blsTourReconstruct(_ node: CBOR) throws -> [UInt8] {
    func domain(_ name: String) -> [UInt8] { [UInt8(name.utf8.count)] + Array(name.utf8) }
    guard let items = node.arrayValue, let kind = items.first?.integer(as: Int.self) else { throw BLSTourError.malformedTree }
    switch (kind, items.count) {
    case (0, 1): return Array(SHA256.hash(data: domain("ic-hashtree-empty")))
    case (1, 3): return Array(SHA256.hash(data: domain("ic-hashtree-fork") + (try blsTourReconstruct(items[1])) + (try blsTourReconstruct(items[2]))))
    case (2, 3):
        guard let label = items[1].bytesValue else { throw BLSTourError.malformedTree }
        return Array(SHA256.hash(data: domain("ic-hashtree-labeled") + label + (try blsTourReconstruct(items[2]))))
    case (3, 2):
        guard let value = items[1].bytesValue else { throw BLSTourError.malformedTree }
        return Array(SHA256.hash(data: domain("ic-hashtree-leaf") + value))
    case (4, 2):
        guard let digest = items[1].bytesValue, digest.count == 32 else { throw BLSTourError.malformedTree }
        return digest
    default: throw BLSTourError.malformedTree
    }
}

/// The leaf value at a label path, or nil (no distinction between absent and pruned here).
private func blsTourLookup(_ node: CBOR, path: [[UInt8]]) -> [UInt8]? {
    guard let items = node.arrayValue, let kind = items.first?.integer(as: Int.self) else { return nil }
    if path.isEmpty { return kind == 3 ? items[1].bytesValue : nil }
    switch kind {
    case 1: return blsTourLookup(items[1], path: path) ?? blsTourLookup(items[2], path: path)
    case 2 where items[1].bytesValue == path[0]: return blsTourLookup(items[2], path: Array(path.dropFirst()))
    default: return nil
    }
}

private enum BLSTourError: Error, CustomStringConvertible {
    case malformedTree
    var description: String { "malformed hash tree" }
}

private let blsTourRootKeyDER = "308182301d060d2b0601040182dc7c0503010201060c2b0601040182dc7c05030201036100814c0e6ec71fab583b08bd81373c255c3c371b2e84863c98a4f1e08b74235d14fb5d9c0cd546d9685f913a0c0b2cc5341583bf4b4392e467db96d65b9bb4cb717112f8472e0d5a4d14505ffd7484b01291091c5f87b98883463f98091a0baaae"

/// agent-js packages/agent/src/certificate.test.ts SAMPLE_CERT_BYTES (Apache-2.0), a real
/// mainnet read_state certificate from 2022-02-23 (../shared/fixtures/icp/VECTORS.md §8a).
private let blsTourCertificate = "d9d9f7a364747265658301830182045820250f5e26868d9c1ea7ab29cbe9c15bf1c47c0d7605e803e39e375a7fe09c6ebb830183024e726571756573745f7374617475738301820458204b268227774ec77ff2b37ecb12157329d54cf376694bdd59ded7803efd82386f83025820edad510eaaa08ed2acd4781324e6446269da6753ec17760f206bbe81c465ff528301830183024b72656a6563745f636f64658203410383024e72656a6563745f6d6573736167658203584443616e69737465722069766733372d71696161612d61616161622d61616167612d63616920686173206e6f20757064617465206d6574686f64202772656769737465722783024673746174757382034872656a65637465648204582097232f31f6ab7ca4fe53eb6568fc3e02bc22fe94ab31d010e5fb3c642301f1608301820458203a48d1fc213d49307103104f7d72c2b5930edba8787b90631f343b3aa68a5f0a83024474696d65820349e2dc939091c696eb16697369676e6174757265583089a2be21b5fa8ac9fab1527e041327ce899d7da971436a1f2165393947b4d942365bfe5488710e61a619ba48388a21b16a64656c65676174696f6ea2697375626e65745f6964581dd77b2a2f7199b9a8aec93fe6fb588661358cf12223e9a3af7b4ebac4026b6365727469666963617465590231d9d9f7a26474726565830182045820ae023f28c3b9d966c8fb09f9ed755c828aadb5152e00aaf700b18c9c067294b483018302467375626e6574830182045820e83bb025f6574c8f31233dc0fe289ff546dfa1e49bd6116dd6e8896d90a4946e830182045820e782619092d69d5bebf0924138bd4116b0156b5a95e25c358ea8cf7e7161a661830183018204582062513fa926c9a9ef803ac284d620f303189588e1d3904349ab63b6470856fc4883018204582060e9a344ced2c9c4a96a0197fd585f2d259dbd193e4eada56239cac26087f9c58302581dd77b2a2f7199b9a8aec93fe6fb588661358cf12223e9a3af7b4ebac402830183024f63616e69737465725f72616e6765738203581bd9d9f781824a000000000020000001014a00000000002fffff010183024a7075626c69635f6b657982035885308182301d060d2b0601040182dc7c0503010201060c2b0601040182dc7c050302010361009933e1f89e8a3c4d7fdcccdbd518089e2bd4d8180a261f18d9c247a52768ebce98dc7328a39814a8f911086a1dd50cbe015e2a53b7bf78b55288893daa15c346640e8831d72a12bdedd979d28470c34823b8d1c3f4795d9c3984a247132e94fe82045820996f17bb926be3315745dea7282005a793b58e76afeb5d43d1a28ce29d2d158583024474696d6582034995b8aac0e4eda2ea16697369676e61747572655830ace9fcdd9bc977e05d6328f889dc4e7c99114c737a494653cb27a1f55c06f4555e0f160980af5ead098acc195010b2f7"
