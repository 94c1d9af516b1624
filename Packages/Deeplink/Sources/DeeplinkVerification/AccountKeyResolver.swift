import EOSChain
import EOSKeys

/// Finds which permission of an account a recovered key speaks for (spec §4.6 step 5): the
/// `active` keys, then the `owner` keys — each only when its weight alone reaches the
/// permission's threshold — then, for a MYKEY account, the reserved key its manager contract
/// stores. Keys are compared as decoded points; a chain key that does not decode never matches.
///
/// Other accounts in an authority (except the MYKEY manager), waits, and other permissions are not
/// followed: a login proves one key, and only a key that can act alone for the account counts.
struct AccountKeyResolver: Sendable {
    let chain: any EOSChainReading
    /// The manager contracts whose `keydata` rows are trusted; configured, never read from input.
    let mykeyManagers: Set<EOSName>

    func permission(of key: EOSPublicKey, in accountName: EOSName) async throws(LoginVerificationError)
        -> SigningPermission
    {
        let account: EOSAccount
        do {
            account = try await chain.account(named: accountName)
        } catch {
            if case .unknownAccount = error { throw .unknownAccount(accountName) }
            throw .chain(error)
        }
        for (name, permission) in [("active", SigningPermission.active), ("owner", .owner)] {
            guard let authority = account.permission(name)?.requiredAuth else { continue }
            let matches = authority.keys.contains { weighted in
                weighted.weight >= authority.threshold && Self.decodes(weighted.key, to: key)
            }
            if matches { return permission }
        }
        if let reserved = try await reservedKey(of: account), reserved == key { return .mykeyReserved }
        throw .keyNotAuthorized(account: accountName, key: key)
    }

    /// The MYKEY reserved key, when the account's `active` authority names a trusted manager as its
    /// first account and the manager's `keydata` row 3 holds a key that decodes.
    private func reservedKey(of account: EOSAccount) async throws(LoginVerificationError) -> EOSPublicKey? {
        guard let manager = account.permission("active")?.requiredAuth.accounts.first?.permission.actor,
            mykeyManagers.contains(manager)
        else { return nil }
        let rows: [MYKEYKeydataRow]
        do {
            rows = try await chain.keydataRows(
                manager: manager, account: account.accountName, lowerBound: MYKEYKeydataRow.reservedKeyIndex, limit: 1)
        } catch {
            throw .chain(error)
        }
        guard let row = rows.first, row.index == nil || row.index == MYKEYKeydataRow.reservedKeyIndex else {
            return nil
        }
        return try? EOSPublicKey(row.key.pubkey)
    }

    private static func decodes(_ text: String, to key: EOSPublicKey) -> Bool {
        (try? EOSPublicKey(text)) == key
    }
}
