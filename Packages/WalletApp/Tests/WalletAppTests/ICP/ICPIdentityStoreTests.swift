import Foundation
import ICPAgent
import Storage
import Testing
import WalletApp

/// The identity store on a real data directory: keys encrypted under the passphrase, the list
/// observed through its change stream, every kind of PEM dfx and quill write, and the refusals.
@Suite("ICP identity store")
struct ICPIdentityStoreTests {
    @Test("a created identity is listed, survives reopening, and signs as its principal")
    func createAndReopen() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)
        let created = try await store.create(label: "  alice  ")
        #expect(created.label == "alice")
        #expect(created.kind == .ed25519)
        #expect(try await store.all().map(\.id) == [created.id])
        await store.close()

        let reopened = try await ICPTestSupport.store(in: directory)
        let identity = try await reopened.identity(id: created.id)
        #expect(identity.sender.description == created.principal)
        #expect(created.accountIdentifier == AccountIdentifier(owner: identity.sender))
    }

    @Test("a dfx Ed25519 PEM is imported as Ed25519, from text and from its identity.pem file")
    func importDfxEd25519() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)
        let key = try Ed25519Identity()
        let imported = try await store.importPEM(key.privateKey.dfxPEMRepresentation, label: "dfx default")
        #expect(imported.kind == .ed25519)
        #expect(imported.principal == key.sender.description)
        #expect(try await store.identity(id: imported.id).sender == key.sender)

        let other = try Ed25519Identity()
        let path = try directory.file("identity.pem", other.privateKey.dfxPEMRepresentation)
        let fromFile = try await store.importPEMFile(atPath: path, label: "from file")
        #expect(fromFile.principal == other.sender.description)
    }

    @Test("secp256k1 keys are imported from SEC1 (with and without EC PARAMETERS) and from PKCS#8")
    func importSecp256k1() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)
        let sec1 = try Secp256k1Identity(rawRepresentation: [UInt8](repeating: 0x42, count: 32))
        let plain = try await store.importPEM(sec1.privateKey.pemRepresentation, label: "quill")
        #expect(plain.kind == .secp256k1)
        #expect(plain.principal == sec1.sender.description)
        #expect(try await store.identity(id: plain.id).sender == sec1.sender)

        // OpenSSL's `ecparam -genkey` output: the curve's parameters before the key.
        let withParameters = try Secp256k1Identity(rawRepresentation: [UInt8](repeating: 0x43, count: 32))
        let openSSL =
            "-----BEGIN EC PARAMETERS-----\nBgUrgQQACg==\n-----END EC PARAMETERS-----\n"
            + withParameters.privateKey.pemRepresentation
        #expect(try await store.importPEM(openSSL, label: "openssl").principal == withParameters.sender.description)

        // A PKCS#8 PRIVATE KEY that is not Ed25519 falls back to secp256k1.
        let pkcs8 = try Secp256k1Identity(rawRepresentation: [UInt8](repeating: 0x44, count: 32))
        let wrapped = try await store.importPEM(pkcs8.privateKey.pkcs8PEMRepresentation, label: "pkcs8")
        #expect(wrapped.kind == .secp256k1)
        #expect(wrapped.principal == pkcs8.sender.description)
    }

    @Test("an encrypted PEM is refused by name, and nothing is stored")
    func encryptedRefused() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)
        let encrypted =
            "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIGbMFcGCSqGSIb3DQEFDTBKMCkGCSqGSIb3DQEFDDAcBAhV\n-----END ENCRYPTED PRIVATE KEY-----\n"
        await #expect(throws: ICPIdentityStoreError.encryptedPEM(source: "the PEM text")) {
            _ = try await store.importPEM(encrypted, label: "locked")
        }
        let legacy =
            "-----BEGIN EC PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00\n\nAAAA\n-----END EC PRIVATE KEY-----\n"
        await #expect(throws: ICPIdentityStoreError.encryptedPEM(source: "the PEM text")) {
            _ = try await store.importPEM(legacy, label: "locked")
        }
        #expect(try await store.all().isEmpty)
    }

    @Test("text without a private key, a broken key and a certificate are refused with what was found")
    func garbageRefused() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)
        await #expect(
            throws: ICPIdentityStoreError.notAPrivateKey(source: "the PEM text", found: "it has no PEM block")
        ) {
            _ = try await store.importPEM("hello, this is not a key", label: "x")
        }
        await #expect(
            throws: ICPIdentityStoreError.notAPrivateKey(
                source: "the PEM text", found: "it has -----BEGIN CERTIFICATE-----")
        ) {
            _ = try await store.importPEM("-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n", label: "x")
        }
        let broken = "-----BEGIN PRIVATE KEY-----\nAAAAAAAA\n-----END PRIVATE KEY-----\n"
        await #expect {
            _ = try await store.importPEM(broken, label: "x")
        } throws: { error in
            guard case .invalidKey(_, let reason) = error as? ICPIdentityStoreError else { return false }
            return reason.contains("neither Ed25519") && reason.contains("nor secp256k1")
        }
        #expect(try await store.all().isEmpty)
    }

    @Test("files: missing, too large, a directory; labels: empty, too long; the same key twice")
    func fileAndLabelRefusals() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)
        let missing = directory.path + "/nothing.pem"
        await #expect(throws: ICPIdentityStoreError.fileUnreadable(path: missing, reason: "there is no such file")) {
            _ = try await store.importPEMFile(atPath: missing, label: "x")
        }
        let large = try directory.file("large.pem", String(repeating: "A", count: ICPIdentityPEMFile.maximumBytes + 1))
        await #expect(
            throws: ICPIdentityStoreError.fileTooLarge(
                path: large, bytes: ICPIdentityPEMFile.maximumBytes + 1, limit: ICPIdentityPEMFile.maximumBytes)
        ) {
            _ = try await store.importPEMFile(atPath: large, label: "x")
        }
        #expect(ICPIdentityPEMFile.problem(atPath: directory.path)?.contains("not a regular file") == true)
        #expect(ICPIdentityPEMFile.problem(atPath: large)?.contains("more than the 65536") == true)

        await #expect(throws: ICPIdentityStoreError.self) { _ = try await store.create(label: "   ") }
        await #expect(throws: ICPIdentityStoreError.self) {
            _ = try await store.create(label: String(repeating: "x", count: 41))
        }
        #expect(ICPIdentityLabel.problem(String(repeating: "x", count: 40)) == nil)

        let key = try Ed25519Identity()
        let first = try await store.importPEM(key.privateKey.dfxPEMRepresentation, label: "once")
        await #expect(throws: ICPIdentityStoreError.alreadyStored(label: "once", principal: first.principal)) {
            _ = try await store.importPEM(key.privateKey.pemRepresentation, label: "twice")
        }
    }

    @Test("a wrong passphrase is a typed error naming the directory, never a garbage key")
    func wrongPassphrase() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)
        _ = try await store.create(label: "alice")
        await store.close()
        let wrong = "not the passphrase"
        do {
            _ = try await ICPTestSupport.store(in: directory, passphrase: wrong)
            Issue.record("the store opened with a wrong passphrase")
        } catch let error as ICPIdentityStoreError {
            #expect(error == .wrongPassphrase(directory: directory.path))
            #expect(!error.description.contains(wrong))
        }
    }

    @Test("removing deletes the record and the key; a second removal names the missing id")
    func remove() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)
        let alice = try await store.create(label: "alice")
        let bob = try await store.create(label: "bob")
        try await store.remove(id: alice.id)
        #expect(try await store.all().map(\.id) == [bob.id])
        await #expect(throws: ICPIdentityStoreError.noSuchIdentity(id: alice.id)) {
            _ = try await store.identity(id: alice.id)
        }
        await #expect(throws: ICPIdentityStoreError.noSuchIdentity(id: alice.id)) {
            try await store.remove(id: alice.id)
        }
    }

    @Test("another instance's insert reaches this instance's change stream")
    func changeStream() async throws {
        let directory = try TemporaryDirectory()
        let observer = try await ICPTestSupport.store(in: directory)
        let writer = try await ICPTestSupport.store(in: directory)
        let changes = await observer.changes()
        let created = try await writer.create(label: "from elsewhere")
        let change = try await ICPTestSupport.within(seconds: 10) {
            var iterator = changes.makeAsyncIterator()
            return await iterator.next()
        }
        #expect(change?.kind == .upserted)
        #expect(change?.keys == [created.id])
        #expect(try await observer.all().map(\.label) == ["from elsewhere"])
    }

    @Test("the identity list redraws when another instance adds an identity")
    func viewModelRedraws() async throws {
        let directory = try TemporaryDirectory()
        let shown = try await ICPTestSupport.store(in: directory)
        let writer = try await ICPTestSupport.store(in: directory)
        let model = try await ICPIdentitiesViewModel(store: shown)
        guard case .menu(_, let before?, let options) = await model.form() else {
            Issue.record("the identity list is not a menu")
            return
        }
        #expect(before.contains("No identity yet"))
        #expect(options == ["New identity", "Import dfx PEM file", "Remove", "Back"])

        let running = Task { await model.run() }
        _ = try await writer.create(label: "dave")
        let redrawn = try await ICPTestSupport.within(seconds: 10) { [model] in
            for await _ in model.redraws where model.identities.contains(where: { $0.label == "dave" }) { return true }
            return false
        }
        running.cancel()
        await running.value
        #expect(redrawn)
        guard case .menu(_, let after?, _) = await model.form() else { return }
        #expect(after.contains("dave (Ed25519)"))
        #expect(after.contains("account "))
    }
}
