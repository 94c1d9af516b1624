import CryptoPrimitives
import Deeplink
import DeeplinkVerification
import EOSChain
import EOSKeys

// Issue 20's figures.
//
// Deeplink.verifyLogin          full login verifications/s (`LoginVerifier.verify`): the account
//                               comes from an `InMemoryEOSChain` (the "account cached" case: no
//                               node round trip), the replay guard is on, as in production — a
//                               fresh `LoginReplayGuard` per measured batch, its capacity above
//                               the batch and its clock at the logins' timestamp, and every login
//                               of a batch has its own uuID, so each one is checked, verified and
//                               claimed, never refused as a replay
// Deeplink.verifyLoginBaseline  one secp256k1 recovery + one verify (libsecp256k1 through
//                               CryptoPrimitives) over a precomputed 32-byte digest, per login
// Deeplink.verifyLoginOverhead  the median per-round excess of the first over the second (%), and
// Deeplink.verifyLoginRatio     the same as a factor (the goal: within 1.2×)
// Deeplink.parseCallback        callbacks/s, alternately a MYKEY login callback (payload decoded
//                               and read as a `LoginBody`) and a SimpleWallet transfer callback
//
// EOS signing, which this list had as Deeplink.sign, is EOS.sign now (EOSBenchmarks.swift).

/// Logins per batch (one batch per timed call).
private let loginCount = 2_000
private let callbackPairs = 5_000
/// The logins' timestamp, and the replay guard's clock.
private let loginTime: Int64 = 1_700_000_000

/// V4 of the spec (§7), the EOSIO development key: the account's active key.
private let activeKeyWIF = "5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3"
/// V1 (§7): the owner key, so the chain lists more than the one key that signs.
private let ownerKeyWIF = "5KQvfsPJ9YvGuVbLRLXVWPNubed6FWvV8yax6cNSJEzB4co3zFu"

/// An ordinary account, `benchaccount`, whose active key signs the logins.
private struct LoginFixture {
    let key: EOSPrivateKey
    let chain: InMemoryEOSChain
    let account: String

    init?() {
        guard let active = try? EOSPrivateKey(activeKeyWIF), let owner = try? EOSPrivateKey(ownerKeyWIF),
            let name = try? EOSName("benchaccount"), let activeName = try? EOSName("active"),
            let ownerName = try? EOSName("owner")
        else { return nil }
        let account = EOSAccount(
            accountName: name,
            permissions: [
                EOSPermission(
                    permName: activeName, parent: "owner",
                    requiredAuth: EOSAuthority(
                        threshold: 1, keys: [EOSKeyWeight(key: active.publicKey.legacyString, weight: 1)])),
                EOSPermission(
                    permName: ownerName, parent: "",
                    requiredAuth: EOSAuthority(
                        threshold: 1, keys: [EOSKeyWeight(key: owner.publicKey.k1String, weight: 1)])),
            ])
        key = active
        chain = InMemoryEOSChain(accounts: [account])
        self.account = "benchaccount"
    }

    /// `count` logins as a wallet signs them, each with its own uuID.
    func logins(_ count: Int) -> [LoginBody]? {
        var bodies: [LoginBody] = []
        for index in 0..<count {
            let uuID = "bench-login-\(index)"
            let timestamp = String(loginTime)
            guard let signature = try? key.signature(for: Array((timestamp + account + uuID + "mykey").utf8)) else {
                return nil
            }
            bodies.append(
                LoginBody(
                    account: account, uuID: uuID, ref: "mykey", sign: signature.string, timestampText: timestamp,
                    timestampForm: .jsonNumber))
        }
        return bodies
    }
}

func deeplinkComparisons() -> [ComparisonBenchmark] {
    [
        ComparisonBenchmark(
            name: "Deeplink.verifyLogin", baselineName: "Deeplink.verifyLoginBaseline", operationsPerRound: loginCount,
            rounds: 7,
            ratioName: "Deeplink.verifyLoginRatio"
        ) {
            guard let fixture = LoginFixture(), let logins = fixture.logins(loginCount) else { return nil }
            let chain = fixture.chain
            let candidate = { () -> UInt64 in
                waitForChecksum {
                    let verifier = LoginVerifier(
                        chain: chain, replayGuard: LoginReplayGuard(capacity: loginCount * 2, now: { loginTime }))
                    var verified: UInt64 = 0
                    for login in logins {
                        let signer = try await verifier.verify(login, expectedUUID: login.uuID)
                        if signer.permission == .active { verified &+= 1 }
                    }
                    return verified
                }
            }
            // The same signatures, parsed and hashed beforehand: only the curve work is left.
            var digests: [[UInt8]] = []
            var signatures: [Secp256k1.Recovery.ECDSASignature] = []
            for login in logins {
                guard let signature = try? EOSSignature(login.sign) else { return nil }
                digests.append(SHA256.hash(data: Array(login.signedText.utf8)).bytes)
                signatures.append(signature.recoverableSignature)
            }
            let publicKey = fixture.key.publicKey.secp256k1Key
            let baseline = { () -> UInt64 in
                var valid: UInt64 = 0
                for (signature, digest) in zip(signatures, digests) {
                    guard let recovered = try? signature.recoverPublicKey(forHash: digest) else { continue }
                    if recovered == publicKey && publicKey.isValidSignature(signature.signature, forHash: digest) {
                        valid &+= 1
                    }
                }
                return valid
            }
            // A setup that does not verify would time the error path.
            guard candidate() == UInt64(loginCount), baseline() == UInt64(loginCount) else { return nil }
            return (candidate, baseline)
        }
    ]
}

func deeplinkBenchmarks() -> [Benchmark] {
    [
        Benchmark(name: "Deeplink.parseCallback", operations: 2 * callbackPairs) {
            guard let fixture = LoginFixture(), let login = fixture.logins(1)?.first else { return nil }
            let mykey = MYKEYCallback.url(
                callback: "mydapp://example.com/mykey?action=login&callBackId=6F1C2A9B0D3E4F5A6B7C8D9E0F1A2B3C",
                outcome: .success, payload: .object(login.jsonObject))
            let simpleWallet = SimpleWalletCallback.url(
                callback: "mydapp://example.com?action=transfer", outcome: .success,
                txID: "6b2d1cbe4a1d1f0c3c8fb6b23ac6ff1bc7e0c9e4b5cc0a2f6d1e9a4c2b1d0e3f")
            guard (try? MYKEYCallback(parsing: mykey).loginBody()) == login,
                (try? SimpleWalletCallback(parsing: simpleWallet))?.txID != nil
            else { return nil }
            return {
                var sum: UInt64 = 0
                for _ in 0..<callbackPairs {
                    if let body = try? MYKEYCallback(parsing: mykey).loginBody() {
                        sum &+= UInt64(body.sign.utf8.count)
                    }
                    if let callback = try? SimpleWalletCallback(parsing: simpleWallet) {
                        sum &+= UInt64(callback.outcome.result)
                    }
                }
                return sum
            }
        }
    ]
}
