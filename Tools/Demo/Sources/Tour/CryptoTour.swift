import ByteTools
import CryptoPrimitives

public let cryptoTour = TourStep(
    name: "Crypto",
    summary: "BIP-39 mnemonic → secp256k1 and Ed25519 keys → DER → signatures, on OpenSSL and libsecp256k1"
) { out in
    out.line("-- A BIP-39 mnemonic (keysmith's public test phrase: never hold funds with it)")
    let phrase = "verb bottom twelve symptom plastic believe beach cargo inherit viable dice loop"
    let mnemonic = try Mnemonic(phrase: phrase)
    out.show("phrase", phrase)
    out.show("entropy (128 bits)", Hex.encode(mnemonic.entropy))
    out.show("printed as", mnemonic)
    let seed = mnemonic.seed()
    out.show("seed (PBKDF2-HMAC-SHA512)", Hex.encode(seed.prefix(16)) + "… (\(seed.count) bytes)")

    out.line("-- secp256k1 at m/44'/223'/0'/0/0 (BIP-32), as dfx and keysmith derive it")
    let k1 = try BIP32.ExtendedPrivateKey(seed: seed).derived(at: .icpSecp256k1).privateKey
    out.show("private key prints as", k1)
    out.show("public key (compressed)", Hex.encode(k1.publicKey.compressedRepresentation))
    let k1DER = k1.publicKey.derRepresentation
    out.show("DER SubjectPublicKeyInfo", Hex.encode(k1DER))
    out.show("ICP principal", principalText(derPublicKey: k1DER))
    let message = Array("hello, Internet Computer".utf8)
    let signature = try k1.signature(for: message)
    out.show("ECDSA r‖s (RFC 6979, low-S)", Hex.encode(signature.rawRepresentation))
    out.show("same signature as DER", Hex.encode(signature.derRepresentation))
    out.show("verified", k1.publicKey.isValidSignature(signature, for: message))
    out.show("verified, one byte changed", k1.publicKey.isValidSignature(signature, for: message.dropLast() + [0x21]))
    let recoverable = try k1.recoverableSignature(for: message)
    out.show("key recovered (EOS-style)", try recoverable.recoverPublicKey(for: message) == k1.publicKey)
    out.show("SEC1 PEM, first line", k1.pemRepresentation.split(separator: "\n").first.map(String.init) ?? "")

    out.line("-- Ed25519 at m/44'/223'/0'/0'/0' (SLIP-10)")
    let ed = try SLIP10.Ed25519ExtendedPrivateKey(seed: seed).derived(at: .icpEd25519).privateKey
    out.show("public key", Hex.encode(ed.publicKey.rawRepresentation))
    let edDER = ed.publicKey.derRepresentation
    out.show("DER SubjectPublicKeyInfo", Hex.encode(edDER))
    out.show("ICP principal", principalText(derPublicKey: edDER))
    let edSignature = try ed.signature(for: message)
    out.show("signature", Hex.encode(edSignature))
    out.show("verified", ed.publicKey.isValidSignature(edSignature, for: message))

    out.line("-- Bad input is a typed error, never a crash")
    do {
        _ = try Mnemonic(phrase: "verb bottom twelve symptom plastic believe beach cargo inherit viable dice dice")
    } catch {
        out.show("last word replaced", "error: \(error)")
    }
    do {
        _ = try Mnemonic(phrase: "verb bottom twelve symptom plastic believe beach cargo inherit viable dice lopp")
    } catch {
        out.show("misspelt word", "error: \(error)")
    }
    do {
        _ = try Secp256k1.Signing.PublicKey(derRepresentation: k1DER.dropLast())
    } catch {
        out.show("truncated DER key", "error: \(error)")
    }
    do {
        _ = try Secp256k1.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 0xff, count: 32))
    } catch {
        out.show("private key ≥ n", "error: \(error)")
    }

    out.line("-- Hashes, MACs and AES")
    out.show("SHA-256(\"abc\")", SHA256.hash(data: Array("abc".utf8)).hexString)
    out.show("SHA-224(DER key)", SHA224.hash(data: k1DER).hexString)
    let key = SymmetricKey(data: Array("Jefe".utf8))
    out.show(
        "HMAC-SHA256 (RFC 4231 #2)",
        HMAC<SHA256>.authenticationCode(for: Array("what do ya want for nothing?".utf8), using: key).hexString)
    let storageKey = SymmetricKey(data: [UInt8](repeating: 0x42, count: 32))
    let box = try AES.GCM.seal(Array("secret note".utf8), using: storageKey, authenticating: Array("v1".utf8))
    out.show(
        "AES-256-GCM opened",
        String(decoding: try AES.GCM.open(box, using: storageKey, authenticating: Array("v1".utf8)), as: UTF8.self))
    do {
        _ = try AES.GCM.open(box, using: storageKey, authenticating: Array("v2".utf8))
    } catch {
        out.show("wrong associated data", "error: \(error)")
    }
}

/// ICP's self-authenticating principal: SHA-224(DER key) · 0x02, shown as base32 of CRC32 · bytes
/// in groups of five (the ICP agent package will own this; here it shows the pieces line up).
private func principalText(derPublicKey: [UInt8]) -> String {
    let bytes = SHA224.hash(data: derPublicKey).bytes + [0x02]
    let text = Array(Base32.encode(CRC32.bigEndianBytes(of: bytes) + bytes))
    return stride(from: 0, to: text.count, by: 5).map { String(text[$0..<min($0 + 5, text.count)]) }.joined(
        separator: "-")
}
