import CryptoPrimitives
import FuzzSupport

/// Ed25519 public keys from outside bytes, and signatures over outside messages checked with
/// them: the point decoding and the Swift verification (scalar range check, hash reduction, the
/// double multiplication) on hostile input.
///
/// The first byte picks the mode. 1: the next 32 bytes are a private seed; its signature of the
/// rest must verify, and the same signature with one bit flipped (the bit the input's second byte
/// names) must not. Anything else: 32 bytes of key, 64 of signature, the rest the message; a key
/// that decodes keeps its bytes and reads back from its DER, and verifying twice answers the same.
public enum FuzzEd25519Verify: FuzzTarget {
    public static let name = "fuzz-ed25519-verify"

    public static func run(_ bytes: [UInt8]) {
        if bytes.first == 1 {
            checkOwnSignature(Array(bytes.dropFirst()))
            return
        }
        let keyBytes = Array(bytes.prefix(32))
        guard let key = try? Ed25519.Signing.PublicKey(rawRepresentation: keyBytes) else { return }
        fuzzExpect(key.rawRepresentation == keyBytes, "a decoded key does not keep its bytes")
        fuzzExpect(
            (try? Ed25519.Signing.PublicKey(derRepresentation: key.derRepresentation)) == key,
            "a key does not read back from its DER")
        let signature = Array(bytes.dropFirst(32).prefix(64))
        let message = Array(bytes.dropFirst(96))
        let first = key.isValidSignature(signature, for: message)
        fuzzExpect(first == key.isValidSignature(signature, for: message), "verification is not deterministic")
    }

    private static func checkOwnSignature(_ bytes: [UInt8]) {
        guard bytes.count >= 33, let key = try? Ed25519.Signing.PrivateKey(rawRepresentation: bytes.prefix(32)),
            let signature = try? key.signature(for: bytes.dropFirst(32))
        else { return }
        let message = Array(bytes.dropFirst(32))
        fuzzExpect(key.publicKey.isValidSignature(signature, for: message), "a signature made here does not verify")
        var damaged = signature
        let bit = Int(bytes[32]) * 2 % 512
        damaged[bit / 8] ^= 1 << UInt8(bit % 8)
        fuzzExpect(!key.publicKey.isValidSignature(damaged, for: message), "a damaged signature verifies (bit \(bit))")
    }
}
