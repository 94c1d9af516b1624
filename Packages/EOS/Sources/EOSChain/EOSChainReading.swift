/// The two questions login verification asks a chain (spec §4.6): an account's permissions, and a
/// MYKEY manager contract's `keydata` rows for an account. `EOSChainClient` asks a node over
/// HTTP; tests and the wallet emulator answer from memory.
public protocol EOSChainReading: Sendable {
    /// `/v1/chain/get_account`; `EOSChainError.unknownAccount` when there is no such account.
    func account(named name: EOSName) async throws(EOSChainError) -> EOSAccount
    /// `/v1/chain/get_table_rows` of table `keydata` in contract `manager`, scope `account`, from
    /// row `lowerBound`, at most `limit` rows.
    func keydataRows(manager: EOSName, account: EOSName, lowerBound: Int, limit: Int) async throws(EOSChainError)
        -> [MYKEYKeydataRow]
}
