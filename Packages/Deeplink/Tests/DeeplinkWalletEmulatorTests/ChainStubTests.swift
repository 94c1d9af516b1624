import DeeplinkWalletEmulator
import EOSChain
import Foundation
import Testing

/// `EOSChainClient` against the stub over loopback: nodeos's shapes, and each fault.
@Suite struct ChainStubTests {
    private func withStub<T>(_ body: (ChainStub, EOSChainClient) async throws -> T) async throws -> T {
        let stub = try await ChainStub.start(chain: EmulatorFixture.chain)
        do {
            let result = try await body(stub, EOSChainClient(baseURL: stub.baseURL, timeout: .seconds(5)))
            await stub.stop()
            return result
        } catch {
            await stub.stop()
            throw error
        }
    }

    @Test func servesAccountsAndKeydataRows() async throws {
        try await withStub { (stub, client) async throws in
            #expect(stub.baseURL.host == "127.0.0.1")
            let account = try await client.account(named: EmulatorFixture.alice)
            #expect(account == (try await EmulatorFixture.chain.account(named: EmulatorFixture.alice)))
            let rows = try await client.keydataRows(
                manager: MYKEYKeydataRow.mainnetManager, account: EmulatorFixture.mykeyUser, lowerBound: 3, limit: 1)
            #expect(rows.map(\.key.pubkey) == [EmulatorFixture.reservedKey.publicKey.legacyString])
            #expect(rows.first?.index == 3)
        }
    }

    @Test func unknownAccountIsNodeosAccountQueryException() async throws {
        try await withStub { (_, client) async throws in
            let nobody = try EOSName("nobody")
            await #expect(throws: EOSChainError.unknownAccount(nobody)) { try await client.account(named: nobody) }
        }
    }

    @Test func faultsReachTheClientAsChainErrors() async throws {
        try await withStub { (stub, client) async throws in
            stub.setFault(.garbage)
            await #expect {
                try await client.account(named: EmulatorFixture.alice)
            } throws: { error in
                if case EOSChainError.malformedAnswer = error { return true }
                return false
            }
            stub.setFault(.unavailable)
            await #expect {
                try await client.account(named: EmulatorFixture.alice)
            } throws: { error in
                if case EOSChainError.chainRefused(503, _) = error { return true }
                return false
            }
            stub.setFault(.answerForAccount(EmulatorFixture.mykeyUser))
            await #expect {
                try await client.account(named: EmulatorFixture.alice)
            } throws: { error in
                if case EOSChainError.malformedAnswer = error { return true }
                return false
            }
            stub.setFault(.none)
            #expect(try await client.account(named: EmulatorFixture.alice).accountName == EmulatorFixture.alice)
        }
    }

    @Test func stopClosesTheListener() async throws {
        let stub = try await ChainStub.start(chain: EmulatorFixture.chain)
        let client = EOSChainClient(baseURL: stub.baseURL, timeout: .seconds(5))
        await stub.stop()
        await stub.stop()
        await #expect {
            try await client.account(named: EmulatorFixture.alice)
        } throws: { error in
            if case EOSChainError.unreachable = error { return true }
            return false
        }
    }
}
