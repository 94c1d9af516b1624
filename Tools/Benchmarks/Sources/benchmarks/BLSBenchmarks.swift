import BLS12381
import ByteTools

// BLS12-381 (module BLS12381 of the Crypto package), IC min-sig: 48-byte G1 signatures, 96-byte
// G2 keys. Figures are ms per operation; blst (assembly, via pyblst) is measured beside
// `Crypto.blsVerify` in alternating rounds by `blsComparisons()` below.
private let blsSignatureCount = 20

/// The IC mainnet root key and three real certificate signatures over `0d ic-state-root · root hash`.
private let blsRootKey: [UInt8] = blsHex(
    "814c0e6ec71fab583b08bd81373c255c3c371b2e84863c98a4f1e08b74235d14fb5d9c0cd546d9685f913a0c0b2cc5341583bf4b4392e467db96d65b9bb4cb717112f8472e0d5a4d14505ffd7484b01291091c5f87b98883463f98091a0baaae"
)
private let blsVectors: [(message: [UInt8], signature: [UInt8])] = [
    (
        blsHex("0d69632d73746174652d726f6f74d37ba673431b273a9db85cc2dcf236496decd32c2ba7d160b19f74c1a3e336a3"),
        blsHex("b5a4e1b143d6f7c311b1f651f370177a7c5a3c2e7d9d337a28d72815000e34b35ca1dfbe6ca953aa0962116da29a8ee1")
    ),
    (
        blsHex("0d69632d73746174652d726f6f7424c20a5ca11f8f672b907cba5d0eb29945307b622da2d21aa01f6d202b8b8de3"),
        blsHex("83cad0cad53d26b4b8e3445db4a6503f5304215686678c852977e161cbd0ccdc7bdfb207c496d09b01b01f4174a72cdc")
    ),
    (
        blsHex("0d69632d73746174652d726f6f7456912744b5e7dd38529eb78faecf748ba0ef4ec3e0af35092f84298e87d6e1c2"),
        blsHex("b931848dc01a3640f6610e82581b6b200ed00ae31ae3503c8dd363238c010960bc90afb295ff02dd1639aecf1efc8d4e")
    ),
]

private func blsHex(_ text: String) -> [UInt8] {
    (try? Hex.decode(text)) ?? []
}

/// Verifies `blsSignatureCount` of the vectors from their bytes (key and signature decoded each
/// time, as a certificate check does) and returns how many were valid: the body of
/// `Crypto.blsVerify` and of our side against blst.
private func verifyFromBytes() -> UInt64 {
    var valid: UInt64 = 0
    for index in 0..<blsSignatureCount {
        let vector = blsVectors[index % blsVectors.count]
        if BLS12381.Signing.verify(signature: vector.signature, message: vector.message, publicKey: blsRootKey) {
            valid &+= 1
        }
    }
    return valid
}

func blsBenchmarks() -> [Benchmark] {
    [
        // Everything a certificate check does: decode key and signature (subgroup checks), hash
        // to G1, one two-pair multi-pairing with a shared final exponentiation.
        Benchmark(name: "Crypto.blsVerify", operations: blsSignatureCount, reportedIn: .millisecondsPerOperation) {
            return verifyFromBytes
        },
        // The same with the key decoded once (an agent keeps the root key; a decoded key holds
        // its precomputed Miller-loop lines).
        Benchmark(
            name: "Crypto.blsVerifyDecodedKey", operations: blsSignatureCount, reportedIn: .millisecondsPerOperation
        ) {
            let key = try? BLS12381.Signing.PublicKey(compressedRepresentation: blsRootKey)
            let signatures = blsVectors.compactMap {
                try? BLS12381.Signing.Signature(compressedRepresentation: $0.signature)
            }
            return {
                var valid: UInt64 = 0
                guard let key, signatures.count == blsVectors.count else { return 0 }
                for index in 0..<blsSignatureCount
                where key.isValidSignature(signatures[index % 3], for: blsVectors[index % 3].message) {
                    valid &+= 1
                }
                return valid
            }
        },
        Benchmark(name: "Crypto.blsHashToG1", operations: 100, reportedIn: .millisecondsPerOperation) {
            return {
                var sum: UInt64 = 0
                for index in 0..<100 {
                    let point = HashToG1.hash(
                        blsVectors[index % 3].message + [UInt8(truncatingIfNeeded: index)], dst: HashToG1.signatureDST)
                    sum &+= UInt64(point.compressedRepresentation[47])
                }
                return sum
            }
        },
        // A two-pair Miller loop through the public API, which computes both G2 points' lines on
        // the fly (verification reuses them for the key and -g2, so its loop is cheaper).
        Benchmark(name: "Crypto.blsMillerLoop2", operations: 50, reportedIn: .millisecondsPerOperation) {
            let pairs = [
                (G1Point.generator, -G2Point.generator),
                (G1Point.generator.multiplied(by: Scalar(7)), G2Point.generator),
            ]
            return {
                var result = Pairing.millerLoop(pairs)
                for _ in 1..<50 { result = result * Pairing.millerLoop(pairs) }
                return result.finalExponentiation().isOne ? 1 : 0
            }
        },
        Benchmark(name: "Crypto.blsFinalExponentiation", operations: 50, reportedIn: .millisecondsPerOperation) {
            let loop = Pairing.millerLoop([(G1Point.generator, G2Point.generator)])
            return {
                var sum: UInt64 = 0
                for _ in 0..<50 where !loop.finalExponentiation().isOne { sum &+= 1 }
                return sum
            }
        },
        Benchmark(name: "Crypto.blsPublicKeyDecode", operations: 50, reportedIn: .millisecondsPerOperation) {
            return {
                var sum: UInt64 = 0
                for _ in 0..<50 where (try? BLS12381.Signing.PublicKey(compressedRepresentation: blsRootKey)) != nil {
                    sum &+= 1
                }
                return sum
            }
        },
        Benchmark(name: "Crypto.blsSignatureDecode", operations: 200, reportedIn: .millisecondsPerOperation) {
            return {
                var sum: UInt64 = 0
                for index in 0..<200
                where (try? BLS12381.Signing.Signature(compressedRepresentation: blsVectors[index % 3].signature))
                    != nil
                { sum &+= 1 }
                return sum
            }
        },
    ]
}

// MARK: Against blst

/// blst (assembly, through pyblst from PyPI) verifying the same three IC signatures under the
/// root key, from bytes as `Crypto.blsVerify` does: decompress the signature (G1) and the key
/// (G2), hash the message to G1 with the IC's ciphersuite, two Miller loops and one final check.
/// `verify N` verifies N signatures and answers how many were valid. pyblst decompresses without
/// the subgroup checks this package makes on every decoded point, so its side does a little less
/// work.
private let blstScript = """
    import sys, pyblst
    key = bytes.fromhex(sys.argv[1])
    vectors = [(bytes.fromhex(m), bytes.fromhex(s)) for m, s in zip(sys.argv[2::2], sys.argv[3::2])]
    dst = b"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_"
    g2 = pyblst.BlstP2Element.uncompress(bytes.fromhex(
        "93e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e"
        "024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8"))
    def verify(message, signature):
        point = pyblst.BlstP1Element.uncompress(signature)
        public = pyblst.BlstP2Element.uncompress(key)
        hashed = pyblst.BlstP1Element.hash_to_group(message, dst)
        return pyblst.final_verify(pyblst.miller_loop(point, g2), pyblst.miller_loop(hashed, public))
    assert all(verify(m, s) for m, s in vectors)
    print("ready", flush=True)
    for line in sys.stdin:
        count = int(line.split()[1])
        print(sum(1 for i in range(count) if verify(*vectors[i % len(vectors)])), flush=True)
    """

/// `Crypto.blsVerifyPaired` (this package, ms per verification from bytes) against
/// `Crypto.blsVerifyBlst` in alternating rounds, and `Crypto.blsVerifyRatio`: our time over
/// blst's (issue 34's goal: at most 1.2).
func blsComparisons() -> [ComparisonBenchmark] {
    [
        ComparisonBenchmark(
            name: "Crypto.blsVerifyPaired", baselineName: "Crypto.blsVerifyBlst",
            operationsPerRound: blsSignatureCount, rounds: 10, overheadName: "Crypto.blsVerifyVersusBlst",
            ratioName: "Crypto.blsVerifyRatio", reportedIn: .millisecondsPerOperation
        ) {
            let arguments =
                [Hex.encode(blsRootKey)] + blsVectors.flatMap { [Hex.encode($0.message), Hex.encode($0.signature)] }
            guard let peer = PythonPeer.start(blstScript, arguments: arguments, for: "Crypto.blsVerifyBlst") else {
                return nil
            }
            return (
                candidate: verifyFromBytes,
                baseline: { UInt64(peer.ask("verify \(blsSignatureCount)") ?? "") ?? 0 }
            )
        }
    ]
}
