/// A chain held in memory: accounts and MYKEY `keydata` rows given up front. For tests, and the
/// store behind the wallet emulator's chain stub, so the HTTP stub and in-process tests answer
/// the same questions the same way.
public struct InMemoryEOSChain: EOSChainReading {
    public let accounts: [EOSName: EOSAccount]
    /// manager → account → rows in index order.
    public let keydata: [EOSName: [EOSName: [MYKEYKeydataRow]]]

    public init(accounts: [EOSAccount], keydata: [EOSName: [EOSName: [MYKEYKeydataRow]]] = [:]) {
        self.accounts = Dictionary(accounts.map { ($0.accountName, $0) }, uniquingKeysWith: { _, last in last })
        self.keydata = keydata
    }

    public func account(named name: EOSName) async throws(EOSChainError) -> EOSAccount {
        guard let account = accounts[name] else { throw .unknownAccount(name) }
        return account
    }

    /// Rows whose position (or `index`, when a row states it) is at least `lowerBound`, at most
    /// `limit` of them (a negative or zero limit gives none).
    public func keydataRows(manager: EOSName, account: EOSName, lowerBound: Int, limit: Int) async throws(EOSChainError)
        -> [MYKEYKeydataRow]
    {
        let rows = keydata[manager]?[account] ?? []
        let selected = rows.enumerated().filter { position, row in (row.index ?? position) >= lowerBound }.map(
            \.element)
        return Array(selected.prefix(max(0, limit)))
    }
}
