import CryptoPrimitives
import EOSKeys
import FuzzSupport

/// The message every recovered or made signature is checked against (V1's, spec §7).
private let message = Array("I like turtles".utf8)
/// SHA-256 of `message`: the fixed digest recovery runs against.
private let digest = SHA256.hash(data: message).bytes

/// A signature recovers a key for the fixed digest, or refuses with an error — and a key it
/// recovers verifies that signature (recovery and verification agree, high-S or not).
private func checkRecovery(_ signature: EOSSignature) {
    if let key = try? signature.recoverPublicKey(forDigest: digest) {
        fuzzExpect(
            signature.isValid(forDigest: digest, publicKey: key),
            "a recovered key does not verify its signature: \(signature.string)")
        fuzzExpect(
            (try? signature.recoverPublicKey(for: message)) == key,
            "recovery for the message and for its digest differ: \(signature.string)")
    }
    _ = try? signature.recoverPublicKey(forDigest: digest.dropLast())
    // Written and read back, the signature is the same, and writing is stable.
    let text = signature.string
    let again = try? EOSSignature(text)
    fuzzExpect(again == signature, "a signature does not read back from its string: \(text)")
    fuzzExpect(again?.string == text, "a signature's string changes when written again: \(text)")
    fuzzExpect(
        (try? EOSSignature(rawRepresentation: signature.rawRepresentation)) == signature,
        "a signature does not read back from its bytes: \(text)")
}

/// Both string forms of a public key read back as the key.
private func checkStrings(_ key: EOSPublicKey) {
    fuzzExpect(
        (try? EOSPublicKey(key.legacyString)) == key,
        "a public key does not read back from its legacy string: \(key.legacyString)")
    fuzzExpect(
        (try? EOSPublicKey(key.k1String)) == key,
        "a public key does not read back from its PUB_K1_ string: \(key.k1String)")
}

/// Both string forms of a private key read back as the key, and the key's canonical signature of
/// the fixed message verifies and recovers its public key.
private func checkKey(_ key: EOSPrivateKey) {
    fuzzExpect(
        (try? EOSPrivateKey(key.wif))?.rawRepresentation == key.rawRepresentation,
        "a private key does not read back from its WIF")
    fuzzExpect(
        (try? EOSPrivateKey(key.pvtK1String))?.rawRepresentation == key.rawRepresentation,
        "a private key does not read back from PVT_K1_")
    checkStrings(key.publicKey)
    guard let signature = try? key.signature(for: message) else {
        fuzzExpect(false, "a valid private key cannot sign")
        return
    }
    fuzzExpect(
        signature.isCanonical && signature.isLowS,
        "a signature made here is not canonical and low-S: \(signature.string)")
    fuzzExpect(
        (try? signature.recoverPublicKey(for: message)) == key.publicKey,
        "a signature made here does not recover its key: \(signature.string)")
    checkRecovery(signature)
}

/// The header byte of a `SIG_K1_` string's payload, when its base58 decodes.
private func header(of text: String) -> UInt8? {
    guard text.hasPrefix("SIG_K1_") else { return nil }
    return (try? Base58.decode(String(text.dropFirst(7))))?.first
}

/// The input's first byte picks raw bytes (1: a 65-byte signature `h ‖ r ‖ s`, 2: a 33-byte
/// compressed point, 3: a 32-byte scalar), so the fuzzer reaches recovery and signing without
/// having to forge a RIPEMD-160 checksum; anything else is text given to all three parsers.
public enum FuzzEOSSignature: FuzzTarget {
    public static let name = "fuzz-eos-signature"

    public static func run(_ bytes: [UInt8]) {
        switch bytes.first {
        case 1?:
            if let signature = try? EOSSignature(rawRepresentation: bytes.dropFirst().prefix(65)) {
                checkRecovery(signature)
            }
        case 2?:
            if let key = try? EOSPublicKey(compressedRepresentation: bytes.dropFirst().prefix(33)) {
                fuzzExpect(
                    key.compressedRepresentation == Array(bytes.dropFirst().prefix(33)),
                    "a point does not keep its bytes")
                checkStrings(key)
            }
        case 3?:
            if let key = try? EOSPrivateKey(rawRepresentation: bytes.dropFirst().prefix(32)) { checkKey(key) }
        default:
            let text = String(decoding: bytes, as: UTF8.self)
            if let signature = try? EOSSignature(text) {
                checkRecovery(signature)
                // A string with the header this package writes (31 + recid) is reproduced exactly;
                // 27…30 read as the same signature and are written as 31…34.
                if let header = header(of: text), (31...34).contains(header) {
                    fuzzExpect(signature.string == text, "a SIG_K1_ string is not written back as read: \(text)")
                }
            }
            if let key = try? EOSPublicKey(text) {
                checkStrings(key)
                fuzzExpect(
                    key.legacyString == text || key.k1String == text,
                    "a public key string is not written back as read: \(text)")
            }
            if let key = try? EOSPrivateKey(text) {
                checkKey(key)
                fuzzExpect(
                    key.wif == text || key.pvtK1String == text, "a private key string is not written back as read")
            }
        }
    }
}
