import Testing

@testable import EOSChain

@Suite("EOSName: the chain's name alphabet, checked before anything reaches a request")
struct EOSNameTests {
    @Test(
        "valid names",
        arguments: ["alice", "eosio.token", "mykeymanager", "a", "zzzzzzzzzzzz", "zzzzzzzzzzzzj", "1.2.3.4.5"])
    func valid(text: String) throws {
        #expect(try EOSName(text).text == text)
    }

    @Test(
        "invalid names",
        arguments: ["", "Alice", "alice!", "alice6", "alice.", "zzzzzzzzzzzzk", "aaaaaaaaaaaaaa", "al ice", "élan"])
    func invalid(text: String) {
        #expect(throws: EOSChainError.invalidName(text)) { try EOSName(text) }
    }

    @Test("the module's constant names are valid")
    func constants() {
        #expect(EOSName.isValid(EOSChainClient.keydataTable.text))
        #expect(EOSName.isValid(MYKEYKeydataRow.mainnetManager.text))
    }
}
