import BigNum
import ByteToolsTesting
import CryptoPrimitives

private let signatureCount = 2_000
private let sha256Rounds = 64
private let mebibyte = 1 << 20

/// 32-byte message hashes, as wallets sign them.
private func messageHashes(seed: UInt64) -> [[UInt8]] {
    var rng = SplitMix64(seed: seed)
    return (0..<signatureCount).map { _ in (0..<4).flatMap { _ in withUnsafeBytes(of: rng.next()) { Array($0) } } }
}

/// A fixed key from a seeded scalar (rejecting the ~2^-128 invalid draws).
private func secp256k1Key(seed: UInt64) -> Secp256k1.Signing.PrivateKey? {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<8 {
        let bytes = (0..<4).flatMap { _ in withUnsafeBytes(of: rng.next()) { Array($0) } }
        if let key = try? Secp256k1.Signing.PrivateKey(rawRepresentation: bytes) { return key }
    }
    return nil
}

private func ed25519Key(seed: UInt64) -> Ed25519.Signing.PrivateKey? {
    var rng = SplitMix64(seed: seed)
    return try? Ed25519.Signing.PrivateKey(
        rawRepresentation: (0..<4).flatMap { _ in withUnsafeBytes(of: rng.next()) { Array($0) } })
}

func cryptoBenchmarks() -> [Benchmark] {
    [
        // libsecp256k1 ECDSA with RFC 6979 nonces over 32-byte hashes (coincurve's `sign(hash, hasher=None)`).
        Benchmark(name: "Crypto.secp256k1Sign", operations: signatureCount) {
            let key = secp256k1Key(seed: 1)
            let hashes = messageHashes(seed: 2)
            return {
                var sum: UInt64 = 0
                for hash in hashes {
                    if let signature = try? key?.signature(forHash: hash) {
                        sum &+= UInt64(signature.rawRepresentation[63])
                    }
                }
                return sum
            }
        },
        Benchmark(name: "Crypto.secp256k1Verify", operations: signatureCount) {
            let key = secp256k1Key(seed: 1)
            let hashes = messageHashes(seed: 2)
            let signatures = hashes.compactMap { try? key?.signature(forHash: $0) }
            return {
                var valid: UInt64 = 0
                guard let publicKey = key?.publicKey else { return 0 }
                for (signature, hash) in zip(signatures, hashes)
                where publicKey.isValidSignature(signature, forHash: hash) {
                    valid &+= 1
                }
                return valid
            }
        },
        Benchmark(name: "Crypto.ed25519Sign", operations: signatureCount) {
            let key = ed25519Key(seed: 3)
            let messages = messageHashes(seed: 4)
            return {
                var sum: UInt64 = 0
                for message in messages {
                    if let signature = try? key?.signature(for: message) { sum &+= UInt64(signature[63]) }
                }
                return sum
            }
        },
        Benchmark(name: "Crypto.ed25519Verify", operations: signatureCount) {
            let key = ed25519Key(seed: 3)
            let messages = messageHashes(seed: 4)
            let signatures = messages.compactMap { try? key?.signature(for: $0) }
            return {
                var valid: UInt64 = 0
                guard let publicKey = key?.publicKey else { return 0 }
                for (signature, message) in zip(signatures, messages)
                where publicKey.isValidSignature(signature, for: message) {
                    valid &+= 1
                }
                return valid
            }
        },
        // SHA-256 of a 1 MiB buffer, reported in GB/s (10^9 bytes per second).
        Benchmark(name: "Crypto.sha256", bytes: sha256Rounds * mebibyte, reportedIn: .gigabytesPerSecond) {
            var rng = SplitMix64(seed: 5)
            let data = (0..<(mebibyte / 8)).flatMap { _ in withUnsafeBytes(of: rng.next()) { Array($0) } }
            return {
                var sum: UInt64 = 0
                for _ in 0..<sha256Rounds { sum &+= UInt64(SHA256.hash(data: data)[0]) }
                return sum
            }
        },
        // BIP-39 mnemonic → seed: PBKDF2-HMAC-SHA512 with 2,048 rounds.
        Benchmark(name: "Crypto.bip39Seed", operations: 50) {
            let mnemonic = try? Mnemonic(
                phrase: "verb bottom twelve symptom plastic believe beach cargo inherit viable dice loop")
            return {
                var sum: UInt64 = 0
                for index in 0..<50 { sum &+= UInt64(mnemonic?.seed(passphrase: String(index)).first ?? 0) }
                return sum
            }
        },
    ]
}
