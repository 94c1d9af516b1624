import ByteTools
import ByteToolsTesting
import ChildProcessesTesting
import EOSKeys
import Foundation
import Testing
import WorkspaceKit

/// EOSKeys against an independent implementation: Python's `ecdsa` (pure-Python secp256k1) and
/// `base58` from PyPI, with RIPEMD-160 from `hashlib` or, where OpenSSL 3 leaves it out,
/// pycryptodome — all installed by `make deps`. For seeded random private keys (and the edge
/// scalars 1 and n − 1, and the spec's §7 vectors):
/// - Python derives the legacy `EOS…` and `PUB_K1_…` public keys, the WIF and the `PVT_K1_…` string
///   from the key's bytes: they must equal ours, and ours must read theirs back (spec §4.5);
/// - our signature of a random message must carry a checksum Python accepts, verify with
///   `verify_digest` over SHA-256 of the message (`r ‖ s`), be among the keys Python's recovery
///   offers, and recover our key from its own header's recovery id (spec §4.3);
/// - Python signs the message itself with EOSIO's loop (spec §4.4: RFC 6979, then RFC 6979 with
///   the extra data `i ‖ 0³¹`, low-S, both halves canonical), written here in Python over
///   `sign_digest_deterministic`, and encodes it as `SIG_K1_`: ours must parse it, recover our
///   key and find it canonical — and, since both follow the same nonce schedule, the two
///   strings must be the same.
@Suite(.onItsOwnThread) struct EOSKeysDifferentialTests {
    static let pythonHasReference: Bool = {
        (try? ProcessRunner.run("python3", ["-c", Self.prelude]).succeeded) ?? false
    }()

    /// Imports and the RIPEMD-160 the checks need; run alone, it is the availability probe.
    static let prelude = #"""
        import sys, json, hashlib, base58, ecdsa
        from ecdsa import SECP256k1, SigningKey, VerifyingKey, BadSignatureError, ellipticcurve
        from ecdsa.util import sigdecode_string, sigencode_string
        try:
            hashlib.new("ripemd160")
            def ripemd160(data): return hashlib.new("ripemd160", data).digest()
        except ValueError:
            from Crypto.Hash import RIPEMD160
            def ripemd160(data): return RIPEMD160.new(data).digest()
        ripemd160(b"")
        """#

    /// Reads `<scalar hex> m<message hex> <our SIG_K1_>` lines and prints one JSON object per line.
    static let script =
        prelude + #"""

            curve, G, n = SECP256k1.curve, SECP256k1.generator, SECP256k1.order
            p = curve.p()

            def eos_string(prefix, payload, suffix):
                return prefix + base58.b58encode(payload + ripemd160(payload + suffix)[:4]).decode()

            def wif(scalar):
                payload = b"\x80" + scalar
                return base58.b58encode(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]).decode()

            def open_signature(text):
                assert text.startswith("SIG_K1_"), text
                raw = base58.b58decode(text[7:])
                if len(raw) != 69 or ripemd160(raw[:65] + b"K1")[:4] != raw[65:]:
                    return None
                return raw[0], raw[1:33], raw[33:65]

            def recover(e, r, s, recid):
                # SEC 1 §4.1.6: R from x = r (+ n for ids 2, 3) and y's parity, then Q = r⁻¹(sR − eG).
                x = r + (recid >> 1) * n
                if x >= p:
                    return None
                alpha = (x * x * x + curve.a() * x + curve.b()) % p
                beta = pow(alpha, (p + 1) // 4, p)
                if beta * beta % p != alpha:
                    return None
                y = beta if beta % 2 == recid % 2 else p - beta
                R = ellipticcurve.PointJacobi(curve, x, y, 1, n)
                return ((R * s + G * ((-e) % n)) * pow(r, -1, n)).to_affine()

            def compressed(point):
                return bytes([2 + (point.y() & 1)]) + point.x().to_bytes(32, "big")

            def canonical(half):
                return half[0] < 0x80 and not (half[0] == 0 and half[1] < 0x80)

            def eosio_sign(key, digest):
                public = key.verifying_key.to_string("compressed")
                e = int.from_bytes(digest, "big")
                for attempt in range(256):
                    extra = b"" if attempt == 0 else bytes([attempt]) + bytes(31)
                    raw = key.sign_digest_deterministic(digest, hashfunc=hashlib.sha256, sigencode=sigencode_string, extra_entropy=extra)
                    r, s = int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big")
                    if s > n // 2:
                        s = n - s
                    rb, sb = r.to_bytes(32, "big"), s.to_bytes(32, "big")
                    if not (canonical(rb) and canonical(sb)):
                        continue
                    for recid in range(4):
                        point = recover(e, r, s, recid)
                        if point is not None and compressed(point) == public:
                            return bytes([31 + recid]) + rb + sb
                raise ValueError("no canonical signature in 256 attempts")

            for line in open(sys.argv[1]):
                scalar_hex, message_hex, ours = line.split()
                scalar, message = bytes.fromhex(scalar_hex), bytes.fromhex(message_hex[1:])
                key = SigningKey.from_string(scalar, curve=SECP256k1)
                public = key.verifying_key.to_string("compressed")
                digest = hashlib.sha256(message).digest()
                answer = {
                    "legacy": eos_string("EOS", public, b""),
                    "k1": eos_string("PUB_K1_", public, b"K1"),
                    "wif": wif(scalar),
                    "pvt": eos_string("PVT_K1_", scalar, b"K1"),
                    "checksumAccepted": False, "verifies": False, "amongCandidates": False, "recoversFromHeader": False,
                }
                opened = open_signature(ours)
                if opened is not None:
                    header, r, s = opened
                    answer["checksumAccepted"] = True
                    try:
                        answer["verifies"] = key.verifying_key.verify_digest(r + s, digest, sigdecode=sigdecode_string)
                    except BadSignatureError:
                        pass
                    candidates = VerifyingKey.from_public_key_recovery_with_digest(
                        r + s, digest, SECP256k1, hashfunc=hashlib.sha256, sigdecode=sigdecode_string)
                    answer["amongCandidates"] = any(c.to_string("compressed") == public for c in candidates)
                    point = recover(int.from_bytes(digest, "big"), int.from_bytes(r, "big"), int.from_bytes(s, "big"), (header - 27) & 3)
                    answer["recoversFromHeader"] = point is not None and compressed(point) == public
                answer["signature"] = eos_string("SIG_K1_", eosio_sign(key, digest), b"K1")
                print(json.dumps(answer))
            """#

    /// What Python says about one key and message.
    struct Answer: Decodable {
        let legacy: String
        let k1: String
        let wif: String
        let pvt: String
        let checksumAccepted: Bool
        let verifies: Bool
        let amongCandidates: Bool
        let recoversFromHeader: Bool
        let signature: String
    }

    /// The spec's §7 keys, then the edge scalars 1 and n − 1, then `count` seeded random scalars.
    static func keys(seed: UInt64, count: Int) throws -> [EOSPrivateKey] {
        var keys = try [
            "5KQvfsPJ9YvGuVbLRLXVWPNubed6FWvV8yax6cNSJEzB4co3zFu",
            "5KYZdUEo39z3FPrtuX2QbbwGnNP5zTd7yyr2SC1j299sBCnWjss",
            "5Juww5SS6aLWxopXBAWzwqrwadiZKz7XpKAiktXTKcfBGi1DWg8",
            "5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3",
        ].map { try EOSPrivateKey($0) }
        keys.append(try EOSPrivateKey(rawRepresentation: [UInt8](repeating: 0, count: 31) + [1]))
        keys.append(
            try EOSPrivateKey(
                rawRepresentation: try Hex.decode("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140")))
        var generator = SplitMix64(seed: seed)
        while keys.count < count + 6 {
            let bytes = (0..<4).flatMap { _ in withUnsafeBytes(of: generator.next().bigEndian) { Array($0) } }
            // A draw outside 1..<n (odds about 2⁻¹²⁸) is skipped.
            if let key = try? EOSPrivateKey(rawRepresentation: bytes) { keys.append(key) }
        }
        return keys
    }

    /// Random bytes of random length, and texts shaped like the login a wallet signs (§4.1).
    static func message(_ generator: inout SplitMix64, index: Int) -> [UInt8] {
        if index.isMultiple(of: 3) { return Array("1700000\(index)alice\(generator.next())mykey".utf8) }
        let count = Int(generator.next() % 96)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    static func runPython(_ lines: [String]) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory
        let scriptFile = directory.appendingPathComponent("eos-diff-\(UUID().uuidString).py")
        let inputFile = directory.appendingPathComponent("eos-diff-\(UUID().uuidString).txt")
        defer {
            try? FileManager.default.removeItem(at: scriptFile)
            try? FileManager.default.removeItem(at: inputFile)
        }
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        try lines.joined(separator: "\n").write(to: inputFile, atomically: true, encoding: .utf8)
        return try ProcessRunner.checked("python3", [scriptFile.path, inputFile.path]).split(separator: "\n").map(
            String.init)
    }

    @Test(
        .enabled(
            if: pythonHasReference,
            "needs python3 with the ecdsa and base58 packages and RIPEMD-160 (make deps installs them)"))
    func keysAndSignaturesAgreeWithPythonEcdsa() throws {
        let seed: UInt64 = 0xE05_D1FF
        let keys = try Self.keys(seed: seed, count: 90)
        var generator = SplitMix64(seed: seed ^ 0x5151)
        let messages = keys.indices.map { Self.message(&generator, index: $0) }
        let ours = try zip(keys, messages).map { key, message in try key.signature(for: message) }
        let lines = keys.indices.map { index in
            "\(Hex.encode(keys[index].rawRepresentation)) m\(Hex.encode(messages[index])) \(ours[index].string)"
        }
        let output = try Self.runPython(lines)
        try #require(output.count == keys.count, "python answered \(output.count) lines for \(keys.count) keys")

        for (index, line) in output.enumerated() {
            let answer = try JSONDecoder().decode(Answer.self, from: Data(line.utf8))
            let key = keys[index]
            let message = messages[index]
            let signature = ours[index]
            let context = "key \(index) (\(key.publicKey.legacyString)), seed \(seed)"
            // Key strings (§4.5), both ways.
            #expect(answer.legacy == key.publicKey.legacyString, "legacy public key, \(context)")
            #expect(answer.k1 == key.publicKey.k1String, "PUB_K1_ public key, \(context)")
            #expect(answer.wif == key.wif, "WIF, \(context)")
            #expect(answer.pvt == key.pvtK1String, "PVT_K1_, \(context)")
            #expect(try EOSPublicKey(answer.legacy) == key.publicKey, "\(context)")
            #expect(try EOSPublicKey(answer.k1) == key.publicKey, "\(context)")
            #expect(try EOSPrivateKey(answer.wif).rawRepresentation == key.rawRepresentation, "\(context)")
            #expect(try EOSPrivateKey(answer.pvt).rawRepresentation == key.rawRepresentation, "\(context)")
            // Our signature, checked by Python (§4.3).
            #expect(answer.checksumAccepted, "Python refuses the SIG_K1_ checksum of \(signature.string), \(context)")
            #expect(answer.verifies, "Python's verify_digest refuses \(signature.string), \(context)")
            #expect(
                answer.amongCandidates, "Python's recovery does not offer our key for \(signature.string), \(context)")
            #expect(
                answer.recoversFromHeader, "the header of \(signature.string) names the wrong recovery id, \(context)")
            // Python's signature, checked here (§4.3, §4.4).
            let theirs = try EOSSignature(answer.signature)
            #expect(try theirs.recoverPublicKey(for: message) == key.publicKey, "\(answer.signature), \(context)")
            #expect(theirs.isValid(for: message, publicKey: key.publicKey), "\(answer.signature), \(context)")
            #expect(theirs.isCanonical && theirs.isLowS, "\(answer.signature), \(context)")
            #expect(theirs.string == answer.signature, "\(answer.signature) is not written back as read, \(context)")
            #expect(answer.signature == signature.string, "the same nonce schedule gave another signature, \(context)")
        }
        // V1 (§7): Python's loop, like ours, gives the vector's string for "I like turtles".
        let v1 = try Self.runPython([
            "\(Hex.encode(keys[0].rawRepresentation)) m\(Hex.encode(Array("I like turtles".utf8))) \(ours[0].string)"
        ])
        let answer = try JSONDecoder().decode(Answer.self, from: Data(try #require(v1.first).utf8))
        #expect(
            answer.signature
                == "SIG_K1_K6PhJrD6wvjzVQRwTUd82fk3Z4jznnUszjeBH7xGCAsfByCunzSN2KQ2A9ALetFwLTqnK4xvES6Bstt6NNSvGgjgM1Tcxn"
        )
    }
}
