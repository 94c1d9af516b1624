import BigNum
import Coordinators
import CoordinatorsTesting
import Foundation
import ICPAgent
import ICPAgentTesting
import Testing
import WalletApp

/// The ICP tab driven by a script, against a real `icp-replica` process and a data directory of
/// its own: identities made through the tab, a funded balance, a transfer and its effect on the
/// recipient's balance, the refusals, and nothing left running or alive afterwards.
@Suite("ICP tab against icp-replica")
struct ICPTabTests {
    @Test("create identities, read the funded balance, send 1.5 ICP, be refused an overdraft")
    func balanceAndTransfer() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)

        // The identities first, through the tab: the replica must know whom to fund when it starts.
        let setup = ScriptedPresenter([
            .choose("icp.menu", "Identities"),
            .choose("icp.identities", "New identity"), .answer("icp.label", .text("alice")),
            .choose("icp.identities", "New identity"), .answer("icp.label", .text("bob")),
            .choose("icp.identities", "Back"),
            .choose("icp.menu", "Quit wallet"),
        ])
        let setupTracker = LifetimeTracker()
        let setupExit = try await FlowContext(presenter: setup, observer: setupTracker)
            .coordinate(to: ICPTab(service: ICPService(connection: .mainnet), identities: store))
        #expect(setupExit == .quit)
        #expect(setupTracker.report().isClean, "\(setupTracker.report())")
        #expect(await setup.unusedSteps.isEmpty)
        let listed = try await store.all()
        #expect(listed.map(\.label) == ["alice", "bob"])
        let alice = try #require(listed.first { $0.label == "alice" })
        let bob = try #require(listed.first { $0.label == "bob" })
        let bobAccount = try #require(bob.accountIdentifier)

        let replica = try await ICPTestSupport.replica(funding: [(alice.principal, 1_200_000_000)])
        let service = try ICPTestSupport.service(for: replica)

        let presenter = ScriptedPresenter([
            // Alice's balance: the 12 ICP the replica minted.
            .choose("icp.menu", "Balance"), .choose("icp.identity", "alice"), .answer("icp.balance", .acknowledged),
            // 1.5 ICP from alice to bob's account identifier.
            .choose("icp.menu", "Transfer"), .choose("icp.identity", "alice"),
            .answer("icp.recipient", .text(bobAccount.description)), .answer("icp.amount", .text("1.5")),
            .answer("icp.confirm", .confirmed(true)), .answer("icp.receipt", .acknowledged),
            // Bob's balance: exactly what was sent.
            .choose("icp.menu", "Balance"), .choose("icp.identity", "bob"), .answer("icp.balance", .acknowledged),
            // Bob sends more than he has, to alice's principal: refused with the balance.
            .choose("icp.menu", "Transfer"), .choose("icp.identity", "bob"),
            .answer("icp.recipient", .text(alice.principal)), .answer("icp.amount", .text("5 ICP")),
            .answer("icp.confirm", .confirmed(true)), .answer("icp.error", .acknowledged),
            .choose("icp.menu", "Log out"),
        ])
        let tracker = LifetimeTracker()
        let exit = try await FlowContext(presenter: presenter, observer: tracker)
            .coordinate(to: ICPTab(service: service, identities: store))
        #expect(exit == .logOut)
        #expect(tracker.report().isClean, "\(tracker.report())")
        #expect(await presenter.unusedSteps.isEmpty)

        let balances = await ICPTestSupport.notices("icp.balance", on: presenter)
        #expect(balances.count == 2)
        #expect(balances.first?.hasPrefix("12 ICP\n") == true, "\(balances)")
        #expect(balances.first?.contains("account \(try #require(alice.accountIdentifier))") == true)
        #expect(balances.last?.hasPrefix("1.5 ICP\n") == true, "\(balances)")
        for balance in balances {
            #expect(balance.contains("verified: replica node signatures on the query, against the pinned root key"))
        }
        let confirmations = await presenter.transcript.compactMap { entry -> String? in
            if case .shown("icp.confirm", _, .confirmation(_, let message)) = entry { return message }
            return nil
        }
        #expect(
            confirmations.first?.contains("amount 1.5 ICP\nfee 0.0001 ICP\ntotal 1.5001 ICP\nto account \(bobAccount)")
                == true, "\(confirmations)")
        let receipts = await ICPTestSupport.notices("icp.receipt", on: presenter)
        #expect(receipts.count == 1)
        #expect(receipts.first?.contains("block ") == true)
        #expect(
            receipts.first?.contains("verified: certificate BLS signature, delegation, canister ranges and time")
                == true)
        let errors = await ICPTestSupport.notices("icp.error", on: presenter)
        #expect(
            errors == ["insufficient funds: the account holds 1.5 ICP, and the transfer needs 5.0001 ICP with the fee"])
        let statuses = await presenter.transcript.compactMap { entry -> String? in
            if case .status(.working(let message), _) = entry { return message }
            return nil
        }
        #expect(statuses == ["asking the ledger", "sending", "asking the ledger", "sending"])

        // The ledger agrees, read straight through the service.
        let bobBalance = try await service.balance(of: try await store.identity(id: bob.id))
        #expect(bobBalance.value == Amount(e8s: 150_000_000))
        let aliceBalance = try await service.balance(of: try await store.identity(id: alice.id))
        #expect(aliceBalance.value == Amount(e8s: 1_200_000_000 - 150_000_000 - 10_000))

        // The same replica under mainnet's root key: its answers do not chain to it, so none is believed.
        let mainnetKey = ICPService(
            connection: try ICPConnection(
                baseURL: service.connection.baseURL, rootKeyHex: nil, ledger: service.connection.ledger))
        await #expect {
            _ = try await mainnetKey.balance(of: try await store.identity(id: alice.id))
        } throws: { error in
            guard case .verificationFailed = error as? ICPWalletError else { return false }
            return true
        }
        #expect(await replica.stop() == 0)
    }

    @Test("a replica whose certificates are forged: the balance is refused on icp.error, naming the check")
    func forgedCertificates() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)
        let alice = try await store.create(label: "alice")
        let replica = try await ICPTestSupport.replica(
            funding: [(alice.principal, 100_000_000)], options: ReplicaCommandLine.corruptCertificate)
        let presenter = ScriptedPresenter([
            .choose("icp.menu", "Balance"), .choose("icp.identity", "alice"), .answer("icp.error", .acknowledged),
            .choose("icp.menu", "Quit wallet"),
        ])
        let tracker = LifetimeTracker()
        let exit = try await FlowContext(presenter: presenter, observer: tracker)
            .coordinate(to: ICPTab(service: try ICPTestSupport.service(for: replica), identities: store))
        #expect(exit == .quit)
        #expect(tracker.report().isClean, "\(tracker.report())")
        let errors = await ICPTestSupport.notices("icp.error", on: presenter)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("verification failed, so the answer was not believed: ") == true, "\(errors)")
        #expect(errors.first?.contains("BLS signature does not verify") == true, "\(errors)")
        #expect(await ICPTestSupport.notices("icp.balance", on: presenter).isEmpty)
        #expect(await replica.stop() == 0)
    }

    @Test("an amount that is not a positive ICP amount is refused by the prompt")
    func invalidAmountRefused() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)
        let alice = try await store.create(label: "alice")
        for typed in ["-1", "0", "lots", "0.000000001"] {
            let presenter = ScriptedPresenter([
                .choose("icp.menu", "Transfer"), .choose("icp.identity", "alice"),
                .answer("icp.recipient", .text(alice.principal)), .answer("icp.amount", .text(typed)),
            ])
            let tracker = LifetimeTracker()
            await #expect {
                _ = try await FlowContext(presenter: presenter, observer: tracker)
                    .coordinate(to: ICPTab(service: ICPService(connection: .mainnet), identities: store))
            } throws: { error in
                guard case .answerRefused(let screen, _, let reason) = error as? ScriptError else { return false }
                return screen == "icp.amount" && reason.hasPrefix("invalid amount: ")
                    && (typed != "-1" || reason.contains("above zero"))
            }
            #expect(tracker.report().isClean, "\(tracker.report())")
        }
    }

    @Test("without an identity, Balance says so and offers one; declining comes back to the menu")
    func noIdentityYet() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)
        let presenter = ScriptedPresenter([
            .choose("icp.menu", "Balance"), .answer("icp.noIdentity", .acknowledged),
            .answer("icp.createIdentity", .confirmed(false)),
            .choose("icp.menu", "Transfer"), .answer("icp.noIdentity", .acknowledged),
            .answer("icp.createIdentity", .confirmed(false)),
            .choose("icp.menu", "Quit wallet"),
        ])
        let tracker = LifetimeTracker()
        let exit = try await FlowContext(presenter: presenter, observer: tracker)
            .coordinate(to: ICPTab(service: ICPService(connection: .mainnet), identities: store))
        #expect(exit == .quit)
        #expect(tracker.report().isClean)
        #expect(await presenter.unusedSteps.isEmpty)
    }

    @Test("importing through the tab: a dfx PEM file is listed; an encrypted one is refused on icp.error")
    func importThroughTheTab() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)
        let key = try Ed25519Identity()
        let good = try directory.file("identity.pem", key.privateKey.dfxPEMRepresentation)
        let locked = try directory.file(
            "locked.pem", "-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----\n")
        let presenter = ScriptedPresenter([
            .choose("icp.menu", "Identities"),
            .choose("icp.identities", "Import dfx PEM file"), .answer("icp.pemPath", .text(good)),
            .answer("icp.label", .text("dfx default")),
            .choose("icp.identities", "Import dfx PEM file"), .answer("icp.pemPath", .text(locked)),
            .answer("icp.label", .text("locked")),
            .answer("icp.error", .acknowledged),
            .choose("icp.identities", "Remove"), .choose("icp.remove", "dfx default"),
            .answer("icp.confirmRemove", .confirmed(false)),
            .choose("icp.identities", "Back"),
            .choose("icp.menu", "Quit wallet"),
        ])
        let tracker = LifetimeTracker()
        _ = try await FlowContext(presenter: presenter, observer: tracker)
            .coordinate(to: ICPTab(service: ICPService(connection: .mainnet), identities: store))
        #expect(tracker.report().isClean, "\(tracker.report())")
        #expect(await presenter.unusedSteps.isEmpty)
        #expect(try await store.all().map(\.principal) == [key.sender.description])
        let errors = await ICPTestSupport.notices("icp.error", on: presenter)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("the key is encrypted") == true)
        // The list shown after the import names the new identity.
        let lists = await presenter.transcript.compactMap { entry -> String? in
            if case .shown("icp.identities", _, .menu(_, let message?, _)) = entry { return message }
            return nil
        }
        #expect(lists.last?.contains("dfx default (Ed25519)") == true)
        // Nothing the user saw holds the key: no line of the transcript has the PEM's body.
        let keyBody = key.privateKey.dfxPEMRepresentation.split(separator: "\n").filter { !$0.hasPrefix("-----") }
        let seen = await presenter.transcript.text.joined(separator: "\n")
        for line in keyBody { #expect(!seen.contains(line)) }
    }

    @Test("three dismissals of the root menu in a row end the tab with quit")
    func repeatedDismissal() async throws {
        let directory = try TemporaryDirectory()
        let store = try await ICPTestSupport.store(in: directory)
        let presenter = ScriptedPresenter([.dismiss("icp.menu"), .dismiss("icp.menu"), .dismiss("icp.menu")])
        let exit = try await FlowContext(presenter: presenter)
            .coordinate(to: ICPTab(service: ICPService(connection: .mainnet), identities: store))
        #expect(exit == .quit)
    }
}
