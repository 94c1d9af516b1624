import Coordinators
import CoordinatorsTesting
import Testing
import TonCard
import WalletApp

@Suite("Card tab: the keychain list on the emulated card")
struct CardKeychainTests {
    @Test("empty after activation; after a key is added with the client, the list shows it and the totals")
    func keychainList() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        try await bench.activate()
        let empty = try await runScripted(
            CardKeychainFlow(service: bench.service), [.answer("card.keychain", .acknowledged)])
        #expect(
            empty.notices("card.keychain") == ["The keychain is empty (0 keys, 0 bytes occupied, 32767 bytes free)."])
        #expect(empty.lifetime.isClean)

        let key = Array("a 40-byte secret a wallet app keeps here".utf8)
        let id = try await bench.directClient().addKey(key)

        let listed = try await runScripted(
            CardKeychainFlow(service: bench.service), [.answer("card.keychain", .acknowledged)])
        let keychain = try #require(listed.result.value)
        #expect(keychain.keys.map(\.index) == [0])
        #expect(keychain.keys.map(\.length) == [40])
        #expect(keychain.keys.map(\.hmac) == [id])
        #expect(keychain.info.numberOfKeys == 1)
        #expect(keychain.info.occupiedSize == 40)
        #expect(keychain.info.freeSize == 32767 - 40)
        #expect(
            listed.notices("card.keychain") == [
                "1 key, 40 bytes occupied, 32727 bytes free\n#0  40 bytes  HMAC \(id.hex.prefix(16))…"
            ])
    }
}
