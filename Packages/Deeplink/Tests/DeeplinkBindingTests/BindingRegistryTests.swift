import DeeplinkBinding
import DeeplinkServer
import Foundation
import Storage
import Testing

/// The registry's decisions, each MYKEY code, through its public surface over a real SQLite file.
@Suite struct BindingRegistryTests {
    private func withRegistry(_ body: (BindingRegistry, SQLiteDataStore) async throws -> Void) async throws {
        let (directory, path) = try BindingFixture.temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLiteDataStore(path: path)
        defer { try? store.close() }
        try await body(BindingRegistry(store: store), store)
    }

    @Test func aNewPairIsBoundBothWays() async throws {
        try await withRegistry { (registry, _) async throws in
            try await registry.bind(account: "alice", appUser: "user-1")
            #expect(try await registry.appUser(boundTo: "alice") == "user-1")
            #expect(try await registry.account(boundTo: "user-1") == "alice")
            #expect(try await registry.appUser(boundTo: "bob") == nil)
        }
    }

    @Test("the same pair again is 10006")
    func samePairIsAlreadyBound() async throws {
        try await withRegistry { (registry, _) async throws in
            try await registry.bind(account: "alice", appUser: "user-1")
            let error = await #expect(throws: BindingError.self) {
                try await registry.bind(account: "alice", appUser: "user-1")
            }
            #expect(error == .alreadyBound(account: "alice", appUser: "user-1"))
            #expect(error?.resultCode?.rawValue == 10006)
        }
    }

    @Test("an app user bound to another account, this account to nobody, is 10008")
    func appUserBoundElsewhere() async throws {
        try await withRegistry { (registry, _) async throws in
            try await registry.bind(account: "alice", appUser: "user-1")
            let error = await #expect(throws: BindingError.self) {
                try await registry.bind(account: "bob", appUser: "user-1")
            }
            #expect(error == .appUserBoundElsewhere(appUser: "user-1", account: "bob", boundAccount: "alice"))
            #expect(error?.resultCode?.rawValue == 10008)
            #expect(try await registry.appUser(boundTo: "bob") == nil)
        }
    }

    @Test("an account bound to another app user, this user to nobody, is 10009")
    func accountBoundElsewhere() async throws {
        try await withRegistry { (registry, _) async throws in
            try await registry.bind(account: "alice", appUser: "user-1")
            let error = await #expect(throws: BindingError.self) {
                try await registry.bind(account: "alice", appUser: "user-2")
            }
            #expect(error == .accountBoundElsewhere(account: "alice", appUser: "user-2", boundAppUser: "user-1"))
            #expect(error?.resultCode?.rawValue == 10009)
            #expect(try await registry.account(boundTo: "user-2") == nil)
        }
    }

    @Test("both bound to others is 10010")
    func bothBoundElsewhere() async throws {
        try await withRegistry { (registry, _) async throws in
            try await registry.bind(account: "alice", appUser: "user-1")
            try await registry.bind(account: "bob", appUser: "user-2")
            let error = await #expect(throws: BindingError.self) {
                try await registry.bind(account: "alice", appUser: "user-2")
            }
            #expect(
                error
                    == .mismatch(
                        account: "alice", appUser: "user-2", accountsAppUser: "user-1", appUsersAccount: "bob"))
            #expect(error?.resultCode?.rawValue == 10010)
            #expect(error?.description.hasPrefix("10010 (both bound but not matching)") == true)
        }
    }

    @Test func unbindingFreesBothSides() async throws {
        try await withRegistry { (registry, _) async throws in
            try await registry.bind(account: "alice", appUser: "user-1")
            #expect(try await registry.unbind(account: "alice") == "user-1")
            #expect(try await registry.account(boundTo: "user-1") == nil)
            #expect(try await registry.unbind(account: "alice") == nil)
            try await registry.bind(account: "bob", appUser: "user-1")
            #expect(try await registry.unbind(appUser: "user-1") == "bob")
            #expect(try await registry.appUser(boundTo: "bob") == nil)
            try await registry.bind(account: "alice", appUser: "user-2")
        }
    }

    @Test func bindingsSurviveReopeningTheFile() async throws {
        let (directory, path) = try BindingFixture.temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try await SQLiteDataStore(path: path)
        try await BindingRegistry(store: first).bind(account: "alice", appUser: "user-1")
        try first.close()
        let second = try await SQLiteDataStore(path: path)
        defer { try? second.close() }
        #expect(try await BindingRegistry(store: second).appUser(boundTo: "alice") == "user-1")
    }

    @Test("half a binding (a writer stopped between its two rows) counts as none and is repaired")
    func halfBindingIsNoBinding() async throws {
        try await withRegistry { (registry, store) async throws in
            // The account's row was written, the app user's was not.
            try await store.store("user-1", for: "account:alice")
            #expect(try await registry.appUser(boundTo: "alice") == nil)
            try await registry.bind(account: "bob", appUser: "user-1")
            try await registry.bind(account: "alice", appUser: "user-2")
            #expect(try await registry.appUser(boundTo: "alice") == "user-2")
            #expect(try await registry.account(boundTo: "user-1") == "bob")
        }
    }

    @Test func idsItCannotKeepAreTypedErrors() async throws {
        try await withRegistry { (registry, store) async throws in
            for bad in ["", String(repeating: "u", count: 65), "user\n1"] {
                let error = await #expect(throws: BindingError.self) {
                    try await registry.bind(account: "alice", appUser: bad)
                }
                guard case .invalidIdentifier? = error else {
                    Issue.record(
                        "expected invalidIdentifier for \(bad.debugDescription), got \(String(describing: error))")
                    continue
                }
                #expect(error?.resultCode == nil)
            }
            #expect(try await store.keys().isEmpty)
        }
    }

    @Test func aFailingStoreIsStoreFailedAndDecidesNothing() async throws {
        let (directory, path) = try BindingFixture.temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLiteDataStore(path: path)
        try store.close()
        let error = await #expect(throws: BindingError.self) {
            try await BindingRegistry(store: store).bind(account: "alice", appUser: "user-1")
        }
        guard case .storeFailed? = error else {
            Issue.record("expected storeFailed, got \(String(describing: error))")
            return
        }
        #expect(error?.replyCode == ReplyCode.unavailable)
    }
}
