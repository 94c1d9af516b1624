import BLS12381
import ByteTools
import ICPAgent

public let blsTour = TourStep(
    name: "BLS",
    summary: "a real mainnet certificate: hash tree → root hash → BLS12-381 checks up to the IC root key"
) { out in
    out.line("-- The IC mainnet root key (DER, 133 bytes = 37-byte prefix + 96-byte G2 point)")
    let rootKey = try BLS12381.Signing.PublicKey(derRepresentation: try Hex.decode(mainnetRootKeyDER))
    out.show("raw G2 key", Hex.encode(rootKey.compressedRepresentation.prefix(16)) + "…")

    // The certificate's structure and hash tree come from ICPAgent; the signatures are checked
    // here by hand with BLS12381, as ICPAgent's CertificateVerifier does inside.
    out.line("-- A real mainnet certificate (agent-js test fixture, 2022-02-23), delegated to a subnet")
    let certificate = try Certificate(cbor: try Hex.decode(mainnetSampleCertificate))
    guard let delegation = certificate.delegation else {
        out.line("FAILED: the certificate has no delegation")
        return
    }
    out.show("subnet id", Hex.encode(delegation.subnetID.bytes))

    out.line("-- The delegation: a root-signed certificate holding the subnet's key")
    let delegationCertificate = try Certificate(cbor: delegation.certificate)
    guard
        case .found(let subnetKeyDER) = delegationCertificate.tree.lookup(
            [Array("subnet".utf8), delegation.subnetID.bytes, Array("public_key".utf8)])
    else {
        out.line("FAILED: the delegation does not reveal the subnet's key")
        return
    }
    out.show("delegation root hash", Hex.encode(delegationCertificate.tree.digest))
    let delegationValid = BLS12381.Signing.verify(
        signature: delegationCertificate.signature, message: delegationCertificate.signedMessage,
        publicKey: rootKey.compressedRepresentation)
    out.show("signed by the root key", delegationValid ? "yes" : "FAILED")
    let subnetKey = try BLS12381.Signing.PublicKey(derRepresentation: subnetKeyDER)
    out.show("subnet key (from the tree)", Hex.encode(subnetKey.compressedRepresentation.prefix(16)) + "…")

    out.line("-- The certificate itself, signed by the subnet key")
    let root = certificate.tree.digest
    out.show("root hash", Hex.encode(root))
    let stateRoot = [0x0d] + Array("ic-state-root".utf8)
    let parsedSignature = try BLS12381.Signing.Signature(compressedRepresentation: certificate.signature)
    let valid = subnetKey.isValidSignature(parsedSignature, for: certificate.signedMessage)
    out.show("signed by the subnet", valid ? "yes" : "FAILED")
    if case .found(let time) = certificate.tree.lookup("time") {
        out.show("/time (LEB128 ns)", Hex.encode(time))
    }
    var tampered = root
    tampered[0] ^= 1
    out.show(
        "one root-hash bit flipped",
        subnetKey.isValidSignature(parsedSignature, for: stateRoot + tampered) ? "FAILED: accepted" : "rejected")
    out.show(
        "48 zero bytes as signature",
        BLS12381.Signing.verify(
            signature: [UInt8](repeating: 0, count: 48), message: stateRoot + root,
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
        _ = try BLS12381.Signing.PublicKey(derRepresentation: try Hex.decode(mainnetRootKeyDER).dropFirst())
    } catch {
        out.show("DER key missing a byte", "error: \(error)")
    }
}
