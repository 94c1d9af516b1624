import ByteTools
import ICPAgent
import Testing

/// VECTORS.md §10: ICP ledger transaction hashes, one of them a real mainnet transfer.
@Suite struct LedgerTransferTests {
    @Test func transactionHashesMatchTheLedgers() throws {
        let mainnet = LedgerTransfer(
            from: try AccountIdentifier(hex: "e9344613c9615a83cf15748d9265c77b76244166678d4a0fd5df13186c64b9c4"),
            to: try AccountIdentifier(hex: "b87f601d508c2fe1967d1eaceb4e81205e77e29dc46eb96df2028881ed4c9f8c"),
            amount: 1_418_990_000, fee: 10_000, memo: 1_699_434_456, createdAt: 1_699_434_456_596_306_831)
        #expect(Hex.encode(mainnet.hash) == "e609323577ef35afca168a5b45504549889f4086dba5ef4fae8d9dfb2e9666e0")
        let account = try AccountIdentifier(hex: "cafd0a2c27f41a851837b00f019b93e741f76e4147fe74435fb7efb836826a1c")
        let toSelf = LedgerTransfer(
            from: account, to: account, amount: 1_000_000, fee: 10_000, memo: 1234, createdAt: 1_728_037_586_000_000_000
        )
        #expect(Hex.encode(toSelf.hash) == "e7fb27fc14d6439b3aceee0b88125d7f4ab902a583edfb2586ff8f32e9866f4b")
    }

    @Test func everyFieldIsInTheHash() throws {
        let account = try AccountIdentifier(hex: "cafd0a2c27f41a851837b00f019b93e741f76e4147fe74435fb7efb836826a1c")
        let base = LedgerTransfer(from: account, to: account, amount: 1, fee: 2, memo: 3, createdAt: 4)
        var changes = [base, base, base, base, base]
        changes[0].amount = 9
        changes[1].fee = 9
        changes[2].memo = 9
        changes[3].createdAt = 9
        changes[4].to = AccountIdentifier(owner: .anonymous)
        #expect(Set(changes.map(\.hash) + [base.hash]).count == 6)
    }
}
