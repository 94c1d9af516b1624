import Deeplink
import EOSChain
import EOSKeys
import Testing

@testable import DeeplinkVerification

@Suite("LoginVerifier: signature, account keys, MYKEY reserved keys, freshness and replays")
struct LoginVerifierTests {
    typealias F = VerificationFixture

    static func verifier(window: Int64 = 300) -> LoginVerifier {
        LoginVerifier(chain: F.chain, replayGuard: LoginReplayGuard(window: .seconds(window), now: { F.now }))
    }

    @Test("an active key, an owner key in PUB_K1_ form, and a MYKEY reserved key are accepted")
    func accepted() async throws {
        let verifier = Self.verifier()
        let active = try await verifier.verify(F.login(uuID: "a"), expectedUUID: "a")
        #expect(
            active == VerifiedSigner(account: F.name("alice"), publicKey: F.activeKey.publicKey, permission: .active))
        let owner = try await verifier.verify(F.login(uuID: "b", key: F.ownerKey))
        #expect(owner.permission == .owner)
        let mykey = try await verifier.verify(F.login(account: "mykeyuser123", uuID: "c", key: F.mykeyKeys[3]))
        #expect(mykey.permission == .mykeyReserved)
        #expect(mykey.publicKey == F.mykeyKeys[3].publicKey)
    }

    @Test("a MYKEY account's admin and operation keys (keydata 0…2) are not accepted")
    func mykeyOtherKeys() async throws {
        for index in 0..<3 {
            let error = await #expect(throws: LoginVerificationError.self) {
                _ = try await Self.verifier().verify(
                    F.login(account: "mykeyuser123", uuID: "k\(index)", key: F.mykeyKeys[index]))
            }
            #expect(error == .keyNotAuthorized(account: F.name("mykeyuser123"), key: F.mykeyKeys[index].publicKey))
        }
    }

    @Test("a manager that is not trusted is not asked")
    func untrustedManager() async throws {
        let verifier = LoginVerifier(chain: F.chain, mykeyManagers: [F.name("othermanager")], replayGuard: nil)
        let error = await #expect(throws: LoginVerificationError.self) {
            _ = try await verifier.verify(F.login(account: "mykeyuser123", key: F.mykeyKeys[3]))
        }
        #expect(error == .keyNotAuthorized(account: F.name("mykeyuser123"), key: F.mykeyKeys[3].publicKey))
    }

    @Test("a key whose weight does not reach the threshold alone is refused")
    func threshold() async throws {
        let error = await #expect(throws: LoginVerificationError.self) {
            _ = try await Self.verifier().verify(F.login(account: "multisig"))
        }
        #expect(error == .keyNotAuthorized(account: F.name("multisig"), key: F.activeKey.publicKey))
    }

    @Test("a key not in the account is refused, naming the key")
    func stranger() async throws {
        let error = await #expect(throws: LoginVerificationError.self) {
            _ = try await Self.verifier().verify(F.login(key: F.strangerKey))
        }
        #expect(error == .keyNotAuthorized(account: F.name("alice"), key: F.strangerKey.publicKey))
        #expect(error?.description.contains(F.strangerKey.publicKey.legacyString) == true)
    }

    @Test("the signed text is the text received: any change to a field breaks the signature's key")
    func tampering() async throws {
        var changed = F.login()
        changed.ref = "other wallet"
        let error = await #expect(throws: LoginVerificationError.self) { _ = try await Self.verifier().verify(changed) }
        guard case .keyNotAuthorized = error else {
            Issue.record("expected keyNotAuthorized, got \(String(describing: error))")
            return
        }
        // The same number written differently is different signed text.
        var padded = F.login(timestamp: "0\(F.now)")
        padded.timestampText = String(F.now)
        let padding = await #expect(throws: LoginVerificationError.self) {
            _ = try await Self.verifier().verify(padded)
        }
        guard case .keyNotAuthorized = padding else {
            Issue.record("expected keyNotAuthorized, got \(String(describing: padding))")
            return
        }
    }

    @Test(
        "signatures that do not parse are badSignature",
        arguments: [
            "", "SIG_K1_",
            "SIG_R1_K6PhJrD6wvjzVQRwTUd82fk3Z4jznnUszjeBH7xGCAsfByCunzSN2KQ2A9ALetFwLTqnK4xvES6Bstt6NNSvGgjgM1Tcxn",
            "SIG_K1_K6PhJrD6wvjzVQRwTUd82fk3Z4jznnUszjeBH7xGCAsfByCunzSN2KQ2A9ALetFwLTqnK4xvES6Bstt6NNSvGgjgM1Tcxm",
            String(repeating: "SIG_K1_", count: 100),
        ])
    func badSignatures(sign: String) async throws {
        var login = F.login()
        login.sign = sign
        let error = await #expect(throws: LoginVerificationError.self) { _ = try await Self.verifier().verify(login) }
        guard case .badSignature = error else {
            Issue.record("expected badSignature, got \(String(describing: error))")
            return
        }
    }

    @Test("a replayed uuID is refused; a forged attempt does not use up the real login's uuID")
    func replay() async throws {
        let verifier = Self.verifier()
        let forged = await #expect(throws: LoginVerificationError.self) {
            _ = try await verifier.verify(F.login(uuID: "once", key: F.strangerKey))
        }
        guard case .keyNotAuthorized = forged else {
            Issue.record("expected keyNotAuthorized, got \(String(describing: forged))")
            return
        }
        _ = try await verifier.verify(F.login(uuID: "once"))
        let replayed = await #expect(throws: LoginVerificationError.self) {
            _ = try await verifier.verify(F.login(uuID: "once"))
        }
        #expect(replayed == .replayed(uuID: "once"))
    }

    @Test("two identical logins verified at the same time: exactly one is accepted")
    func concurrentReplay() async throws {
        let verifier = Self.verifier()
        let login = F.login(uuID: "race")
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask { (try? await verifier.verify(login)) != nil }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 }.count == 1)
    }

    @Test("timestamps outside the window, or not Unix seconds, are refused before the chain is asked")
    func freshness() async throws {
        for (timestamp, expected) in [
            (
                String(F.now - 301),
                LoginVerificationError.timestampOutsideWindow(timestamp: F.now - 301, now: F.now, windowSeconds: 300)
            ),
            (String(F.now + 301), .timestampOutsideWindow(timestamp: F.now + 301, now: F.now, windowSeconds: 300)),
        ] {
            let error = await #expect(throws: LoginVerificationError.self) {
                _ = try await Self.verifier().verify(F.login(timestamp: timestamp))
            }
            #expect(error == expected)
        }
        _ = try await Self.verifier().verify(F.login(timestamp: String(F.now - 300)))
        for text in ["1.7e9", "-1", "", "17000000000000", "1700000000 "] {
            let error = await #expect(throws: LoginVerificationError.self) {
                _ = try await Self.verifier().verify(F.login(timestamp: text))
            }
            guard case .malformed(field: "timestamp", _) = error else {
                Issue.record("expected malformed timestamp for \(text), got \(String(describing: error))")
                continue
            }
        }
    }

    @Test("the uuID must be the one the dapp issued; the account must be a name the chain knows")
    func requestAndAccount() async throws {
        let mismatch = await #expect(throws: LoginVerificationError.self) {
            _ = try await Self.verifier().verify(F.login(uuID: "theirs"), expectedUUID: "mine")
        }
        #expect(mismatch == .uuidMismatch(expected: "mine", received: "theirs"))
        let unknown = await #expect(throws: LoginVerificationError.self) {
            _ = try await Self.verifier().verify(F.login(account: "nobody"))
        }
        #expect(unknown == .unknownAccount(F.name("nobody")))
        let invalid = await #expect(throws: LoginVerificationError.self) {
            _ = try await Self.verifier().verify(F.login(account: "Not A Name"))
        }
        guard case .malformed(field: "account", _) = invalid else {
            Issue.record("expected malformed account, got \(String(describing: invalid))")
            return
        }
    }

    @Test("a chain that fails is a chain error, not a refusal of the key")
    func chainFailure() async throws {
        struct BrokenChain: EOSChainReading {
            func account(named name: EOSName) async throws(EOSChainError) -> EOSAccount {
                throw .malformedAnswer("garbage")
            }
            func keydataRows(manager: EOSName, account: EOSName, lowerBound: Int, limit: Int)
                async throws(EOSChainError) -> [MYKEYKeydataRow]
            { [] }
        }
        let error = await #expect(throws: LoginVerificationError.self) {
            _ = try await LoginVerifier(chain: BrokenChain(), replayGuard: nil).verify(F.login())
        }
        #expect(error == .chain(.malformedAnswer("garbage")))
    }

    @Test("a signed message (the sign action) is verified with the same key rules")
    func signedMessage() async throws {
        let message = "你好你好，这里需要签名"
        let signature = try F.mykeyKeys[3].signature(for: Array(message.utf8))
        let signer = try await Self.verifier().verify(
            SignNotification(message: message, sign: signature.string, account: "mykeyuser123"))
        #expect(signer.permission == .mykeyReserved)
        let other = await #expect(throws: LoginVerificationError.self) {
            _ = try await Self.verifier().verify(
                SignNotification(message: message + "!", sign: signature.string, account: "mykeyuser123"))
        }
        guard case .keyNotAuthorized = other else {
            Issue.record("expected keyNotAuthorized, got \(String(describing: other))")
            return
        }
    }
}
