import ChildProcesses
import CryptoPrimitives
import Foundation
import ICPAgent
import Testing

@Suite struct IdentityTests {
    static let keysmithPhrase = "verb bottom twelve symptom plastic believe beach cargo inherit viable dice loop"

    /// keysmith's principal for index 0 of its test phrase (dfinity/keysmith, quill's path).
    @Test func secp256k1FromAMnemonicOnQuillsPath() throws {
        let identity = try Secp256k1Identity(mnemonic: Self.keysmithPhrase)
        #expect(identity.sender.description == "t2kpu-6xt6l-tyb3d-rll2p-irv5c-no5nd-h6spj-jsetq-bmqdz-iap77-pqe")
        #expect(
            AccountIdentifier(owner: identity.sender).description
                == "53a3ef3b11b69c6411cd1667970e24577c857acf3cdd67436656c75d4ddd3cc7")
        #expect(throws: IdentityError.self) { try Secp256k1Identity(mnemonic: "verb bottom twelve") }
    }

    /// SLIP-10 at m/44'/223'/0'/0'/0' (checked against bip-utils in the Crypto package's tests).
    @Test func ed25519FromAMnemonic() throws {
        let identity = try Ed25519Identity(mnemonic: Self.keysmithPhrase)
        #expect(
            identity.publicKeyDER
                == hex("302a300506032b657003210048ac4ef53b571e71fdbadba8b53596957b9668f1e47ed588ca78036b468b803a"))
    }

    /// PEM files written by OpenSSL as dfx writes them (secp256k1 as SEC1 with EC parameters,
    /// and as PKCS#8; Ed25519 as PKCS#8): the identity's principal is the one of the public key
    /// OpenSSL derives from the same file.
    @Test(arguments: [
        ["ecparam", "-name", "secp256k1", "-genkey"],
        ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:secp256k1"],
        ["genpkey", "-algorithm", "ED25519"],
    ])
    func pemFilesLoadToTheSamePrincipalOpenSSLGives(_ command: [String]) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("icp-pem-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let keyFile = folder.appendingPathComponent("identity.pem").path
        try await openssl(command + ["-out", keyFile])
        let derFile = folder.appendingPathComponent("public.der").path
        try await openssl(["pkey", "-in", keyFile, "-pubout", "-outform", "DER", "-out", derFile])
        let opensslDER = try [UInt8](Data(contentsOf: URL(fileURLWithPath: derFile)))
        let pem = try String(contentsOfFile: keyFile, encoding: .utf8)
        let identity: any Identity =
            command.contains("ED25519") ? try Ed25519Identity(pem: pem) : try Secp256k1Identity(pem: pem)
        // OpenSSL writes uncompressed secp256k1 points, as dfx and the IC expect.
        #expect(identity.publicKeyDER == opensslDER)
        #expect(identity.sender == Principal.selfAuthenticating(derPublicKey: opensslDER))
        #expect(!"\(identity)".contains("PRIVATE"))
    }

    /// Runs the openssl command line; its standard error is in the error when it fails.
    func openssl(_ arguments: [String]) async throws {
        try await Command("openssl", arguments).run(timeout: .seconds(60)).checked()
    }

    @Test func signaturesVerifyWithTheKeysTheyClaim() async throws {
        let message = RequestID(of: .map(["a": .natural(1)])).signedMessage
        let secp = try Secp256k1Identity(
            rawRepresentation: hex("0832ee76447151e443867529da9bcbc4b0c808b2283426b5b1074c833e58d781"))
        let secpSignature = try await secp.sign(message)
        #expect(secpSignature.count == 64)
        let secpKey = try Secp256k1.Signing.PublicKey(derRepresentation: try #require(secp.publicKeyDER))
        #expect(
            secpKey.isValidSignature(
                try Secp256k1.Signing.ECDSASignature(rawRepresentation: secpSignature), for: message))

        let ed = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 7, count: 32))
        let edSignature = try await ed.sign(message)
        let edKey = try Ed25519.Signing.PublicKey(derRepresentation: try #require(ed.publicKeyDER))
        #expect(edKey.isValidSignature(edSignature, for: message))

        await #expect(throws: IdentityError.anonymousCannotSign) { try await AnonymousIdentity().sign(message) }
        #expect(AnonymousIdentity().sender == .anonymous && AnonymousIdentity().publicKeyDER == nil)
    }

    @Test func delegatedIdentitiesSignWithTheSessionKeyUntilTheChainExpires() async throws {
        let root = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 1, count: 32))
        let middle = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 2, count: 32))
        let session = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 3, count: 32))
        let expiry: UInt64 = 2_000_000_000 * 1_000_000_000
        let first = try await SignedDelegation.signing(
            Delegation(publicKey: try #require(middle.publicKeyDER), expiration: expiry), by: root)
        let second = try await SignedDelegation.signing(
            Delegation(publicKey: try #require(session.publicKeyDER), expiration: expiry), by: middle)
        let before = Date(timeIntervalSince1970: 1_900_000_000)
        let identity = try DelegatedIdentity(
            session: session, rootPublicKey: try #require(root.publicKeyDER), chain: [first, second], now: { before })
        #expect(identity.sender == root.sender)
        #expect(identity.publicKeyDER == root.publicKeyDER)
        let message = [UInt8]("ic".utf8)
        #expect(try await identity.sign(message) == (try await session.sign(message)))
        // Each link is signed by the key before it.
        let middleKey = try Ed25519.Signing.PublicKey(derRepresentation: try #require(middle.publicKeyDER))
        #expect(middleKey.isValidSignature(second.signature, for: second.delegation.signedMessage))

        let after = try DelegatedIdentity(
            session: session, rootPublicKey: try #require(root.publicKeyDER), chain: [first, second],
            now: { Date(timeIntervalSince1970: 2_000_000_001) })
        await #expect(throws: IdentityError.delegationExpired(index: 0, expiration: expiry)) {
            try await after.sign(message)
        }
    }

    @Test func chainsOverTheLimitsOrThatDoNotConnectAreRefused() async throws {
        let session = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 3, count: 32))
        let sessionKey = try #require(session.publicKeyDER)
        let link = SignedDelegation(delegation: Delegation(publicKey: sessionKey, expiration: .max), signature: [])
        #expect(throws: IdentityError.tooManyDelegations(21, limit: 20)) {
            try DelegatedIdentity(session: session, rootPublicKey: sessionKey, chain: Array(repeating: link, count: 21))
        }
        let targets = (0..<1_001).map { _ in Principal.anonymous }
        let wide = SignedDelegation(
            delegation: Delegation(publicKey: sessionKey, expiration: .max, targets: targets), signature: [])
        #expect(throws: IdentityError.tooManyTargets(index: 0, count: 1_001, limit: 1_000)) {
            try DelegatedIdentity(session: session, rootPublicKey: sessionKey, chain: [wide])
        }
        let elsewhere = SignedDelegation(delegation: Delegation(publicKey: [1, 2, 3], expiration: .max), signature: [])
        #expect(throws: IdentityError.brokenChain(index: 0)) {
            try DelegatedIdentity(session: session, rootPublicKey: sessionKey, chain: [elsewhere])
        }
    }
}
