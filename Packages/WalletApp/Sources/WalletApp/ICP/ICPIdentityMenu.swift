import Coordinators

/// How identities appear on the ICP tab's screens: as menu entries to pick from, and as lines
/// of the identity list.
enum ICPIdentityMenu {
    /// A menu of `identities`, then "Back" (nil). An entry is the identity's label, with the
    /// start of its principal only when another identity has the same label, so a script (or a
    /// person) can pick an identity by the name they gave it.
    static func menu(id: String, title: String, message: String? = nil, identities: [StoredIdentity]) -> Menu<
        StoredIdentity?
    > {
        var counts: [String: Int] = [:]
        for identity in identities { counts[identity.label, default: 0] += 1 }
        let entries = identities.map { identity -> Menu<StoredIdentity?>.Option in
            let repeated = (counts[identity.label] ?? 0) > 1
            return .init(repeated ? "\(identity.label) (\(identity.principal.prefix(11))…)" : identity.label, identity)
        }
        return Menu(id: id, title: title, message: message, options: entries + [.init("Back", nil)])
    }

    /// `label (kind)`, its principal and its ledger account, one per line.
    static func summary(_ identity: StoredIdentity) -> String {
        let account = identity.accountIdentifier.map(\.description) ?? "unknown (the principal does not parse)"
        return
            "\(identity.label) (\(identity.kind.displayName))\n  principal \(identity.principal)\n  account \(account)"
    }
}
